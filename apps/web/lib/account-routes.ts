import type { auth } from '@wb/contract';
import { clientRoute } from './api';

/**
 * The account calls the browser makes, as typed references (see `clientRoute`), apart from `client-routes.ts` so
 * catalogue bundles do not carry them. The calls that hand out tokens (verification-code, refresh-token) are not
 * here: the browser makes them through `app/api/session/*`, so no token ever reaches page scripts.
 */
export const accountRoutes = {
  login: clientRoute<typeof auth.loginRoute>('auth.login', 'POST', '/app/login', 'multipart'),
  register: clientRoute<typeof auth.registerRoute>('auth.register', 'POST', '/app/register'),
  resendCode: clientRoute<typeof auth.resendVerificationCodeRoute>(
    'auth.resendCode',
    'POST',
    '/app/resend/verification-code',
  ),
  deleteAccount: clientRoute<typeof auth.deleteAccountRoute>('auth.deleteAccount', 'POST', '/app/delete/account'),
};
