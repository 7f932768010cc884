'use client';

import type { Paged, ProductCard as Product } from '@wb/contract';
import { ProductGrid } from '@/features/catalog/ProductCard';
import { useRememberedScroll } from '@/features/shell/scroll';
import type { ItemList } from '@/lib/analytics';
import type { PagedCache } from '@/lib/paged-cache';
import { LoadMore } from './LoadMore';
import { usePagedList } from './usePagedList';

/**
 * A product list that grows with "load more" through a paged cache, and comes back at the same scroll position
 * (search results and brand pages, spec §4). The caller says where pages come from and what they are called.
 */
export function PagedProducts({
  cache,
  cacheKey,
  initial,
  fetchPage,
  failureMessage,
  scrollKey,
  pageHref,
  list,
}: {
  cache: () => PagedCache<Product>;
  cacheKey: string;
  initial: Paged<Product>;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<Product>>;
  failureMessage: string;
  /** Where the scroll position is remembered. */
  scrollKey: string;
  /** The address of a page of the list, for the "load more" link that works without script. */
  pageHref: (page: number) => string;
  /** Which list this is for the analytics events. */
  list: ItemList;
}) {
  const {
    list: products,
    status,
    restored,
    loadMore,
    hasMore,
  } = usePagedList({
    cache,
    cacheKey,
    initial,
    fetchPage,
    failureMessage,
  });
  useRememberedScroll(scrollKey, restored);

  return (
    <>
      <ProductGrid products={products.data} priorityCount={2} list={list} />
      {hasMore && (
        <LoadMore
          shown={products.data.length}
          total={products.total}
          nextHref={pageHref(products.page + 1)}
          status={status}
          onLoadMore={loadMore}
        />
      )}
    </>
  );
}
