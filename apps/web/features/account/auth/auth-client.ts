import type { auth, OtpChannel, RouteRequest, User } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { apiCall, fetchJson } from '@/lib/api';

/*
 * The login page's calls. Sending codes goes straight to the API through the same-origin proxy; checking the code
 * goes through the web's `/api/session/verify`, which keeps the tokens in httpOnly cookies and answers the user.
 */

/** A code asked for: the number, and the channel it goes by (issue 24). */
export interface CodeRequest {
  mobile: string;
  channel: OtpChannel;
}

export const sendLoginCode = ({ mobile, channel }: CodeRequest) =>
  apiCall(routes.authLogin, { body: { mobile, channel } });

export const registerAccount = (body: RouteRequest<typeof auth.registerRoute>['body']) =>
  apiCall(routes.authRegister, { body });

export const resendCode = ({ mobile, channel }: CodeRequest) =>
  apiCall(routes.authResendCode, { body: { mobile, channel } });

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
