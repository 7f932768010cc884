/** The route table's entries whose schemas `routes/catalog.ts` attaches. */
export const productsDetails = {
  id: 'products.details',
  method: 'GET',
  path: '/app/products/details',
  access: 'public',
} as const;
export const productsRelated = {
  id: 'products.related',
  method: 'GET',
  path: '/app/product/related-products',
  access: 'public',
} as const;
export const productsFree = {
  id: 'products.free',
  method: 'GET',
  path: '/app/products/free-products',
  access: 'public',
} as const;
export const brandsProducts = {
  id: 'brands.products',
  method: 'POST',
  path: '/app/brand/products',
  access: 'public',
} as const;
export const brandsList = { id: 'brands.list', method: 'GET', path: '/app/brands', access: 'public' } as const;
export const categoriesTree = {
  id: 'categories.tree',
  method: 'GET',
  path: '/app/categories',
  access: 'public',
} as const;
export const searchSearch = { id: 'search.search', method: 'POST', path: '/app/search', access: 'public' } as const;
export const searchFilter = {
  id: 'search.filter',
  method: 'POST',
  path: '/app/search/filter',
  access: 'public',
} as const;
export const searchMost = {
  id: 'search.most',
  method: 'GET',
  path: '/app/search/most_search',
  access: 'public',
} as const;
export const collectionsList = {
  id: 'collections.list',
  method: 'GET',
  path: '/app/collections',
  access: 'public',
} as const;
export const collectionsProducts = {
  id: 'collections.products',
  method: 'GET',
  path: '/app/collections/{id}',
  access: 'public',
} as const;
