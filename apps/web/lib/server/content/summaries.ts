import { gidNumber, type StorefrontArticleNode, type StorefrontPageInfo } from '@wb/contract';
import type { ArticleSummary, ArticlesChunk } from '@/features/content/article-summary';
import { plainText } from './html';

/**
 * An article as a list shows it: the number of its id (the web's URLs carry it), a one-line excerpt (the article's
 * own, or the start of its text when it has none). An article whose id is not an Article global id is left out —
 * there would be no address to link it to.
 */
export function articleSummary(article: StorefrontArticleNode): ArticleSummary | null {
  const id = gidNumber(article.id, 'Article');
  if (id === null) return null;
  return {
    id,
    title: article.title,
    excerpt: article.excerpt?.trim() || plainText(article.contentHtml, 140),
    publishedAt: article.publishedAt,
    image: article.image,
  };
}

export function articlesChunk(articles: StorefrontArticleNode[], pageInfo: StorefrontPageInfo): ArticlesChunk {
  return {
    articles: articles.flatMap((article) => articleSummary(article) ?? []),
    nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
  };
}
