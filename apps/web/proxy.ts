import type { Role, SessionTokens } from '@wb/contract';
import { type ErrorCode, errorCodes, messages } from '@wb/contract';
import { type NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from './lib/content-security-policy';
import { readAccessClaims } from './lib/jwt-claims';
import { allowedRoles, guardDecision, isAuthPage, type SessionStatus, sessionStatus } from './lib/route-guard';
import { canonicalPath } from './lib/server/api-path';
import { refreshRefused, refreshTokens } from './lib/server/auth-api';
import { CLIENT_ADDRESS_HEADER, clientHeaders } from './lib/server/client-headers';
import { contentImageOrigins } from './lib/server/content/config';
import { clearSession, readSession, userWithRole, writeSession } from './lib/server/session';
import { isSameOrigin } from './lib/server/session-routes';
import { tagManagerId } from './lib/server/tag-manager';
import { SESSION_COOKIE } from './lib/session-cookies';

/**
 * Runs on the server before the matched requests:
 *
 * - `/api/v2/*` and `/media/*` go to the API on the same origin. Forwarding happens here rather than only in
 *   `next.config.ts`, because config rewrites are fixed when the app is built while `API_URL` is read when it runs.
 *   The app key (`X-App-Key`) and the access token from its httpOnly cookie (`Authorization-Jwt`) are added here, so
 *   neither ever ships in client code; the browser's cookies themselves are not passed on.
 * - The pages of spec §2's access table (and /auth) are guarded before anything renders: a guest goes to
 *   /auth?next=…, a signed-in shopper of another role sees the forbidden page, a signed-in shopper on /auth goes
 *   on. An expired access token with a refresh token is renewed here first, and the page renders with the new one.
 * - Every page response gets the Content-Security-Policy, with a nonce of its own that the page's scripts carry
 *   (lib/content-security-policy.ts). The headers that never change are in next.config.ts.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/media/')) return NextResponse.rewrite(apiTarget(request));
  if (pathname.startsWith('/api/v2/')) return forwardToApi(request);
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === 'development',
    tagManager: tagManagerId() !== null,
    imageOrigins: contentImageOrigins(),
  });
  const withPolicy = () => pageRequestHeaders(request, nonce, policy);
  const guarded = allowedRoles(pathname) !== null || isAuthPage(pathname);
  const response = guarded ? await guardPage(request, withPolicy) : NextResponse.next({ request: withPolicy() });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Every request but the build's static files (a policy on a script or stylesheet file does nothing): pages need the
  // policy, `/api/v2` and `/media` are forwarded.
  matcher: ['/((?!_next/static/|_next/image).*)'],
};

/**
 * The page's request as the app sees it: Next finds the nonce in the policy and marks its own scripts with it; the
 * root layout reads `x-nonce`. Both are set here whatever the browser sent, so a request cannot choose its nonce.
 */
function pageRequestHeaders(request: NextRequest, nonce: string, policy: string): { headers: Headers } {
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  return { headers };
}

function apiTarget(request: NextRequest, pathname = request.nextUrl.pathname): URL {
  const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  return new URL(pathname + request.nextUrl.search, apiUrl);
}

/** The calls that answer with tokens are made by `app/api/session/*` on the server, never by page scripts. */
const TOKEN_PATHS = new Set(['/api/v2/app/verification-code', '/api/v2/app/refresh-token']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORWARDED_BY_CLIENTS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-client-ip', CLIENT_ADDRESS_HEADER];

/** A refusal in the API's own envelope, so a page script reads it like any API failure. */
function refuse(code: ErrorCode) {
  const { status, message } = errorCodes[code];
  return NextResponse.json({ message: messages[message], code }, { status, headers: { 'Cache-Control': 'no-store' } });
}

function forwardToApi(request: NextRequest) {
  const path = canonicalPath(request.nextUrl.pathname);
  if (!path) return refuse('request.invalid_path');
  if (TOKEN_PATHS.has(path.decoded.toLowerCase().replace(/\/+$/, ''))) return refuse('route.not_found');
  // A write another site makes the browser send would carry the session: refused (SameSite=Lax stops most already).
  if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) return refuse('auth.forbidden');
  const headers = new Headers(request.headers);
  headers.set('X-App-Key', process.env.APP_KEY ?? 'wb-dev-key');
  headers.set('Accept-Language', 'ar');
  headers.delete('cookie');
  // The API learns who is asking from the address the web's server stamped, never from what the client sent.
  for (const name of FORWARDED_BY_CLIENTS) headers.delete(name);
  for (const [name, value] of Object.entries(clientHeaders(request.headers))) headers.set(name, value);
  const { accessToken } = readSession(request.cookies);
  if (accessToken) headers.set('Authorization-Jwt', `jwt ${accessToken}`);
  return NextResponse.rewrite(apiTarget(request, path.encoded), { request: { headers } });
}

interface Resolved {
  status: SessionStatus;
  /** A new token pair obtained here, to store. */
  renewed?: SessionTokens;
  /** The refresh token was refused: the session is over. */
  expired?: boolean;
}

/** Who is asking: from the access token's claims, renewing it first when it has expired. */
async function resolveSession(request: NextRequest): Promise<Resolved> {
  const session = readSession(request.cookies);
  // Spec §4: a session counts only with a token, the user data and a valid expiry; half a session is none.
  if (!session.user) return { status: { kind: 'guest' } };
  const claims = readAccessClaims(session.accessToken);
  const status = sessionStatus(claims, Boolean(session.refreshToken), Date.now());
  if (status.kind !== 'refreshable' || !session.refreshToken) return { status };
  try {
    const renewed = await refreshTokens(session.refreshToken, clientHeaders(request.headers));
    const fresh = sessionStatus(readAccessClaims(renewed.jwt_token), true, Date.now());
    return { status: fresh.kind === 'active' ? fresh : { kind: 'guest' }, renewed };
  } catch (error) {
    if (refreshRefused(error)) {
      return { status: { kind: 'guest' }, expired: true };
    }
    // The API did not answer: the session may well be fine. Decide on the role it last had; the page's own calls
    // will show the API's trouble, and the scheduler in the browser retries.
    const role: Role | undefined = claims?.role ?? session.user?.user_type;
    return { status: role ? { kind: 'active', role } : { kind: 'guest' } };
  }
}

/**
 * The access token carries the role it was issued with; the account's may have changed since (a partner approved,
 * issue 15; a staff role given). A page the token's role may not see is therefore asked once more of a fresh token
 * (the API reads the role from the account at refresh) before it is refused. Null when no refresh could be made.
 */
async function renewForRole(request: NextRequest): Promise<{ role: Role; renewed: SessionTokens } | null> {
  const { refreshToken } = readSession(request.cookies);
  if (!refreshToken) return null;
  try {
    const renewed = await refreshTokens(refreshToken, clientHeaders(request.headers));
    const fresh = sessionStatus(readAccessClaims(renewed.jwt_token), true, Date.now());
    return fresh.kind === 'active' ? { role: fresh.role, renewed } : null;
  } catch {
    // Refused or unanswered: the page stays refused; the session's own renewal deals with a session that ended.
    return null;
  }
}

async function guardPage(request: NextRequest, pageRequest: () => { headers: Headers }) {
  const resolved = await resolveSession(request);
  const { status, expired } = resolved;
  let { renewed } = resolved;
  let role = status.kind === 'active' ? status.role : null;
  const decide = () => guardDecision(request.nextUrl.pathname, request.nextUrl.search, role, { expired });
  let decision = decide();
  if (decision.kind === 'forbidden' && !renewed) {
    const again = await renewForRole(request);
    if (again) {
      ({ role, renewed } = again);
      decision = decide();
    }
  }

  // The page must render with the renewed token (and the role it carries), so it goes into the request as well as
  // the response.
  const user = renewed ? userWithRole(readSession(request.cookies).user, renewed) : null;
  if (renewed) {
    request.cookies.set(SESSION_COOKIE.accessToken, renewed.jwt_token);
    request.cookies.set(SESSION_COOKIE.refreshToken, renewed.jwt_token_refresh);
    request.cookies.set(SESSION_COOKIE.expiresAt, renewed.access_token_expires_at);
    if (user) request.cookies.set(SESSION_COOKIE.userData, JSON.stringify(user));
  }
  let response: NextResponse;
  if (decision.kind === 'redirect') response = NextResponse.redirect(new URL(decision.location, request.url));
  else if (decision.kind === 'forbidden') {
    response = NextResponse.rewrite(new URL('/403', request.url), { status: 403, request: pageRequest() });
  } else response = NextResponse.next({ request: pageRequest() });

  if (renewed) writeSession(response.cookies, renewed, user);
  else if (expired || (status.kind === 'guest' && hasLeftovers(request))) {
    // No session, but its readable half is still there: the header would claim a signed-in shopper.
    clearSession(response.cookies);
  }
  return response;
}

function hasLeftovers(request: NextRequest): boolean {
  return Object.values(SESSION_COOKIE).some((name) => request.cookies.has(name));
}
