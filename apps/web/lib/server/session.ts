import type { SessionTokens, User } from '@wb/contract';
import { readAccessClaims } from '../jwt-claims';
import { parseExpiry, parseUser, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, userFields } from '../session-cookies';

/**
 * Reading and writing the session cookies on the server (route handlers, `proxy.ts`, server components).
 *
 * Attributes (spec §9): 7 days, SameSite=Lax, Secure except in development, Path=/. The tokens are httpOnly. Lax
 * keeps the cookies off cross-site POSTs (a form on another site cannot act with the session), while a link from
 * another site still arrives signed in.
 */
export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  maxAge: number;
}

/** What both Next's request and response cookie stores offer. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}
export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export function cookieOptions(httpOnly: boolean, maxAge = SESSION_MAX_AGE_SECONDS): CookieOptions {
  return { httpOnly, secure: process.env.NODE_ENV !== 'development', sameSite: 'lax', path: '/', maxAge };
}

export interface ServerSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  expiresAt: number | null;
}

export function readSession(cookies: CookieReader): ServerSession {
  const value = (name: string) => cookies.get(name)?.value || null;
  return {
    accessToken: value(SESSION_COOKIE.accessToken) ?? value(SESSION_COOKIE.accessTokenFallback),
    refreshToken: value(SESSION_COOKIE.refreshToken),
    user: parseUser(value(SESSION_COOKIE.userData)),
    expiresAt: parseExpiry(value(SESSION_COOKIE.expiresAt)),
  };
}

/** Stores a new token pair; with `user` (sign-in) the user data too, else (refresh) the stored user is kept. */
export function writeSession(cookies: CookieWriter, tokens: SessionTokens, user: User | null): void {
  cookies.set(SESSION_COOKIE.accessToken, tokens.jwt_token, cookieOptions(true));
  cookies.set(SESSION_COOKIE.refreshToken, tokens.jwt_token_refresh, cookieOptions(true));
  cookies.set(SESSION_COOKIE.expiresAt, tokens.access_token_expires_at, cookieOptions(false));
  if (user) cookies.set(SESSION_COOKIE.userData, JSON.stringify(userFields(user)), cookieOptions(false));
}

/**
 * The stored user in the role a new access token carries: the API reads the role from the account at each refresh,
 * so an account whose role changed (a partner approved, issue 15) shows its new area from that refresh on.
 */
export function userWithRole(user: User | null, tokens: SessionTokens): User | null {
  if (!user) return null;
  return { ...user, user_type: readAccessClaims(tokens.jwt_token)?.role ?? user.user_type };
}

/** Re-sets the stored user (in the new token's role) with a fresh 7 days, so it never outlives the tokens beside it. */
export function renewUserCookie(cookies: CookieWriter, user: User | null, tokens: SessionTokens): void {
  const renewed = userWithRole(user, tokens);
  if (renewed) cookies.set(SESSION_COOKIE.userData, JSON.stringify(renewed), cookieOptions(false));
}

/** Logout, deletion, or a session that cannot be renewed: every session cookie goes, including the fallback name. */
export function clearSession(cookies: CookieWriter): void {
  for (const name of Object.values(SESSION_COOKIE)) {
    const httpOnly = name !== SESSION_COOKIE.userData && name !== SESSION_COOKIE.expiresAt;
    cookies.set(name, '', cookieOptions(httpOnly, 0));
  }
}
