import {
  CONTENT_PAGES,
  type ContentPageHandle,
  DEV_STOREFRONT_TOKEN,
  pageGid,
  STOREFRONT_TOKEN_HEADER,
} from '@wb/contract';
import { API_BASE_PATH } from '../../api';

/**
 * Where the content (articles and pages) is read from, by configuration alone (issue 15):
 *
 * - by default our API's storefront endpoint (`API_URL` + `/api/v2/storefront/graphql.json`), with the storefront
 *   access token `STOREFRONT_ACCESS_TOKEN` (both sides' development default: the contract's `DEV_STOREFRONT_TOKEN`) and the app key
 *   the web's other server calls send;
 * - with `CONTENT_SOURCE=shopify`, a real Shopify store: `https://<SHOPIFY_STORE_DOMAIN>/api/<SHOPIFY_API_VERSION>/
 *   graphql.json` with `SHOPIFY_STOREFRONT_TOKEN`. A Shopify store's pages have ids of their own, so
 *   `SHOPIFY_PAGE_IDS` maps our page handles to them (`{"about-us":"gid://shopify/Page/1234", …}`); a handle it
 *   leaves out is read by its handle's seeded number, which a real store will not have (the page answers 404).
 *   `SHOPIFY_STORE_DOMAIN` may also be a whole origin (`http://127.0.0.1:8123`), for a proxy in front of the store
 *   and for the client's tests, which serve recorded Shopify answers locally.
 */
export interface ContentConfig {
  source: 'api' | 'shopify';
  endpoint: string;
  headers: Record<string, string>;
  /** The global id `page(id:)` is asked with for one of the store's content pages. */
  pageId(handle: ContentPageHandle): string;
  /** Origins the pictures of this source come from, beyond our own (the Content-Security-Policy allows them). */
  imageOrigins: string[];
}

export const DEFAULT_SHOPIFY_API_VERSION = '2025-07';
/** Shopify serves every store's pictures from its CDN. */
const SHOPIFY_IMAGE_ORIGIN = 'https://cdn.shopify.com';

type Env = Record<string, string | undefined>;

/** For the Content-Security-Policy (proxy.ts): the picture origins of the configured source. */
export function contentImageOrigins(env: Env = process.env): string[] {
  return env.CONTENT_SOURCE === 'shopify' ? [SHOPIFY_IMAGE_ORIGIN] : [];
}

const seededPageId = (handle: ContentPageHandle) => {
  const page = CONTENT_PAGES.find((candidate) => candidate.handle === handle);
  if (!page) throw new Error(`Unknown content page "${handle}"`);
  return pageGid(page.id);
};

function shopifyOrigin(domain: string): string {
  const origin = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return origin.replace(/\/+$/, '');
}

/** `SHOPIFY_PAGE_IDS` as a map of handle → global id; a malformed value is a configuration error said plainly. */
function shopifyPageIds(value: string | undefined): Partial<Record<ContentPageHandle, string>> {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('SHOPIFY_PAGE_IDS must be JSON: {"about-us": "gid://shopify/Page/123", …}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('SHOPIFY_PAGE_IDS must be a JSON object of page handle → Shopify page id');
  const ids: Partial<Record<ContentPageHandle, string>> = {};
  for (const page of CONTENT_PAGES) {
    const id = (parsed as Record<string, unknown>)[page.handle];
    if (typeof id === 'string' && id) ids[page.handle] = id;
  }
  return ids;
}

export function contentConfig(env: Env = process.env): ContentConfig {
  if (env.CONTENT_SOURCE === 'shopify') {
    const domain = env.SHOPIFY_STORE_DOMAIN?.trim();
    const token = env.SHOPIFY_STOREFRONT_TOKEN?.trim();
    if (!domain || !token)
      throw new Error('CONTENT_SOURCE=shopify needs SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN');
    const version = env.SHOPIFY_API_VERSION?.trim() || DEFAULT_SHOPIFY_API_VERSION;
    const pageIds = shopifyPageIds(env.SHOPIFY_PAGE_IDS);
    return {
      source: 'shopify',
      endpoint: `${shopifyOrigin(domain)}/api/${version}/graphql.json`,
      headers: { [STOREFRONT_TOKEN_HEADER]: token },
      pageId: (handle) => pageIds[handle] ?? seededPageId(handle),
      imageOrigins: contentImageOrigins(env),
    };
  }
  const apiUrl = (env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  return {
    source: 'api',
    endpoint: `${apiUrl}${API_BASE_PATH}/storefront/graphql.json`,
    headers: {
      [STOREFRONT_TOKEN_HEADER]: env.STOREFRONT_ACCESS_TOKEN || DEV_STOREFRONT_TOKEN,
      'X-App-Key': env.APP_KEY ?? 'wb-dev-key',
      'Accept-Language': 'ar',
    },
    pageId: seededPageId,
    imageOrigins: contentImageOrigins(env),
  };
}
