import path from 'node:path';
import type { NextConfig } from 'next';

/** Where the API listens, seen from this server. The browser never sees it: it calls the same origin. */
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
/** `next build` and `next start` run as production, `next dev` as development. */
const production = process.env.NODE_ENV === 'production';
/**
 * Next's data cache handler (server/cache/cache-handler.ts, built to dist/ before `next build` runs): one cache in
 * Redis for every storefront process when REDIS_URL is set where the server runs, Next's own file-system cache when it
 * is not, so a build made without REDIS_URL runs with it. Next compiles this file to CommonJS, so __dirname is this
 * folder whatever the working directory; the path must be absolute (`next build` and the server resolve relative
 * ones against different folders). Not in `next dev`, which has no built handler.
 */
const cacheHandler = path.join(typeof __dirname === 'string' ? __dirname : process.cwd(), 'dist', 'cache-handler.mjs');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...(production ? { cacheHandler } : {}),
  reactStrictMode: true,
  transpilePackages: ['@wb/contract'],
  // The web's types are checked once, by `npm run typecheck` (in `npm test`): `next build` checking them again made
  // every `npm start` and CI's build do that work twice, for nothing the test had not already refused.
  typescript: { ignoreBuildErrors: true },
  // Product images are SVG drawn by the API: nothing to resize, so plain <img> with width/height is used.
  images: { unoptimized: true },
  // The stylesheet (Tailwind, ~9 KB gzip) is inlined in the HTML: no render-blocking request on a slow network. Next
  // also copies it into the page's RSC payload, twice (once for the global error page, whose CSS chunk is the
  // layout's), so each document carries ~27 KB gzip of CSS; linking it instead was tried and measured worse
  // (Lighthouse mobile /products: linked 81–97, median 85; inlined 86–98, median 91; linked pages often painted first
  // at ~1.3 s).
  experimental: { inlineCss: true },
  // The headers that are the same on every page. The Content-Security-Policy differs per page (its nonce) and is set by
  // proxy.ts. The build's scripts and styles get only nosniff: the others govern documents, and every header is sent
  // again with each of a page's ~20 script files (~1.5 KB a page on a slow phone network, for nothing).
  async headers() {
    return [
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      {
        source: '/((?!_next/static/).*)',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // The policy's frame-ancestors 'none', for browsers that predate it.
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          // HTTPS only from the first visit on, for two years, subdomains too. Not in `next dev`, where it would pin
          // localhost to HTTPS in the developer's browser; a built store sends it even over plain HTTP (local runs,
          // the e2e suite), where browsers ignore it.
          ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
        ],
      },
    ];
  },
  // Addresses people type or guess for a page that lives elsewhere: the spec's about page is /about-us.
  async redirects() {
    return [{ source: '/about', destination: '/about-us', permanent: true }];
  },
  // The fallback forwarding; `proxy.ts` does it at run time with the running process's API_URL.
  async rewrites() {
    return [
      // Browsers ask for /favicon.ico whatever the page declares: answer with the site icon.
      { source: '/favicon.ico', destination: '/icon.svg' },
      { source: '/api/v2/:path*', destination: `${apiUrl}/api/v2/:path*` },
      { source: '/media/:path*', destination: `${apiUrl}/media/:path*` },
    ];
  },
};

export default nextConfig;
