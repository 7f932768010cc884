import { articleGid, CONTENT_PAGES, pageGid } from '@wb/contract';
import { articles, columnsByDbName, contentPages, type DbRow } from '@wb/db';
import { plainText, truncate } from './html';

/** The rows the content service reads, keyed by column names (raw `a.*`, or the builder over `columnsByDbName`). */
export type ArticleRow = DbRow<typeof articles>;
export type PageRow = DbRow<typeof contentPages>;

/** Every column of an article or a content page, for a builder read whose rows are ArticleRow or PageRow. */
export const articleColumns = columnsByDbName(articles);
export const pageColumns = columnsByDbName(contentPages);

export const iso = (value: string | Date) => new Date(value).toISOString();

/** How long an excerpt made from the body runs, when the article has none of its own. */
const DERIVED_EXCERPT = 200;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** An article's page in the store (`/articles/12`). */
export const articlePath = (id: number) => `/articles/${id}`;

/** A content page's address in the store: its CONTENT_PAGES path (`/privacy-policy`). */
export const pagePath = (row: { id: number; handle: string }) =>
  CONTENT_PAGES.find((page) => page.id === row.id)?.path ?? `/pages/${row.handle}`;

/**
 * An article as the Storefront API's `Article` (graphql-js calls the functions with the field's arguments). URLs are
 * the store's: the page absolute (WEB_URL), pictures as stored — `/media/…` paths stay relative, like every other
 * picture the API answers, so the storefront serves them from its own origin. Its text (the costly part: the HTML
 * parsed) is made when a field asks for it, once: a query asking `content` under every alias it may costs one.
 */
export function articleNode(row: ArticleRow, webUrl: string) {
  let text: string | undefined;
  const fullText = () => {
    text ??= plainText(row.body_html);
    return text;
  };
  const excerpt = () => row.excerpt || truncate(fullText(), DERIVED_EXCERPT);
  const cut = (whole: string, truncateAt?: number | null) =>
    truncateAt && truncateAt > 0 ? truncate(whole, truncateAt) : whole;
  return {
    id: articleGid(row.id),
    title: row.title,
    handle: row.handle,
    publishedAt: iso(row.published_at ?? row.created_at),
    excerpt: ({ truncateAt }: { truncateAt?: number | null }) => cut(excerpt(), truncateAt) || null,
    excerptHtml: () => (excerpt() ? `<p>${escapeHtml(excerpt())}</p>` : null),
    content: ({ truncateAt }: { truncateAt?: number | null }) => cut(fullText(), truncateAt),
    contentHtml: row.body_html,
    onlineStoreUrl: `${webUrl}${articlePath(row.id)}`,
    tags: row.tags,
    image: row.image_url
      ? {
          id: `gid://shopify/ArticleImage/${row.id}`,
          url: row.image_url,
          altText: row.image_alt,
          width: null,
          height: null,
        }
      : null,
    authorV2: { name: row.author },
    seo: () => ({ title: row.seo_title ?? row.title, description: row.seo_description ?? (excerpt() || null) }),
  };
}

/** A content page as the Storefront API's `Page`. */
export function pageNode(row: PageRow, webUrl: string) {
  const summary = row.body_summary || truncate(plainText(row.body_html), DERIVED_EXCERPT);
  return {
    id: pageGid(row.id),
    title: row.title,
    handle: row.handle,
    body: row.body_html,
    bodySummary: summary,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    onlineStoreUrl: `${webUrl}${pagePath(row)}`,
    seo: { title: row.title, description: summary || null },
  };
}
