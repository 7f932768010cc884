/**
 * The storefront's Content-Security-Policy, built per request by `proxy.ts` around a fresh nonce. Next reads the
 * nonce from the policy in the request headers and puts it on every script it emits (its runtime, the page's chunks,
 * the inline RSC payload); the root layout reads it from `x-nonce` for the one inline script of ours.
 *
 * Why a nonce and not hashes: Next's inline scripts carry each page's RSC payload, so their hashes differ per page and
 * per render. A nonce needs every page rendered per request, which the catalogue pages were already; see
 * docs/decisions.md ("Storefront") for the cost on the content and error pages.
 */

/** The request header that carries the nonce to server components (never sent to the browser). */
export const NONCE_HEADER = 'x-nonce';

/** 128 random bits, base64: unguessable, and fresh for every page response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  /** `next dev`: React rebuilds server error stacks in the browser with eval. Never in a build. */
  development?: boolean;
  /** A tag manager container is configured (`GTM_ID`): its hosts and Google Analytics 4's are allowed. */
  tagManager?: boolean;
  /** Picture origins beyond our own: the content service's CDN when the store reads a Shopify store's content. */
  imageOrigins?: readonly string[];
}

/**
 * Google's hosts for the tag manager and Google Analytics 4 (Google's guide "Use Tag Manager with a Content Security
 * Policy"): gtm.js and gtag.js come from the tag manager's host, GA4 sends its hits (fetch, beacons, pixels) to its
 * collection hosts. Only with a container configured; the container loads only with consent (MarketingTag.tsx).
 */
const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com'];
const TAG_MANAGER_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const TAG_MANAGER_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export function contentSecurityPolicy(
  nonce: string,
  { development = false, tagManager = false, imageOrigins = [] }: PolicyOptions = {},
): string {
  const tags = (hosts: string[]) => (tagManager ? hosts : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // A script runs only if it carries this response's nonce, or was added by one that does ('strict-dynamic': how
    // Turbopack loads the page's lazy chunks, and how the consent-gated tag manager is added). Browsers that know
    // 'strict-dynamic' ignore 'self' and host names; older ones (Safari before 15.4) fall back to them.
    [
      'script-src',
      [
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        "'self'",
        ...tags(TAG_MANAGER_SCRIPTS),
        ...(development ? ["'unsafe-eval'"] : []),
      ],
    ],
    // 'unsafe-inline' for styles: the stylesheet is inlined in each document (next.config.ts, `inlineCss`), and a few
    // elements set a style attribute (the "load more" progress bar), which no nonce can cover — a nonce here would
    // switch 'unsafe-inline' off. With scripts locked down, injected CSS has little left to attack.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Product, brand, collection and popup images are `/media/*` on this origin (forwarded to the API). An image CDN
    // or object storage origin, once configured, goes here; so do the content service's (articles read from a Shopify
    // store have their pictures on Shopify's CDN). A picture in an article from anywhere else is not loaded.
    ['img-src', ["'self'", 'data:', 'blob:', ...imageOrigins, ...tags(TAG_MANAGER_IMAGES)]],
    ['font-src', ["'self'"]],
    // The browser calls only this origin (`/api/v2/*` is forwarded by proxy.ts), and GA4's hosts when configured.
    ['connect-src', ["'self'", ...tags(TAG_MANAGER_CONNECT)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Nobody frames the store (clickjacking); X-Frame-Options: DENY says the same to older browsers.
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
