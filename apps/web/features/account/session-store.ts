import type { User } from '@wb/contract';
import { parseExpiry, parseUser, readCookie, SESSION_COOKIE } from '@/lib/session-cookies';

/**
 * The session as page scripts see it: the readable cookies `wb_userData` and `wb_expiresAt` (the tokens are
 * httpOnly). Small on purpose: the header loads it on every page. Another tab may sign in or out at any time, so
 * the cookies are read again when this tab regains focus or becomes visible.
 */
export interface SessionSnapshot {
  user: User | null;
  /** The access token's expiry, ms since the epoch. */
  expiresAt: number | null;
}

const NO_SESSION: SessionSnapshot = { user: null, expiresAt: null };
let lastKey = '';
let last = NO_SESSION;

/** The same object while the cookies are unchanged, as `useSyncExternalStore` requires. */
export function sessionSnapshot(): SessionSnapshot {
  if (typeof document === 'undefined') return NO_SESSION;
  const user = readCookie(document.cookie, SESSION_COOKIE.userData);
  const expiresAt = readCookie(document.cookie, SESSION_COOKIE.expiresAt);
  const key = `${user}\n${expiresAt}`;
  if (key !== lastKey) {
    lastKey = key;
    const parsed = parseUser(user);
    last = parsed ? { user: parsed, expiresAt: parseExpiry(expiresAt) } : NO_SESSION;
  }
  return last;
}

export const serverSessionSnapshot = () => NO_SESSION;

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
  for (const listener of listeners) listener();
}
