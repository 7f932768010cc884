import type { SearchBody } from '@wb/contract';
import { allParams, firstParam, intParam, pageParam, type SearchParams } from '../../lib/search-params';

/**
 * The state of a product listing, all in the URL (so it survives a reload and can be shared):
 * `q`, `category` (repeated), `brand` (repeated), `min`, `max`, `availability`, `sort`, `page`.
 */
export const sortOptions = [
  { value: 'relevance', label: 'الأنسب', sort_key: 'relevance', sort_type: 'asc' },
  { value: 'best_selling', label: 'الأكثر مبيعاً', sort_key: 'best_selling', sort_type: 'asc' },
  { value: 'newest', label: 'الأحدث', sort_key: 'created_at', sort_type: 'desc' },
  { value: 'price_asc', label: 'السعر: من الأقل', sort_key: 'price', sort_type: 'asc' },
  { value: 'price_desc', label: 'السعر: من الأعلى', sort_key: 'price', sort_type: 'desc' },
  { value: 'title', label: 'الاسم (أ-ي)', sort_key: 'title', sort_type: 'asc' },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  sort_key: SearchBody['sort_key'];
  sort_type: SearchBody['sort_type'];
}>;
export type SortValue = (typeof sortOptions)[number]['value'];

export const availabilityOptions = [
  { value: 'all', label: 'الكل' },
  { value: 'in_stock', label: 'المتوفر فقط' },
  { value: 'out_of_stock', label: 'غير المتوفر' },
] as const;
export type Availability = (typeof availabilityOptions)[number]['value'];

export interface ListingState {
  q: string;
  categories: number[];
  brands: number[];
  min?: number;
  max?: number;
  availability: Availability;
  sort: SortValue;
  page: number;
}

const ids = (value: string | string[] | undefined) =>
  [...new Set(allParams(value).flatMap((item) => item.split(',')))]
    .map((item) => intParam(item))
    .filter((item): item is number => item !== undefined && item > 0)
    .slice(0, 50);

export function parseListing(params: SearchParams, defaultSort: SortValue = 'best_selling'): ListingState {
  const sort = firstParam(params.sort);
  const availability = firstParam(params.availability);
  let min = intParam(params.min, 100_000_000);
  let max = intParam(params.max, 100_000_000);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    q: firstParam(params.q)?.trim().slice(0, 200) ?? '',
    categories: ids(params.category),
    brands: ids(params.brand),
    min,
    max,
    availability: availabilityOptions.some((option) => option.value === availability)
      ? (availability as Availability)
      : 'all',
    sort: sortOptions.some((option) => option.value === sort) ? (sort as SortValue) : defaultSort,
    page: pageParam(params.page),
  };
}

/** The body of POST /app/search/filter for a listing state, with the page's fixed filters (offers: on_sale). */
export function listingBody(state: ListingState, fixed: { on_sale?: boolean } = {}) {
  const sort = sortOptions.find((option) => option.value === state.sort) ?? sortOptions[0];
  return {
    keyword: state.q || undefined,
    page: state.page,
    limit: 24,
    sort_key: sort.sort_key,
    sort_type: sort.sort_type,
    filters: {
      categories: state.categories.length ? state.categories : undefined,
      brands: state.brands.length ? state.brands : undefined,
      price_min: state.min,
      price_max: state.max,
      availability: state.availability === 'all' ? undefined : state.availability,
      ...fixed,
    },
  };
}

/** The listing's URL params (for links that change one thing: the page, a removed filter). */
export function listingParams(state: ListingState, defaultSort: SortValue): SearchParams {
  return {
    q: state.q || undefined,
    category: state.categories.map(String),
    brand: state.brands.map(String),
    min: state.min?.toString(),
    max: state.max?.toString(),
    availability: state.availability === 'all' ? undefined : state.availability,
    sort: state.sort === defaultSort ? undefined : state.sort,
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.categories.length > 0 ||
    state.brands.length > 0 ||
    state.min !== undefined ||
    state.max !== undefined ||
    state.availability !== 'all' ||
    state.q !== ''
  );
}
