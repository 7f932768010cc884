'use client';

import { useRef, useState } from 'react';
import { fetchJson } from '@/lib/api';
import { toast } from '@/lib/toast';
import { ArticleGrid } from './ArticleCard';
import { ARTICLES_API_PATH, type ArticleSummary, type ArticlesChunk } from './article-summary';

/**
 * "Load more" under the server-rendered first ten articles. Without script the link opens the next page
 * (`/articles?after=<cursor>`); with script the click fetches that page from `/api/articles` and adds it below,
 * and focus moves to the first new article so a keyboard or screen reader user carries on from there. A failure
 * shows spec §8's fixed message and leaves the link to try again.
 */
export function MoreArticles({ cursor, failureMessage }: { cursor: string; failureMessage: string }) {
  const [articles, setArticles] = useState<ArticleSummary[]>([]);
  const [next, setNext] = useState<string | null>(cursor);
  const [loading, setLoading] = useState(false);
  const added = useRef<HTMLDivElement>(null);

  const loadMore = async () => {
    if (!next || loading) return;
    setLoading(true);
    const before = articles.length;
    try {
      const chunk = await fetchJson<ArticlesChunk>(`${ARTICLES_API_PATH}?after=${encodeURIComponent(next)}`, {
        headers: { Accept: 'application/json' },
      });
      setArticles((shown) => [...shown, ...chunk.articles]);
      setNext(chunk.nextCursor);
      requestAnimationFrame(() => added.current?.querySelectorAll('a')[before]?.focus());
    } catch {
      toast.error(failureMessage);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {articles.length > 0 && (
        <div ref={added} className="mt-4">
          <ArticleGrid articles={articles} />
        </div>
      )}
      {next ? (
        <div className="mt-8 flex justify-center">
          <a
            href={`/articles?after=${encodeURIComponent(next)}`}
            data-no-progress
            aria-busy={loading}
            onClick={(event) => {
              event.preventDefault();
              void loadMore();
            }}
            className="flex min-h-11 min-w-48 items-center justify-center gap-2 rounded-full border border-brand-300 bg-white px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {loading ? (
              <>
                <span className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
                جارٍ التحميل…
              </>
            ) : (
              'عرض المزيد من المقالات'
            )}
          </a>
        </div>
      ) : null}
    </>
  );
}
