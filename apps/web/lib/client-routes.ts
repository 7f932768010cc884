import type { catalog } from '@wb/contract';
import { clientRoute } from './api';

/** The calls client components make, as typed references (see `clientRoute`). */
export const clientRoutes = {
  search: clientRoute<typeof catalog.searchRoute>('search.search', 'POST', '/app/search'),
  brandProducts: clientRoute<typeof catalog.brandProductsRoute>('brands.products', 'POST', '/app/brand/products'),
};
