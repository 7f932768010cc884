import { type NextRequest, NextResponse } from 'next/server';

/**
 * Browser calls to `/api/v2/*` go to the API through the rewrite in `next.config.ts`. The API wants the app key
 * (`X-App-Key`) on every call; it is added here, on the server, so it never ships in client code and can change
 * without a rebuild. The browser's language is not the store's: Arabic is asked for unless a client says otherwise.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('X-App-Key', process.env.APP_KEY ?? 'wb-dev-key');
  if (!headers.has('Accept-Language') || !headers.get('Accept-Language')?.startsWith('ar')) {
    headers.set('Accept-Language', 'ar');
  }
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: '/api/v2/:path*' };
