import type { User } from '@wb/contract';
import { isRole } from '@wb/contract/roles';

/**
 * The session cookies of spec §3. The two tokens are httpOnly (set and read on the server only); the user data and
 * the expiry are readable, so the header can show who is signed in and the refresh scheduler knows when to act,
 * without either being a credential.
 */
export const SESSION_COOKIE = {
  accessToken: 'wb_accessToken',
  /** Spec §3: the access token name has `accessToken` as fallback (read, and cleared, never written). */
  accessTokenFallback: 'accessToken',
  refreshToken: 'wb_refreshToken',
  userData: 'wb_userData',
  expiresAt: 'wb_expiresAt',
} as const;

/** Spec §9: cookie lifetime 7 days. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The stored user (spec §3 User), or null when the cookie is missing or not one of ours. */
export function parseUser(raw: string | null | undefined): User | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const user = value as Partial<User> | null;
  if (!user || typeof user !== 'object') return null;
  if (typeof user.id !== 'number' || typeof user.name !== 'string' || typeof user.mobile !== 'string') return null;
  if (!isRole(user.user_type)) return null;
  return {
    id: user.id,
    user_type: user.user_type,
    mobile: user.mobile,
    name: user.name,
    email: typeof user.email === 'string' ? user.email : null,
    referral_id: typeof user.referral_id === 'string' ? user.referral_id : null,
  };
}

/** The access expiry as milliseconds since the epoch, or null when missing or unreadable. */
export function parseExpiry(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isFinite(time) ? time : null;
}

/** The spec §3 User fields of an API answer (which also carries tokens): what `wb_userData` keeps. */
export function userFields(data: User): User {
  return {
    id: data.id,
    user_type: data.user_type,
    mobile: data.mobile,
    email: data.email ?? null,
    name: data.name,
    referral_id: data.referral_id ?? null,
  };
}

/** A readable cookie from `document.cookie` (values are URI-encoded, as Next writes them). */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(/;\s*/)) {
    const split = pair.indexOf('=');
    if (split > 0 && pair.slice(0, split) === name) {
      try {
        return decodeURIComponent(pair.slice(split + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}
