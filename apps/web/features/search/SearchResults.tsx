'use client';

import type { Paged, ProductCard as Product } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useCallback } from 'react';
import { PagedProducts } from '@/features/catalog/PagedProducts';
import { apiCall } from '@/lib/api';
import { browserStorage } from '@/lib/storage';
import { createSearchCache, type SearchCache } from './search-cache';

let searchCache: SearchCache | undefined;
const getSearchCache = () => {
  searchCache ??= createSearchCache({ storage: browserStorage('session') });
  return searchCache;
};

const SEARCH_LIST = { item_list_id: 'search_results', item_list_name: 'نتائج البحث' };

/** Search results: page 1 from the server, later pages appended from the browser through the search cache. */
export function SearchResults({ keyword, initial }: { keyword: string; initial: Paged<Product> }) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      apiCall(routes.searchSearch, { body: { keyword, page, limit: initial.limit } }, { signal }),
    [keyword, initial.limit],
  );
  return (
    <PagedProducts
      cache={getSearchCache}
      cacheKey={keyword}
      initial={initial}
      fetchPage={fetchPage}
      failureMessage={messages.searchFailed}
      scrollKey={`/search?q=${keyword}`}
      list={SEARCH_LIST}
      pageHref={(page) => `/search?${new URLSearchParams({ q: keyword, page: String(page) })}`}
    />
  );
}
