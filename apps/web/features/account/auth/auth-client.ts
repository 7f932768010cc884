import type { auth, RouteRequest, User } from '@wb/contract';
import { accountRoutes } from '@/lib/account-routes';
import { apiCall, fetchJson } from '@/lib/api';

/**
 * The login page's calls. Sending codes goes straight to the API through the same-origin proxy; checking the code
 * goes through the web's `/api/session/verify`, which keeps the tokens in httpOnly cookies and answers the user.
 */
export const sendLoginCode = (mobile: string) => apiCall(accountRoutes.login, { body: { mobile } });

export const registerAccount = (body: RouteRequest<typeof auth.registerRoute>['body']) =>
  apiCall(accountRoutes.register, { body });

export const resendCode = (mobile: string) => apiCall(accountRoutes.resendCode, { body: { mobile } });

export interface SignedIn {
  data: { user: User; expires_at: string };
  message: string;
}

export const verifyCode = (mobile: string, code: string) =>
  fetchJson<SignedIn>('/api/session/verify', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, code }),
  });
