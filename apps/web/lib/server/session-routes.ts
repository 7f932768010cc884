import { messages } from '@wb/contract';
import { NextResponse } from 'next/server';
import { ApiError } from '../api';

/**
 * Shared by the `app/api/session/*` route handlers: the same-origin check and the way an API failure is passed on.
 *
 * The handlers act with the session cookies, so a request another site makes the browser send must not reach them.
 * SameSite=Lax already keeps the cookies off cross-site POSTs; this refuses them outright too. `Sec-Fetch-Site`
 * is what every current browser sends; older ones are checked by `Origin` against the host they asked.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function crossSiteRefused(): NextResponse {
  return NextResponse.json({ message: messages.forbidden }, { status: 403 });
}

/** The API's answer, status and body, as it came (its Arabic `message`, its field `errors`); no answer is a 502. */
export function failureResponse(error: unknown, fallback: string): NextResponse {
  if (error instanceof ApiError && !error.isNetworkError) {
    const body = error.body && typeof error.body === 'object' ? error.body : { message: error.message || fallback };
    return NextResponse.json(body, { status: error.status });
  }
  const message = error instanceof ApiError ? error.message : fallback;
  return NextResponse.json({ message }, { status: 502 });
}

/** Session answers are per person: never stored by a cache on the way. */
export const noStore = { 'Cache-Control': 'no-store' };
