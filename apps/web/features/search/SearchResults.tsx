'use client';

import type { ProductCard as Product } from '@wb/contract';
import { useCallback } from 'react';
import { ProductGrid } from '@/components/ui/ProductCard';
import { LoadMore } from '@/features/catalog/LoadMore';
import { usePagedList } from '@/features/catalog/usePagedList';
import { useRememberedScroll } from '@/features/shell/scroll';
import { apiCall } from '@/lib/api';
import { clientMessages as messages } from '@/lib/client-messages';
import { clientRoutes } from '@/lib/client-routes';
import type { PagedResult } from '@/lib/paged-cache';
import { browserStorage } from '@/lib/storage';
import { createSearchCache, type SearchCache } from './search-cache';

let searchCache: SearchCache | undefined;
const getSearchCache = () => {
  searchCache ??= createSearchCache({ storage: browserStorage('session') });
  return searchCache;
};

/** Search results: page 1 from the server, later pages appended from the browser through the search cache. */
export function SearchResults({ keyword, initial }: { keyword: string; initial: PagedResult<Product> }) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      apiCall(clientRoutes.search, { body: { keyword, page, limit: initial.limit } }, { signal }),
    [keyword, initial.limit],
  );
  const { list, status, restored, loadMore, hasMore } = usePagedList({
    cache: getSearchCache,
    cacheKey: keyword,
    initial,
    fetchPage,
    failureMessage: messages.searchFailed,
  });
  useRememberedScroll(`/search?q=${keyword}`, restored);

  return (
    <>
      <ProductGrid products={list.data} priorityCount={2} />
      {hasMore && (
        <LoadMore
          shown={list.data.length}
          total={list.total}
          nextHref={`/search?${new URLSearchParams({ q: keyword, page: String(list.page + 1) })}`}
          status={status}
          onLoadMore={loadMore}
        />
      )}
    </>
  );
}
