import {
  ARTICLE_QUERY,
  ARTICLES_PAGE_SIZE,
  ARTICLES_QUERY,
  articleGid,
  articleQueryData,
  articlesQueryData,
  type ContentPageHandle,
  graphqlResponse,
  PAGE_QUERY,
  pageQueryData,
  type StorefrontArticleNode,
  type StorefrontPageInfo,
  type StorefrontPageNode,
} from '@wb/contract';
import type { z } from 'zod';
import type { ContentConfig } from './config';

/**
 * The one content client (issue 15): the contract's Storefront API query documents, POSTed as GraphQL to the
 * configured source (config.ts), and every answer checked against the contract before a page sees it. Anything but
 * a valid answer — no answer in time, a status other than 200, GraphQL `errors`, a shape the contract does not
 * accept — is a `ContentServiceError`, which the pages turn into spec §8's fixed failure message. Caching is the
 * caller's (index.ts): this module only talks to the service, so its tests run against a plain HTTP server.
 */

/** A page waits this long for the content service; past it the failure fallback shows (spec §7's 30 s is for the
 * shopper's own calls, not for a page the server renders). */
export const CONTENT_TIMEOUT_MS = 8000;

export class ContentServiceError extends Error {
  override readonly name = 'ContentServiceError';
  constructor(
    message: string,
    /** HTTP status of the answer, 0 when none came back. */
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ArticlesPage {
  articles: StorefrontArticleNode[];
  pageInfo: StorefrontPageInfo;
}

export interface QueryOptions {
  timeoutMs?: number;
}

async function storefrontQuery<S extends z.ZodType>(
  config: ContentConfig,
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  { timeoutMs = CONTENT_TIMEOUT_MS }: QueryOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...config.headers },
      body: JSON.stringify({ query, variables }),
      // The caller keeps the answer in Next's data cache (index.ts); an answer with GraphQL errors must not be kept.
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ContentServiceError(timedOut ? `no answer within ${timeoutMs} ms` : 'content service unreachable', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status !== 200) throw new ContentServiceError(`answered ${response.status}`, response.status);
  const envelope = graphqlResponse.safeParse(body);
  if (!envelope.success) throw new ContentServiceError('not a GraphQL answer', response.status);
  if (envelope.data.errors?.length)
    throw new ContentServiceError(
      `GraphQL errors: ${envelope.data.errors.map((error) => error.message).join('; ')}`,
      response.status,
    );
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) throw new ContentServiceError('answer does not match the contract', response.status);
  return data.data;
}

/** Spec §7: blog articles, first 10, newest first; `after` is the previous page's `endCursor`. */
export async function readArticles(
  config: ContentConfig,
  after: string | null = null,
  options?: QueryOptions,
): Promise<ArticlesPage> {
  const data = await storefrontQuery(
    config,
    ARTICLES_QUERY,
    { first: ARTICLES_PAGE_SIZE, after },
    articlesQueryData,
    options,
  );
  return { articles: data.articles.edges.map((edge) => edge.node), pageInfo: data.articles.pageInfo };
}

/** Spec §7: article by id; null when the service has no such article. */
export async function readArticle(
  config: ContentConfig,
  id: number,
  options?: QueryOptions,
): Promise<StorefrontArticleNode | null> {
  const data = await storefrontQuery(config, ARTICLE_QUERY, { id: articleGid(id) }, articleQueryData, options);
  return data.article;
}

/** Spec §7: page by id — one of the store's content pages, by the id the configuration gives its handle. */
export async function readPage(
  config: ContentConfig,
  handle: ContentPageHandle,
  options?: QueryOptions,
): Promise<StorefrontPageNode | null> {
  const data = await storefrontQuery(config, PAGE_QUERY, { id: config.pageId(handle) }, pageQueryData, options);
  return data.page;
}
