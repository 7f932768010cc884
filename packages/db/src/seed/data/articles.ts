import type { ArticleData } from './article-kit';
import { careArticles } from './articles-care';
import { routineArticles } from './articles-routine';

export type { ArticleData } from './article-kit';

/** The skin-care guides the store's blog starts with, newest first. */
export const articlesData: ArticleData[] = [...routineArticles, ...careArticles].sort(
  (a, b) => a.publishedDaysAgo - b.publishedDaysAgo,
);
