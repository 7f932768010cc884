import { auth, messages } from '@wb/contract';
import type { FastifyInstance } from 'fastify';
import { API_BASE, bindRoute, type Caller, type RequestContext } from '../../http/bind';
import { ApiError } from '../../http/errors';
import { AccountService } from './accounts';
import { ConsoleSmsProvider, type SmsProvider } from './sms';
import type { TokenService } from './tokens';

const callerOf = (ctx: RequestContext): Caller => {
  if (!ctx.caller) throw ApiError.of('auth.unauthenticated');
  return ctx.caller;
};

export function authRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  tokens: TokenService,
  sms: SmsProvider,
  options: { production: boolean; rateLimitPerMinute: number },
): void {
  // Per client address: enough for a person mistyping, far too few for guessing codes or spraying numbers.
  // One count for the three calls that send codes, one for the calls that check a secret.
  const SEND_LIMIT = { rateLimit: app.rateLimit({ max: options.rateLimitPerMinute, timeWindow: 60_000 }) };
  const VERIFY_LIMIT = { rateLimit: app.rateLimit({ max: options.rateLimitPerMinute * 2, timeWindow: 60_000 }) };
  bindRoute(
    app,
    auth.loginRoute,
    async ({ body }, ctx) => {
      await accounts.login(body.mobile, ctx.ip);
      return { message: messages.otpSent };
    },
    SEND_LIMIT,
  );

  bindRoute(
    app,
    auth.registerRoute,
    async ({ body }, ctx) => {
      await accounts.register(body, ctx.ip);
      return { message: messages.accountCreated };
    },
    SEND_LIMIT,
  );

  bindRoute(
    app,
    auth.resendVerificationCodeRoute,
    async ({ body }, ctx) => {
      await accounts.resend(body.mobile, ctx.ip);
      return { message: messages.otpResent };
    },
    SEND_LIMIT,
  );

  bindRoute(
    app,
    auth.verificationCodeRoute,
    async ({ body }, ctx) => ({
      data: await accounts.verify(body, { ip: ctx.ip, userAgent: ctx.userAgent }),
      message: messages.loggedIn,
    }),
    VERIFY_LIMIT,
  );

  bindRoute(
    app,
    auth.refreshTokenRoute,
    async (_input, ctx) => {
      if (!ctx.credential) throw ApiError.of('auth.session_expired');
      return { data: await tokens.refresh(ctx.credential), message: messages.sessionRefreshed };
    },
    VERIFY_LIMIT,
  );

  bindRoute(app, auth.logoutRoute, async (_input, ctx) => {
    await tokens.revokeSession(callerOf(ctx).sessionId, 'logout');
    return { message: messages.loggedOut };
  });

  bindRoute(app, auth.profileRoute, async (_input, ctx) => ({
    data: await accounts.profile(callerOf(ctx).id),
    message: messages.ok,
  }));

  bindRoute(app, auth.deleteAccountRoute, async (_input, ctx) => {
    await accounts.deleteAccount(callerOf(ctx).id);
    return { message: messages.accountDeleted };
  });

  // The development outbox: the codes the console provider "sent", for the browser tests and a developer. Never
  // served in production (where the console provider is refused anyway).
  if (!options.production && sms instanceof ConsoleSmsProvider) {
    app.get(`${API_BASE}/dev/sms-outbox`, async (request) => {
      const typed = (request.query as Record<string, unknown>).mobile;
      const mobile = AccountService.mobile(typeof typed === 'string' ? typed : '');
      return { data: sms.messagesTo(mobile), message: messages.ok };
    });
  }
}
