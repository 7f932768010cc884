import type { ProductCard } from '@wb/contract';
import { createPagedCache, type PagedCache, type PagedCacheOptions } from '../../lib/paged-cache';

/**
 * Spec §3/§4 brand cache: data, page, limit, total, total_pages per brand; page 1 replaces, a later page appends;
 * page 1 is served from the cache when non-empty. Keyed by the brand's slug (case-insensitive). Same freshness rule
 * as the search cache: entries older than five minutes are fetched again.
 */
export const BRAND_CACHE_MAX_AGE_MS = 5 * 60_000;

export type BrandCache = PagedCache<ProductCard>;

export function createBrandCache(
  options: Partial<Omit<PagedCacheOptions<ProductCard>, 'namespace' | 'itemId'>> = {},
): BrandCache {
  return createPagedCache<ProductCard>({
    maxAgeMs: BRAND_CACHE_MAX_AGE_MS,
    normalizeKey: (slug) => slug.trim().toLowerCase(),
    ...options,
    namespace: 'wb_brand',
    itemId: (product) => product.id,
  });
}
