import { auth, messages } from '@wb/contract';
import { API_BASE, bindRoute } from '../../http/bind';
import { codeLimits } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';
import { ApiError } from '../../lib/errors';
import { AccountService } from './accounts';

/** Sign-in and registration by one-time code, token refresh, logout, the profile and account deletion. */
export const authModule: StoreModule = {
  name: 'auth',
  register(app, { accounts, tokens, devOutbox, deleteAccount }, kernel) {
    const { config } = kernel;
    // One count per client network for the three calls that send codes, one for the calls that check a secret.
    const { send: SEND_LIMIT, check: VERIFY_LIMIT } = codeLimits(app, kernel);

    bindRoute(
      app,
      auth.loginRoute,
      async ({ body }, ctx) => {
        await accounts.login(ctx, body.mobile, ctx.ip, body.channel);
        return { message: messages.otpSent };
      },
      SEND_LIMIT,
    );

    bindRoute(
      app,
      auth.registerRoute,
      async ({ body }, ctx) => {
        await accounts.register(ctx, body, ctx.ip);
        return { message: messages.accountCreated };
      },
      SEND_LIMIT,
    );

    bindRoute(
      app,
      auth.resendVerificationCodeRoute,
      async ({ body }, ctx) => {
        await accounts.resend(ctx, body.mobile, ctx.ip, body.channel);
        return { message: messages.otpResent };
      },
      SEND_LIMIT,
    );

    bindRoute(
      app,
      auth.verificationCodeRoute,
      async ({ body }, ctx) => ({
        data: await accounts.verify(ctx, body, { ip: ctx.ip, userAgent: ctx.userAgent }),
        message: messages.loggedIn,
      }),
      VERIFY_LIMIT,
    );

    bindRoute(
      app,
      auth.refreshTokenRoute,
      async (_input, ctx) => {
        if (!ctx.credential) throw ApiError.of('auth.session_expired');
        return { data: await tokens.refresh(ctx, ctx.credential), message: messages.sessionRefreshed };
      },
      VERIFY_LIMIT,
    );

    bindRoute(app, auth.logoutRoute, async (_input, ctx) => {
      await tokens.revokeSession(ctx, ctx.caller.sessionId, 'logout');
      return { message: messages.loggedOut };
    });

    bindRoute(app, auth.profileRoute, async (_input, ctx) => ({
      data: await accounts.profile(ctx),
      message: messages.ok,
    }));

    bindRoute(app, auth.deleteAccountRoute, async (_input, ctx) => {
      await deleteAccount.run(ctx);
      return { message: messages.accountDeleted };
    });

    // The development outbox: what the console providers "sent" by SMS and by WhatsApp, each with its channel, for
    // the browser tests and a developer. Never served in production (where the console providers are refused anyway).
    if (config.env !== 'production' && devOutbox) {
      app.get(`${API_BASE}/dev/sms-outbox`, async (request) => {
        const typed = (request.query as Record<string, unknown>).mobile;
        const mobile = AccountService.mobile(typeof typed === 'string' ? typed : '');
        return { data: devOutbox.messagesTo(mobile), message: messages.ok };
      });
    }
  },
};
