import type { ProductCard } from '@wb/contract';
import { normalizeSearchText } from '@wb/contract/normalize';
import { createPagedCache, type PagedCache, type PagedCacheOptions } from '../../lib/paged-cache';

/**
 * Spec §3/§4: searches are cached per keyword with a timestamp; page 1 replaces the keyword's entry, a later page
 * appends; page 1 is served from the cache when the entry is non-empty and caching is on. Keywords are folded with
 * the contract's search normaliser, so 'أسيرافي' and 'اسيرافي ' share one entry, as they share one result.
 *
 * Entries older than five minutes are not served (spec §9 keeps unused data 5 min): prices and stock move, and a
 * shopper coming back after a while should see today's list.
 */
export const SEARCH_CACHE_MAX_AGE_MS = 5 * 60_000;

export type SearchCache = PagedCache<ProductCard>;

export function createSearchCache(
  options: Partial<Omit<PagedCacheOptions<ProductCard>, 'namespace' | 'itemId'>> = {},
): SearchCache {
  return createPagedCache<ProductCard>({
    maxAgeMs: SEARCH_CACHE_MAX_AGE_MS,
    normalizeKey: normalizeSearchText,
    ...options,
    namespace: 'wb_search',
    itemId: (product) => product.id,
  });
}
