import { messages } from '@wb/contract';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api';
import { refreshRefused, refreshTokens } from '@/lib/server/auth-api';
import { clientHeaders } from '@/lib/server/client-headers';
import { clearSession, readSession, renewUserCookie, writeSession } from '@/lib/server/session';
import { crossSiteRefused, failureResponse, isSameOrigin, noStore } from '@/lib/server/session-routes';

/**
 * POST /api/session/refresh: the refresh scheduler's call. Exchanges the refresh token from its httpOnly cookie for
 * a new pair, stores it, and answers only the new expiry. A refused refresh (`refreshRefused`) clears the cookies here, so
 * every tab sees the session end at once; any other failure leaves them for the scheduler's retry.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossSiteRefused();
  const session = readSession(await cookies());
  if (!session.refreshToken) return expired(401);
  try {
    const tokens = await refreshTokens(session.refreshToken, clientHeaders(request.headers));
    const response = NextResponse.json(
      { data: { expires_at: tokens.access_token_expires_at }, message: messages.sessionRefreshed },
      { headers: noStore },
    );
    writeSession(response.cookies, tokens, null);
    renewUserCookie(response.cookies, session.user, tokens);
    return response;
  } catch (error) {
    if (error instanceof ApiError && refreshRefused(error)) return expired(error.status);
    return failureResponse(error, messages.serverError);
  }
}

function expired(status: number) {
  const response = NextResponse.json({ message: messages.sessionExpired }, { status, headers: noStore });
  clearSession(response.cookies);
  return response;
}
