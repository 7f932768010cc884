import Link from 'next/link';
import { formatDate } from '@/lib/format';
import { type ArticleSummary, articleHref } from './article-summary';

/**
 * An article in the list: picture, title, excerpt and date. Plain markup with no hooks, so the server renders the
 * first page with it and the "load more" island the pages after (the same markup either way).
 */
export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-line transition hover:shadow-md">
      <Link prefetch={false} href={articleHref(article.id)} className="flex flex-1 flex-col">
        <div className="aspect-[16/9] bg-brand-50">
          {article.image ? (
            <img
              src={article.image.url}
              alt={article.image.altText || article.title}
              width={article.image.width ?? 1600}
              height={article.image.height ?? 900}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="text-base font-bold leading-7 text-ink">{article.title}</h2>
          <p className="line-clamp-3 text-sm leading-7 text-muted">{article.excerpt}</p>
          <time dateTime={article.publishedAt} className="mt-auto pt-1 text-xs text-muted">
            {formatDate(article.publishedAt)}
          </time>
        </div>
      </Link>
    </article>
  );
}

export const articleGridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function ArticleGrid({ articles, priorityCount = 0 }: { articles: ArticleSummary[]; priorityCount?: number }) {
  return (
    <ul className={articleGridClass}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
