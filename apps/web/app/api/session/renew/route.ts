import { type NextRequest, NextResponse } from 'next/server';
import { loginPath, safeNextPath } from '@/lib/safe-redirect';
import { refreshRefused, refreshTokens } from '@/lib/server/auth-api';
import { clientHeaders } from '@/lib/server/client-headers';
import { clearSession, cookieOptions, readSession, renewUserCookie, writeSession } from '@/lib/server/session';

/**
 * GET /api/session/renew?next=/profile — where a server-rendered page goes when the API answered 401 to its token
 * (revoked elsewhere, say): one forced refresh, then back to the page; if the refresh is refused, the session is
 * cleared and the shopper goes to /auth with the session-expired message (spec §4). A short-lived marker cookie
 * makes a second 401 straight after a renewal count as a refusal, so a page can never bounce here forever.
 */
const MARKER = 'wb_renewing';

export async function GET(request: NextRequest) {
  const next = safeNextPath(request.nextUrl.searchParams.get('next')) ?? '/';
  const session = readSession(request.cookies);
  const toLogin = () => {
    const response = NextResponse.redirect(new URL(loginPath(next, 'expired'), request.url));
    clearSession(response.cookies);
    response.cookies.set(MARKER, '', { ...cookieOptions(true, 0), path: '/api/session/renew' });
    return response;
  };
  if (!session.refreshToken || request.cookies.has(MARKER)) return toLogin();
  try {
    const tokens = await refreshTokens(session.refreshToken, clientHeaders(request.headers));
    const response = NextResponse.redirect(new URL(next, request.url));
    writeSession(response.cookies, tokens, null);
    renewUserCookie(response.cookies, session.user, tokens);
    response.cookies.set(MARKER, '1', { ...cookieOptions(true, 30), path: '/api/session/renew' });
    return response;
  } catch (error) {
    if (refreshRefused(error)) return toLogin();
    // The API did not answer: nothing is known about the session, so leave it and show the page's own error.
    return NextResponse.redirect(new URL('/500', request.url));
  }
}
