import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApiError } from '../api';
import { loginPath } from '../safe-redirect';
import { type ClientHeaders, clientHeaders } from './client-headers';
import { readSession } from './session';

/**
 * The one way a signed-in page reads the API while it renders on the server (DESIGN, "Session-bound pages"): /cart,
 * /profile, /profile/address, and the pages of later issues. No page handles the session itself.
 *
 * - No access token: the shopper goes to /auth and comes back here after signing in (`proxy.ts` has normally done
 *   this already; a page is not trusted to be reached only through it).
 * - The API refuses the token (401: revoked elsewhere, or it expired between the proxy's check and this call): the
 *   shopper goes through `/api/session/renew`, which makes one forced refresh and comes back, or ends the session
 *   and goes to /auth (spec §4). The renew route's own marker stops a page from bouncing there forever.
 * - Any other failure is the page's to show, returned rather than thrown, so a page's error state cannot swallow the
 *   redirects (Next's `redirect` works by throwing).
 *
 * `read` gets the headers to call with: the token, and the shopper's address and browser (`clientHeaders`).
 */
export type SignedInRead<T> = { ok: true; data: T } | { ok: false; error: unknown };
export type SessionHeaders = ClientHeaders;

export interface SignedInContext {
  accessToken: string | null;
  client: ClientHeaders;
  redirect: (location: string) => never;
}

/** Where a page goes when its token was refused: one forced refresh, then back to `path`. */
export function renewPath(path: string): string {
  return `/api/session/renew?next=${encodeURIComponent(path)}`;
}

/** The rules above, with the request's pieces passed in (tested without Next). */
export async function readWithSession<T>(
  context: SignedInContext,
  path: string,
  read: (headers: SessionHeaders) => Promise<T>,
): Promise<SignedInRead<T>> {
  if (!context.accessToken) context.redirect(loginPath(path));
  let outcome: SignedInRead<T>;
  try {
    outcome = { ok: true, data: await read({ ...context.client, 'Authorization-Jwt': `jwt ${context.accessToken}` }) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (!outcome.ok && outcome.error instanceof ApiError && outcome.error.status === 401) {
    context.redirect(renewPath(path));
  }
  return outcome;
}

/** For a page: `const cart = await readSignedIn('/cart', (headers) => apiCall(getCartRoute, {...}, { headers }))`. */
export async function readSignedIn<T>(
  path: string,
  read: (headers: SessionHeaders) => Promise<T>,
): Promise<SignedInRead<T>> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return readWithSession(
    { accessToken: readSession(cookieStore).accessToken, client: clientHeaders(requestHeaders), redirect },
    path,
    read,
  );
}
