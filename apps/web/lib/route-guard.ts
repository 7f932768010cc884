import type { Role } from '@wb/contract';
import { staffRoles } from '@wb/contract/roles';
import type { AccessClaims } from './jwt-claims';
import { isUnder, loginPath, safeNextPath } from './safe-redirect';

/**
 * Spec §2's access table as data, and the guard's decision as a pure function (`proxy.ts` does the I/O).
 *
 *   Customer: /profile, /checkout, /cart · Influencer: /influencer, /profile · Pharmacist: /pharmacists,
 *   /influencer, /profile. Everything else is public, and /auth is for guests.
 *   Issue 12 adds the staff desk: /admin for staff and admins (each page and the API check the finer split).
 */
const ACCESS: ReadonlyArray<readonly [prefix: string, roles: readonly Role[]]> = [
  ['/profile', ['customer', 'influencer', 'pharmacist']],
  ['/checkout', ['customer']],
  ['/cart', ['customer']],
  ['/influencer', ['influencer', 'pharmacist']],
  ['/pharmacists', ['pharmacist']],
  ['/admin', staffRoles],
];

/** The prefixes whose pages `proxy.ts` guards (its matcher sees every page). */
export const GUARDED_PREFIXES = ACCESS.map(([prefix]) => prefix);

/** The roles allowed under a path, or null when the path is not guarded. */
export function allowedRoles(pathname: string): readonly Role[] | null {
  return ACCESS.find(([prefix]) => isUnder(pathname, prefix))?.[1] ?? null;
}

export const isAuthPage = (pathname: string) => isUnder(pathname, '/auth');

/** Where someone lands after signing in when no page asked for them: the shop's own people work at the desk. */
export function landingPath(role: Role | null | undefined): string {
  return role && (staffRoles as readonly Role[]).includes(role) ? '/admin' : '/';
}

/** A token this close to its end is treated as expired, so it cannot lapse while the page renders. */
export const EXPIRY_SKEW_MS = 10_000;

export type SessionStatus =
  | { kind: 'active'; role: Role }
  /** No usable access token, but a refresh token: refresh before deciding. */
  | { kind: 'refreshable' }
  | { kind: 'guest' };

export function sessionStatus(claims: AccessClaims | null, hasRefreshToken: boolean, now: number): SessionStatus {
  if (claims && claims.expiresAt - EXPIRY_SKEW_MS > now) return { kind: 'active', role: claims.role };
  return hasRefreshToken ? { kind: 'refreshable' } : { kind: 'guest' };
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; location: string }
  /** Signed in, but this page is not for the role: the forbidden page is shown at the same address. */
  | { kind: 'forbidden' };

/**
 * `role` is null for a guest. `expired` says a session existed and could not be renewed, so the login page tells the
 * shopper why they are there (spec §8's session-expired message).
 */
export function guardDecision(
  pathname: string,
  search: string,
  role: Role | null,
  options: { expired?: boolean } = {},
): GuardDecision {
  if (isAuthPage(pathname)) {
    if (!role) return { kind: 'render' };
    // Already signed in: the login page has nothing to do; go where the shopper was headed.
    const next = new URLSearchParams(search).get('next');
    return { kind: 'redirect', location: safeNextPath(next) ?? landingPath(role) };
  }
  const roles = allowedRoles(pathname);
  if (!roles) return { kind: 'render' };
  if (!role)
    return { kind: 'redirect', location: loginPath(pathname + search, options.expired ? 'expired' : undefined) };
  return roles.includes(role) ? { kind: 'render' } : { kind: 'forbidden' };
}
