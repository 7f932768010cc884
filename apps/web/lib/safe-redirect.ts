/**
 * The redirect-after-login path (spec §2) arrives in `?next=`, a value anyone can put in a link. Only a path on this
 * site is followed; anything else (another origin, a protocol-relative `//evil.example`, backslash tricks browsers
 * read as `//`, `javascript:`, control characters, dot segments that normalise into `//host`) is dropped and the
 * shopper goes to `/`. That closes the open redirect a phishing link would otherwise get from our login page.
 */
const PLACEHOLDER_ORIGIN = 'http://wb.invalid';
const MAX_LENGTH = 2048;

export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Only a rooted path; `//host` and `/\host` are other origins to a browser. Backslashes and control characters
  // have no business in our paths and are how URL parsers are tricked into disagreeing.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  // Back to the login page would be a loop; the session endpoints are not pages.
  if (isUnder(url.pathname, '/auth') || isUnder(url.pathname, '/api')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The decision is on the final, normalised path, the one the browser will follow: resolving dot segments can
  // make one out of a harmless-looking value (`/.//evil.example`, `/%2e//evil.example` → `//evil.example`, another
  // site). A path that starts with two slashes, or does not stay on this site when followed, is dropped.
  if (path.startsWith('//') || new URL(path, PLACEHOLDER_ORIGIN).origin !== PLACEHOLDER_ORIGIN) return null;
  return path;
}

/** True for `prefix` itself and anything below it (`/profile`, `/profile/orders`), never `/profiles`. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** `/auth?next=…` for a guard or an expired session; `reason=expired` makes the page say why. */
export function loginPath(next: string | null, reason?: 'expired'): string {
  const query = new URLSearchParams();
  const safe = safeNextPath(next);
  if (safe && safe !== '/') query.set('next', safe);
  if (reason) query.set('reason', reason);
  const text = query.toString();
  return text ? `/auth?${text}` : '/auth';
}
