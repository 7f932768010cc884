import { messages } from '@wb/contract';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { revokeSession } from '@/lib/server/auth-api';
import { clientHeaders } from '@/lib/server/client-headers';
import { clearSession, readSession } from '@/lib/server/session';
import { crossSiteRefused, isSameOrigin, noStore } from '@/lib/server/session-routes';

/**
 * POST /api/session/logout: ends the session on the API (its tokens stop working at once) and clears the cookies.
 * Also the way a session that ended (refused refresh, deleted account) is cleared from the browser: the API call is
 * then a formality that fails quietly, and the cookies go regardless.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossSiteRefused();
  const session = readSession(await cookies());
  await revokeSession(session.accessToken, session.refreshToken, clientHeaders(request.headers));
  const response = NextResponse.json({ message: messages.loggedOut }, { headers: noStore });
  clearSession(response.cookies);
  return response;
}
