import {
  type ContentPageHandle,
  contentCacheTags,
  gidNumber,
  type LandingPage,
  type StorefrontArticleNode,
  type StorefrontPageNode,
  storefront,
} from '@wb/contract';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { apiCall, failedWith } from '../../api';
import { type ArticlesPage, readArticle, readArticles, readPage } from './client';
import { type ContentConfig, contentConfig } from './config';

export { ContentServiceError } from './client';

/**
 * What pages read content through: the client's answers kept in Next's data cache for five minutes and tagged with
 * the contract's content tags, which the API's publish job drops through `/api/revalidate`. A failed answer is
 * never kept (it throws out of the cached function), so the page shows the failure fallback only while nothing is
 * cached; once an answer is cached, a failing refresh leaves the last good one in place. `cache()` shares one answer
 * between a page's `generateMetadata` and the page.
 */
export const CONTENT_REVALIDATE = 300;

let configured: ContentConfig | undefined;
/** Read once per process: the configuration is the environment the server started with. */
export function currentContentConfig(): ContentConfig {
  configured ??= contentConfig();
  return configured;
}

function cached<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  const config = currentContentConfig();
  // The source is part of the key: pointing the store at Shopify never serves our API's cached answers.
  return unstable_cache(read, ['content', config.endpoint, ...key], { revalidate: CONTENT_REVALIDATE, tags })();
}

export const getArticles = cache(
  (after: string | null = null): Promise<ArticlesPage> =>
    cached(['articles', after ?? ''], [contentCacheTags.articles], () => readArticles(currentContentConfig(), after)),
);

/** An article by the number of its global id; null when there is none. */
export const getArticle = cache(
  (id: number): Promise<StorefrontArticleNode | null> =>
    cached(['article', String(id)], [contentCacheTags.article(id), contentCacheTags.articles], () =>
      readArticle(currentContentConfig(), id),
    ),
);

export const getContentPage = cache((handle: ContentPageHandle): Promise<StorefrontPageNode | null> => {
  const config = currentContentConfig();
  const id = config.pageId(handle);
  const number = gidNumber(id, 'Page');
  return cached(['page', id], number === null ? [] : [contentCacheTags.page(number)], () => readPage(config, handle));
});

/** A published campaign page (`/landing/[slug]`), or null when there is none (or it has ended). */
export const getLandingPage = cache(async (slug: string): Promise<LandingPage | null> => {
  try {
    const result = await apiCall(
      storefront.landingRoute,
      { params: { slug } },
      { revalidate: CONTENT_REVALIDATE, tags: [contentCacheTags.landing(slug)] },
    );
    return result.data;
  } catch (error) {
    if (failedWith(error, 'not_found', 'request.invalid')) return null;
    throw error;
  }
});
