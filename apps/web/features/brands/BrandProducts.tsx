'use client';

import type { Paged, ProductCard as Product } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useCallback } from 'react';
import { PagedProducts } from '@/features/catalog/PagedProducts';
import { apiCall } from '@/lib/api';
import { browserStorage } from '@/lib/storage';
import { type BrandCache, createBrandCache } from './brand-cache';

let brandCache: BrandCache | undefined;
const getBrandCache = () => {
  brandCache ??= createBrandCache({ storage: browserStorage('session') });
  return brandCache;
};

/** A brand's products: page 1 from the server, "load more" appends through the brand cache (spec §4). */
export function BrandProducts({ slug, name, initial }: { slug: string; name: string; initial: Paged<Product> }) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      apiCall(routes.brandsProducts, { body: { brand: slug, page, limit: initial.limit } }, { signal }),
    [slug, initial.limit],
  );
  return (
    <PagedProducts
      cache={getBrandCache}
      cacheKey={slug}
      initial={initial}
      fetchPage={fetchPage}
      failureMessage={messages.brandProductsFailed}
      scrollKey={`/brands/${slug}`}
      list={{ item_list_id: `brand_${slug}`, item_list_name: `ماركة ${name}` }}
      pageHref={(page) => `/brands/${encodeURIComponent(slug)}?page=${page}`}
    />
  );
}
