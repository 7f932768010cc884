import { type NextRequest, NextResponse } from 'next/server';

/**
 * Browser calls to `/api/v2/*` and image requests to `/media/*` go to the API on the same origin.
 *
 * The forwarding happens here rather than only in `next.config.ts`, because config rewrites are fixed when the app
 * is built while `API_URL` is read when it runs (`npm start` builds the web before the API is configured or up).
 * The config rewrites stay as the fallback. The API wants the app key (`X-App-Key`) on every call: it is added here,
 * on the server, so it never ships in client code and changes without a rebuild. Arabic is the store's language.
 */
export function proxy(request: NextRequest) {
  const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const target = new URL(request.nextUrl.pathname + request.nextUrl.search, apiUrl);
  if (request.nextUrl.pathname.startsWith('/media/')) return NextResponse.rewrite(target);

  const headers = new Headers(request.headers);
  headers.set('X-App-Key', process.env.APP_KEY ?? 'wb-dev-key');
  headers.set('Accept-Language', 'ar');
  return NextResponse.rewrite(target, { request: { headers } });
}

export const config = { matcher: ['/api/v2/:path*', '/media/:path*'] };
