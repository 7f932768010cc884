'use client';

import { formatCount } from '@/lib/format';
import type { AsyncStatus } from './usePagedList';

/**
 * "Load more" as a link to the next page's URL: without script it opens that page; with script the click loads
 * the page into the list instead (and the route-change indicator stays quiet: `data-no-progress`).
 */
export function LoadMore({
  shown,
  total,
  nextHref,
  status,
  onLoadMore,
}: {
  shown: number;
  total: number;
  nextHref: string;
  status: AsyncStatus;
  onLoadMore: () => void;
}) {
  const loading = status === 'loading';
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-xs text-muted">
        عرض {formatCount(shown)} من {formatCount(total)} منتج
      </p>
      <div className="h-1 w-48 overflow-hidden rounded-full bg-brand-100">
        <div
          className="h-full rounded-full bg-brand-500"
          style={{ width: `${Math.min(100, (shown / total) * 100)}%` }}
        />
      </div>
      <a
        href={nextHref}
        data-no-progress
        aria-busy={loading}
        onClick={(event) => {
          event.preventDefault();
          onLoadMore();
        }}
        className="flex min-h-11 min-w-48 items-center justify-center gap-2 rounded-full border border-brand-300 bg-white px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        {loading ? (
          <>
            <span className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
            جارٍ التحميل…
          </>
        ) : status === 'failed' ? (
          'إعادة المحاولة'
        ) : (
          'عرض المزيد'
        )}
      </a>
    </div>
  );
}
