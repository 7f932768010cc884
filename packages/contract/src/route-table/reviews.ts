import { customers } from './access';

/** The route table's entries whose schemas `routes/reviews.ts` attaches. */
export const reviewsCreate = { id: 'reviews.create', method: 'POST', path: '/app/reviews', access: customers } as const;
export const reviewsList = {
  id: 'reviews.list',
  method: 'GET',
  path: '/app/product/reviews',
  access: 'public',
} as const;
export const reviewsDelete = {
  id: 'reviews.delete',
  method: 'DELETE',
  path: '/app/reviews/{id}',
  access: customers,
} as const;
