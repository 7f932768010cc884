/**
 * The storefront content service (issue 15): the one agreement between the API's GraphQL endpoint, which answers a
 * subset of the Shopify Storefront API, and the web's content client, which can read the same documents from a real
 * Shopify store instead. Both sides import these names, so a query the web sends is a query the API answers.
 */

/** The header the Storefront API reads its public access token from; our endpoint checks the same header. */
export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';
/** The storefront access token both sides use when `STOREFRONT_ACCESS_TOKEN` is not set (development and tests). */
export const DEV_STOREFRONT_TOKEN = 'wb-storefront-dev-token';

/** Spec §9: "Articles fetched: first 10" — the list's page size. */
export const ARTICLES_PAGE_SIZE = 10;

/** Shopify global ids: `gid://shopify/Article/12`. The web's URLs carry the number only (`/articles/12`). */
export const articleGid = (id: number | string) => `gid://shopify/Article/${id}`;
export const pageGid = (id: number | string) => `gid://shopify/Page/${id}`;
/** The number at the end of a global id, or null when the id is not one of the kind asked for. */
export function gidNumber(gid: string, kind: 'Article' | 'Page'): number | null {
  const match = new RegExp(`^gid://shopify/${kind}/(\\d{1,12})$`).exec(gid);
  return match ? Number(match[1]) : null;
}

/**
 * The store's content pages and the fixed ids they are seeded with (the desk edits them but never deletes them), so
 * the web asks `page(id:)` as the spec says. A Shopify store's own ids are set in the web's configuration.
 */
export const CONTENT_PAGES = [
  { handle: 'about-us', id: 1, path: '/about-us', title: 'من نحن' },
  { handle: 'our-story', id: 2, path: '/our-story', title: 'قصتنا' },
  { handle: 'why-wonder', id: 3, path: '/why-wonder', title: 'لماذا وندر' },
  { handle: 'contact', id: 4, path: '/contact', title: 'تواصل معنا' },
  { handle: 'privacy', id: 5, path: '/privacy-policy', title: 'سياسة الخصوصية' },
  { handle: 'terms', id: 6, path: '/terms', title: 'الشروط والأحكام' },
  { handle: 'guarantee', id: 7, path: '/collections/guarantee', title: 'ضمان الأصالة والاسترجاع' },
] as const;
export type ContentPageHandle = (typeof CONTENT_PAGES)[number]['handle'];

const ARTICLE_FIELDS = `id title handle publishedAt excerpt contentHtml onlineStoreUrl tags image { url altText width height }`;

/** Spec §7: blog articles, first 10, newest first, with paging by cursor. */
export const ARTICLES_QUERY = `query Articles($first: Int!, $after: String) {
  articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
    edges { cursor node { ${ARTICLE_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Spec §7: article by id. */
export const ARTICLE_QUERY = `query Article($id: ID!) { article(id: $id) { ${ARTICLE_FIELDS} } }`;

/** Spec §7: page by id (id, title, body, bodySummary, createdAt). */
export const PAGE_QUERY = `query Page($id: ID!) { page(id: $id) { id title handle body bodySummary createdAt updatedAt } }`;

/**
 * Cache tags of content in the web's data cache. The API tells the web to drop them when the desk publishes (a job
 * after commit posts `{ tags }` to the web's `REVALIDATE_PATH` with the shared secret in `REVALIDATE_HEADER`).
 */
export const contentCacheTags = {
  articles: 'content:articles',
  article: (id: number) => `content:article:${id}`,
  page: (id: number) => `content:page:${id}`,
  landing: (slug: string) => `content:landing:${slug}`,
} as const;
export const REVALIDATE_PATH = '/api/revalidate';
export const REVALIDATE_HEADER = 'x-revalidate-secret';
