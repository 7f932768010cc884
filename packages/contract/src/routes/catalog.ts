import { z } from 'zod';
import { envelope, paged } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
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

export const productDetailsRoute = defineRoute(table.productsDetails, {
  tag,
  summary: 'Product details: gallery, variants with price, compare_at and stock, brand, ingredients.',
  query: productIdQuery,
  response: envelope(productDetails),
  failures: [{ code: 'product.not_found', when: 'No active product has this id.' }],
});

export const relatedProductsRoute = defineRoute(table.productsRelated, {
  tag,
  summary: 'Products related to one product: same category and brand first, in stock first.',
  query: relatedProductsQuery,
  response: envelope(z.array(productCard)),
  failures: [{ code: 'product.not_found', when: 'No active product has this id.' }],
});

export const freeProductsRoute = defineRoute(table.productsFree, {
  tag,
  summary: 'Products flagged as free gifts.',
  query: freeProductsQuery,
  response: paged(productCard),
});

export const brandProductsRoute = defineRoute(table.brandsProducts, {
  tag,
  summary: "A brand's products by its Arabic or Latin name; a blank name is refused with the spec's message.",
  body: brandProductsBody,
  response: paged(productCard).extend({ brand: brandDetails }),
  failures: [
    { code: 'brand.not_found', when: 'No brand has this name (Arabic, Latin or slug).' },
    { code: 'brand.name_blank', field: 'brand', when: 'The brand name is blank.' },
  ],
});

export const brandsListRoute = defineRoute(table.brandsList, {
  tag,
  summary: 'All brands with their product counts (for the brands page).',
  query: brandsListQuery,
  response: paged(brandDetails),
});

export const categoriesRoute = defineRoute(table.categoriesTree, {
  tag,
  summary: 'The category tree with product counts.',
  response: envelope(z.array(categoryTree)),
});

export const searchRoute = defineRoute(table.searchSearch, {
  tag,
  summary: 'Keyword search (Arabic or Latin, typo tolerant, prefix while typing); a blank keyword is refused.',
  body: searchBody,
  response: paged(productCard),
  failures: [{ code: 'search.keyword_blank', field: 'keyword', when: 'The keyword is blank.' }],
});

export const searchFilterRoute = defineRoute(table.searchFilter, {
  tag,
  summary: 'Filtered listing: brand, category, price range, availability; keyword optional. Carries facets.',
  body: searchBody,
  response: paged(productCard).extend({ facets: searchFacets }),
});

export const mostSearchRoute = defineRoute(table.searchMost, {
  tag,
  summary: 'What people searched for most in the last 30 days.',
  response: envelope(z.array(mostSearchItem)),
});

export const collectionsRoute = defineRoute(table.collectionsList, {
  tag,
  summary: 'Collections (body, hair, brands, category, guarantee, ingredients, partner, productsList, allProducts).',
  query: collectionsQuery,
  response: envelope(z.array(collectionSummary)),
});

export const collectionProductsRoute = defineRoute(table.collectionsProducts, {
  tag,
  summary: "One collection and a page of its products (in the collection's order unless sorted).",
  params: collectionParams,
  query: collectionProductsQuery,
  response: paged(productCard).extend({ collection: collectionSummary }),
  failures: [{ code: 'collection.not_found', when: 'No collection has this id.' }],
});
