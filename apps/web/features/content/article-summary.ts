/**
 * An article as the list shows it, shared by the server-rendered first page and the "load more" island, which gets
 * later pages as JSON from `/api/articles` (so no zod schema or HTML cleaner ships to the browser).
 */
export interface ArticleSummary {
  /** The number of the article's global id: `/articles/<id>`. */
  id: number;
  title: string;
  excerpt: string;
  publishedAt: string;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
}

/** A page of the list and where the next one starts (null: this was the last). */
export interface ArticlesChunk {
  articles: ArticleSummary[];
  nextCursor: string | null;
}

export const articleHref = (id: number) => `/articles/${id}`;
export const ARTICLES_API_PATH = '/api/articles';

/**
 * A cursor as it may travel in a URL: Shopify's are base64 of a small JSON; ours are whatever the API chose. Bounded
 * and printable, so a crafted one is refused before it reaches the service.
 */
export function isCursor(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9+/=_:.-]{1,512}$/.test(value);
}
