import { z } from 'zod';
import { boolParam, idParam, iqd, limitParam, moneyParam, pageParam, sortType, text } from '../common';

export const image = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const brandSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().describe('Arabic name'),
  name_en: z.string().describe('Latin name'),
  logo: z.string().nullable(),
});

export const categorySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  parent_id: z.number().int().nullable(),
});

export const variant = z.object({
  id: z.number().int(),
  shopify_variant_id: z.number().int().describe('Same as id; the name the cart and wishlist calls use'),
  sku: z.string(),
  title: z.string().describe('Size or shade, e.g. "236 مل"'),
  price: iqd,
  compare_at: iqd.nullable(),
  stock: z.number().int().nonnegative(),
  available: z.boolean(),
});

/** A product as listings, search results and related products show it. */
export const productCard = z.object({
  id: z.number().int(),
  shopify_product_id: z.number().int().describe('Same as id; the name the cart calls use'),
  handle: z.string(),
  title: z.string(),
  vendor: z.string().describe("Brand's Latin name, as the add-to-cart payload carries it"),
  brand: brandSummary,
  category: categorySummary.pick({ id: true, slug: true, name: true }),
  image: image.nullable(),
  price: iqd.describe('Price of the default variant'),
  compare_at: iqd.nullable(),
  available: z.boolean(),
  default_variant_id: z.number().int(),
  default_variant_sku: z.string(),
  is_free: z.boolean(),
});

export const ingredient = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  inci: z.string().describe('The INCI (Latin) name on the pack; the English name where no other is known'),
});

export const productDetails = productCard.extend({
  description: z.string(),
  product_type: z.string(),
  images: z.array(image),
  variants: z.array(variant),
  ingredients: z.array(ingredient),
  tags: z.array(z.string()),
  breadcrumbs: z.array(categorySummary.pick({ id: true, slug: true, name: true })),
});

// ── Requests

export const productIdQuery = z.object({ product_id: idParam });

export const relatedProductsQuery = z.object({ product_id: idParam, limit: limitParam(12) });

export const freeProductsQuery = z.object({ page: pageParam, limit: limitParam(20) });

export const brandProductsBody = z.object({
  brand: z.string().max(100).describe('Brand name in Arabic or Latin, or its slug'),
  page: pageParam,
  limit: limitParam(20),
});

export const searchSortKeys = ['relevance', 'price', 'title', 'created_at', 'best_selling'] as const;

export const searchFilters = z
  .object({
    brands: z.array(idParam).max(50).optional(),
    categories: z.array(idParam).max(50).optional(),
    price_min: moneyParam.optional(),
    price_max: moneyParam.optional(),
    availability: z.enum(['in_stock', 'out_of_stock', 'all']).optional(),
    free_only: boolParam.optional(),
    /** Only products with a compare_at price above their price (the offers page). */
    on_sale: boolParam.optional(),
  })
  .strict();

export const searchBody = z.object({
  keyword: z.string().max(200).optional().describe('Required for /app/search; optional for /app/search/filter'),
  page: pageParam,
  limit: limitParam(20),
  sort_key: z.enum(searchSortKeys).default('relevance'),
  sort_type: sortType,
  filters: searchFilters.default({}),
});

export const mostSearchItem = z.object({ keyword: z.string(), count: z.number().int() });

export const searchFacets = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), name_en: z.string(), count: z.number().int() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  price: z.object({ min: iqd, max: iqd }),
});

export type Variant = z.infer<typeof variant>;
export type ProductCard = z.infer<typeof productCard>;
export type ProductDetails = z.infer<typeof productDetails>;
export type SearchBody = z.output<typeof searchBody>;
export type SearchFilters = z.output<typeof searchFilters>;
export type BrandSummary = z.infer<typeof brandSummary>;
export type SearchFacets = z.infer<typeof searchFacets>;
export type MostSearchItem = z.infer<typeof mostSearchItem>;

export const brandsListQuery = z.object({ page: pageParam, limit: limitParam(100) });
export const brandDetails = brandSummary.extend({ description: z.string(), product_count: z.number().int() });
export type BrandDetails = z.infer<typeof brandDetails>;
export const categoryTree = categorySummary.extend({
  product_count: z.number().int(),
  children: z.array(categorySummary.extend({ product_count: z.number().int() })),
});
export const keywordText = text(200);

export const collectionKinds = [
  'body',
  'hair',
  'brands',
  'category',
  'guarantee',
  'ingredients',
  'partner',
  'productsList',
  'allProducts',
] as const;
export type CollectionKind = (typeof collectionKinds)[number];

export const collectionSummary = z.object({
  id: z.number().int(),
  kind: z.enum(collectionKinds),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  featured: z.boolean(),
  brand_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  product_count: z.number().int(),
});
export type CollectionSummary = z.infer<typeof collectionSummary>;

export const collectionsQuery = z.object({
  kind: z.enum(collectionKinds).optional(),
  featured: boolParam.optional(),
});
export const collectionParams = z.object({ id: idParam });
export const collectionProductsQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  sort_key: z.enum(searchSortKeys).default('relevance'),
  sort_type: sortType,
});
