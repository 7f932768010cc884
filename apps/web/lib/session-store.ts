import { isRole, type Role } from '@wb/contract/roles';
import { parseExpiry, readCookie, SESSION_COOKIE } from '@/lib/session-cookies';

/**
 * The session as page scripts see it: the readable cookies `wb_userData` and `wb_expiresAt` (the tokens are
 * httpOnly). Small on purpose: the header loads it on every page. Another tab may sign in or out at any time, so
 * the cookies are read again when this tab regains focus or becomes visible.
 */
export interface SessionSnapshot {
  /**
   * The signed-in shopper as the header shows them (the full, checked user is the server's business). The role
   * decides what a page offers (a seller has no customer cart); the id tells one account's cached data from another's.
   */
  user: SnapshotUser | null;
  /** The access token's expiry, ms since the epoch. */
  expiresAt: number | null;
}

export interface SnapshotUser {
  id: number;
  name: string;
  role: Role | null;
}

const NO_SESSION: SessionSnapshot = { user: null, expiresAt: null };
let lastKey = '';
let last = NO_SESSION;

let cookiesNow: string | null = null;

/**
 * `document.cookie`, read once for the code running now (until its microtasks are done). Reading it is not free: a
 * signed-in page's hydration asked for the session in every component that shows it, twice each, and those reads
 * came to ~7 ms of main thread (~30 ms on a slow phone). A later task reads the cookies afresh. (issue 24)
 */
function currentCookies(): string {
  if (cookiesNow === null) {
    cookiesNow = document.cookie;
    queueMicrotask(() => {
      cookiesNow = null;
    });
  }
  return cookiesNow;
}

/** The same object while the cookies are unchanged, as `useSyncExternalStore` requires. */
export function sessionSnapshot(): SessionSnapshot {
  if (typeof document === 'undefined') return NO_SESSION;
  const cookies = currentCookies();
  const user = readCookie(cookies, SESSION_COOKIE.userData);
  const expiresAt = readCookie(cookies, SESSION_COOKIE.expiresAt);
  const key = `${user}\n${expiresAt}`;
  if (key !== lastKey) {
    lastKey = key;
    const parsed = userOf(user);
    last = parsed === null ? NO_SESSION : { user: parsed, expiresAt: parseExpiry(expiresAt) };
  }
  return last;
}

export const serverSessionSnapshot = () => NO_SESSION;

/** The user in `wb_userData`, or null when the cookie is missing or not ours. */
export function userOf(raw: string | null): SnapshotUser | null {
  try {
    const user = raw ? (JSON.parse(raw) as { id?: unknown; name?: unknown; user_type?: unknown } | null) : null;
    if (typeof user?.id !== 'number' || typeof user.name !== 'string') return null;
    return { id: user.id, name: user.name, role: isRole(user.user_type) ? user.user_type : null };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

/** Signed in, refreshed or signed out here: whoever shows the session reads the cookies again. */
export function sessionChanged(): void {
  cookiesNow = null;
  for (const listener of listeners) listener();
}
