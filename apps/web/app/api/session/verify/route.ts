import { messages } from '@wb/contract';
import { NextResponse } from 'next/server';
import { verifyCode } from '@/lib/server/auth-api';
import { clientHeaders } from '@/lib/server/client-headers';
import { writeSession } from '@/lib/server/session';
import { crossSiteRefused, failureResponse, isSameOrigin, noStore } from '@/lib/server/session-routes';
import { userFields } from '@/lib/session-cookies';

/**
 * POST /api/session/verify {mobile, code}: checks the one-time code with the API and, on success, stores the
 * session in cookies. The browser gets the user and the expiry, never a token.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossSiteRefused();
  const body = (await request.json().catch(() => null)) as { mobile?: unknown; code?: unknown } | null;
  const mobile = typeof body?.mobile === 'string' ? body.mobile : '';
  const code = typeof body?.code === 'string' ? body.code : '';
  try {
    const answer = await verifyCode(mobile, code, clientHeaders(request.headers));
    const user = userFields(answer.data);
    const response = NextResponse.json(
      { data: { user, expires_at: answer.data.access_token_expires_at }, message: answer.message },
      { headers: noStore },
    );
    writeSession(response.cookies, answer.data, user);
    return response;
  } catch (error) {
    return failureResponse(error, messages.otpVerifyFailed);
  }
}
