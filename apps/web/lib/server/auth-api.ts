import { auth, type SessionTokens, type User } from '@wb/contract';
import { apiCall, failedWith } from '../api';
import { REFRESH_TIMEOUT_MS } from '../refresh-scheduler';
import type { ClientHeaders } from './client-headers';

/**
 * The account calls the web server makes on the shopper's behalf, with tokens from the httpOnly cookies (the
 * browser never holds them). Server-only: imports the contract's route objects.
 */
const jwt = (token: string) => ({ 'Authorization-Jwt': `jwt ${token}` });

export async function verifyCode(mobile: string, code: string, client: ClientHeaders = {}) {
  return apiCall(auth.verificationCodeRoute, { body: { mobile, code } }, { headers: client });
}

/** `headers`: the session's, from `readSignedIn`. */
export async function fetchProfile(headers: Record<string, string>): Promise<User> {
  return (await apiCall(auth.profileRoute, {}, { headers })).data;
}

/**
 * Ends the session on the API, so its tokens stop working everywhere. An expired access token cannot call logout,
 * so it is renewed first: clearing the cookies alone would leave a live refresh token on the server. Best effort:
 * the caller clears the cookies whatever happens here.
 */
export async function revokeSession(
  accessToken: string | null,
  refreshToken: string | null,
  client: ClientHeaders = {},
): Promise<void> {
  const logout = (token: string) =>
    apiCall(auth.logoutRoute, {}, { headers: { ...client, ...jwt(token) }, timeoutMs: REFRESH_TIMEOUT_MS }).then(
      () => true,
      (error: unknown) => !failedWith(error, 'auth.unauthenticated', 'auth.session_expired'),
    );
  if (accessToken && (await logout(accessToken))) return;
  if (!refreshToken) return;
  const renewed = await refreshTokens(refreshToken, client).catch(() => null);
  if (renewed) await logout(renewed.jwt_token);
}

/**
 * Refresh tokens rotate, and the API revokes the whole session when an old one is presented again. Two requests of
 * one browser can carry the same refresh token: two tabs opened together, or a request sent before the previous
 * answer's Set-Cookie arrived. So each refresh token is exchanged once per server process: concurrent callers
 * share the call, and for 10 s afterwards a late caller gets the same new pair instead of replaying the old token.
 * The map lives on `globalThis` so `proxy.ts` and the route handlers share it even when bundled apart.
 */
const GRACE_MS = 10_000;
interface Exchange {
  tokens: Promise<SessionTokens>;
  settledAt?: number;
}
const exchangesKey = Symbol.for('wb.refreshExchanges');
const globals = globalThis as typeof globalThis & { [exchangesKey]?: Map<string, Exchange> };
globals[exchangesKey] ??= new Map();
const exchanges: Map<string, Exchange> = globals[exchangesKey];

/**
 * Whether the API refused a refresh token (spent, revoked, expired, its account blocked or gone): the session is
 * over. Any other failure (no answer, the API's own trouble) says nothing about the session, which is kept.
 */
export const refreshRefused = (error: unknown) =>
  failedWith(error, 'auth.session_expired', 'auth.unauthenticated', 'auth.forbidden', 'account.blocked');

export function refreshTokens(refreshToken: string, client: ClientHeaders = {}): Promise<SessionTokens> {
  const now = Date.now();
  for (const [token, exchange] of exchanges) {
    if (exchange.settledAt !== undefined && now - exchange.settledAt > GRACE_MS) exchanges.delete(token);
  }
  const existing = exchanges.get(refreshToken);
  if (existing) return existing.tokens;
  const exchange: Exchange = {
    tokens: apiCall(
      auth.refreshTokenRoute,
      {},
      { headers: { ...client, ...jwt(refreshToken) }, timeoutMs: REFRESH_TIMEOUT_MS },
    ).then((answer) => answer.data),
  };
  exchange.tokens.then(
    () => {
      exchange.settledAt = Date.now();
    },
    // A failure is not remembered: the next attempt (the scheduler's retry) asks the API again.
    () => exchanges.delete(refreshToken),
  );
  exchanges.set(refreshToken, exchange);
  return exchange.tokens;
}
