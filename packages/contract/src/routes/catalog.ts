import { z } from 'zod';
import { envelope, paged } from '../common';
import { defineRoute } from '../route';
import {
  brandDetails,
  brandProductsBody,
  brandsListQuery,
  categoryTree,
  collectionParams,
  collectionProductsQuery,
  collectionSummary,
  collectionsQuery,
  freeProductsQuery,
  mostSearchItem,
  productCard,
  productDetails,
  productIdQuery,
  relatedProductsQuery,
  searchBody,
  searchFacets,
} from '../schemas/catalog';

const tag = 'المنتجات والبحث';

export const productDetailsRoute = defineRoute({
  id: 'products.details',
  method: 'GET',
  path: '/app/products/details',
  access: 'public',
  tag,
  summary: 'Product details: gallery, variants with price, compare_at and stock, brand, ingredients.',
  query: productIdQuery,
  response: envelope(productDetails),
  failures: [{ code: 'product.not_found', when: 'No active product has this id.' }],
});

export const relatedProductsRoute = defineRoute({
  id: 'products.related',
  method: 'GET',
  path: '/app/product/related-products',
  access: 'public',
  tag,
  summary: 'Products related to one product: same category and brand first, in stock first.',
  query: relatedProductsQuery,
  response: envelope(z.array(productCard)),
  failures: [{ code: 'product.not_found', when: 'No active product has this id.' }],
});

export const freeProductsRoute = defineRoute({
  id: 'products.free',
  method: 'GET',
  path: '/app/products/free-products',
  access: 'public',
  tag,
  summary: 'Products flagged as free gifts.',
  query: freeProductsQuery,
  response: paged(productCard),
});

export const brandProductsRoute = defineRoute({
  id: 'brands.products',
  method: 'POST',
  path: '/app/brand/products',
  access: 'public',
  tag,
  summary: "A brand's products by its Arabic or Latin name; a blank name is refused with the spec's message.",
  body: brandProductsBody,
  response: paged(productCard).extend({ brand: brandDetails }),
  failures: [
    { code: 'brand.not_found', when: 'No brand has this name (Arabic, Latin or slug).' },
    { code: 'brand.name_blank', field: 'brand', when: 'The brand name is blank.' },
  ],
});

export const brandsListRoute = defineRoute({
  id: 'brands.list',
  method: 'GET',
  path: '/app/brands',
  access: 'public',
  tag,
  summary: 'All brands with their product counts (for the brands page).',
  query: brandsListQuery,
  response: paged(brandDetails),
});

export const categoriesRoute = defineRoute({
  id: 'categories.tree',
  method: 'GET',
  path: '/app/categories',
  access: 'public',
  tag,
  summary: 'The category tree with product counts.',
  response: envelope(z.array(categoryTree)),
});

export const searchRoute = defineRoute({
  id: 'search.search',
  method: 'POST',
  path: '/app/search',
  access: 'public',
  tag,
  summary: 'Keyword search (Arabic or Latin, typo tolerant, prefix while typing); a blank keyword is refused.',
  body: searchBody,
  response: paged(productCard),
  failures: [{ code: 'search.keyword_blank', field: 'keyword', when: 'The keyword is blank.' }],
});

export const searchFilterRoute = defineRoute({
  id: 'search.filter',
  method: 'POST',
  path: '/app/search/filter',
  access: 'public',
  tag,
  summary: 'Filtered listing: brand, category, price range, availability; keyword optional. Carries facets.',
  body: searchBody,
  response: paged(productCard).extend({ facets: searchFacets }),
});

export const mostSearchRoute = defineRoute({
  id: 'search.most',
  method: 'GET',
  path: '/app/search/most_search',
  access: 'public',
  tag,
  summary: 'What people searched for most in the last 30 days.',
  response: envelope(z.array(mostSearchItem)),
});

export const collectionsRoute = defineRoute({
  id: 'collections.list',
  method: 'GET',
  path: '/app/collections',
  access: 'public',
  tag,
  summary: 'Collections (body, hair, brands, category, guarantee, ingredients, partner, productsList, allProducts).',
  query: collectionsQuery,
  response: envelope(z.array(collectionSummary)),
});

export const collectionProductsRoute = defineRoute({
  id: 'collections.products',
  method: 'GET',
  path: '/app/collections/{id}',
  access: 'public',
  tag,
  summary: "One collection and a page of its products (in the collection's order unless sorted).",
  params: collectionParams,
  query: collectionProductsQuery,
  response: paged(productCard).extend({ collection: collectionSummary }),
  failures: [{ code: 'collection.not_found', when: 'No collection has this id.' }],
});
