import {
  type CollectionKind,
  type CollectionSummary,
  catalog,
  content,
  type GlobalSettings,
  partners,
  type RouteRequest,
  type SellerTerms,
} from '@wb/contract';
import { cache } from 'react';
import { apiCall, failedWith } from '../api';
import type { ClientHeaders } from './client-headers';

/**
 * Server-side reads of the catalogue and content, one place for their cache lifetimes. Catalogue answers are kept
 * 30 s by Next's data cache (the API keeps its own 30 s cache too); slow-moving lists (categories, brands,
 * settings) 5 minutes. `cache()` shares one answer between `generateMetadata` and the page of the same request.
 */
export const CATALOG_REVALIDATE = 30;
export const SLOW_REVALIDATE = 300;

export const getCategories = cache(async () => {
  const result = await apiCall(catalog.categoriesRoute, {}, { revalidate: SLOW_REVALIDATE });
  return result.data;
});

export const getSettings = cache(async (): Promise<GlobalSettings> => {
  const result = await apiCall(content.globalSettingRoute, {}, { revalidate: SLOW_REVALIDATE });
  return result.data;
});

/** Spec §7: `GET app/cities` reads `new_data` — Iraq's governorates, for address forms. */
export const getCities = cache(async () => {
  const result = await apiCall(content.citiesRoute, {}, { revalidate: SLOW_REVALIDATE });
  return result.new_data;
});

/** What partners give and earn (/partner, issue 15): the seller terms the desk sets, which change seldom. */
export const getPartnerProgramme = cache(async (): Promise<SellerTerms> => {
  const result = await apiCall(partners.partnerProgrammeRoute, {}, { revalidate: SLOW_REVALIDATE });
  return result.data;
});

/** The shell (header menu, footer) must render even when the API is down, e.g. while `next build` runs. */
export async function tryShellData() {
  const [categories, settings] = await Promise.allSettled([getCategories(), getSettings()]);
  return {
    categories: categories.status === 'fulfilled' ? categories.value : [],
    settings: settings.status === 'fulfilled' ? settings.value : null,
  };
}

export const getBrands = cache(async (page = 1, limit = 100) =>
  apiCall(catalog.brandsListRoute, { query: { page, limit } }, { revalidate: SLOW_REVALIDATE }),
);

export const getCollections = cache(async (kind?: CollectionKind, featured?: boolean): Promise<CollectionSummary[]> => {
  const result = await apiCall(
    catalog.collectionsRoute,
    { query: { kind, featured: featured === undefined ? undefined : featured ? '1' : '0' } },
    { revalidate: CATALOG_REVALIDATE },
  );
  return result.data;
});

export const getProductDetails = cache(async (productId: number) => {
  try {
    const result = await apiCall(
      catalog.productDetailsRoute,
      { query: { product_id: productId } },
      { revalidate: CATALOG_REVALIDATE },
    );
    return result.data;
  } catch (error) {
    // No such product, or an id the API refuses as malformed: either way there is no product to show.
    if (failedWith(error, 'product.not_found', 'request.invalid')) return null;
    throw error;
  }
});

export async function getRelatedProducts(productId: number, limit = 12) {
  const result = await apiCall(
    catalog.relatedProductsRoute,
    { query: { product_id: productId, limit } },
    { revalidate: CATALOG_REVALIDATE },
  );
  return result.data;
}

export const getBrandProducts = cache(async (slug: string, page: number) => {
  try {
    return await apiCall(
      catalog.brandProductsRoute,
      { body: { brand: slug, page, limit: 20 } },
      { revalidate: CATALOG_REVALIDATE },
    );
  } catch (error) {
    if (failedWith(error, 'brand.not_found')) return null;
    throw error;
  }
});

export const getCollectionProducts = cache(async (id: number, page: number) => {
  try {
    return await apiCall(
      catalog.collectionProductsRoute,
      { params: { id }, query: { page, limit: 20 } },
      { revalidate: CATALOG_REVALIDATE },
    );
  } catch (error) {
    if (failedWith(error, 'collection.not_found', 'request.invalid')) return null;
    throw error;
  }
});

export type SearchRequestBody = NonNullable<RouteRequest<typeof catalog.searchFilterRoute>['body']>;

export async function filterProducts(body: SearchRequestBody) {
  return apiCall(catalog.searchFilterRoute, { body }, { revalidate: CATALOG_REVALIDATE });
}

/**
 * The first page of a search is a search someone made: it reaches the API each time (which caches the results
 * itself) with the shopper's address, so the most-searched list counts people, not this server's cache misses.
 */
export async function searchProducts(body: SearchRequestBody, client: ClientHeaders) {
  if (body.page === 1) return apiCall(catalog.searchRoute, { body }, { headers: client });
  return apiCall(catalog.searchRoute, { body }, { revalidate: CATALOG_REVALIDATE });
}

export async function getMostSearched() {
  const result = await apiCall(catalog.mostSearchRoute, {}, { revalidate: SLOW_REVALIDATE });
  return result.data;
}

export async function getFreeProducts(page: number) {
  return apiCall(catalog.freeProductsRoute, { query: { page, limit: 20 } }, { revalidate: CATALOG_REVALIDATE });
}

export async function getFaq(page: number) {
  return apiCall(content.faqRoute, { query: { page } }, { revalidate: SLOW_REVALIDATE });
}
