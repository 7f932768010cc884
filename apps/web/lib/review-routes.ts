import type { requests, reviews } from '@wb/contract';
import { clientRoute } from './api';

/** The review and product-request calls the browser makes, as typed references (see `clientRoute`). */
export const reviewRoutes = {
  list: clientRoute<typeof reviews.productReviewsRoute>('reviews.list', 'GET', '/app/product/reviews'),
  create: clientRoute<typeof reviews.reviewCreateRoute>('reviews.create', 'POST', '/app/reviews'),
  remove: clientRoute<typeof reviews.reviewDeleteRoute>('reviews.delete', 'DELETE', '/app/reviews/{id}'),
  requestProduct: clientRoute<typeof requests.requestProductRoute>('requests.create', 'POST', '/app/request-product'),
};
