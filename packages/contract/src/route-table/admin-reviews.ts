import { staff } from './access';

/** The route table's entries whose schemas `routes/admin-reviews.ts` attaches. */
export const adminReviewsList = {
  id: 'admin.reviews.list',
  method: 'GET',
  path: '/admin/reviews',
  access: staff,
} as const;
export const adminReviewsHide = {
  id: 'admin.reviews.hide',
  method: 'POST',
  path: '/admin/reviews/{id}/hide',
  access: staff,
} as const;
export const adminReviewsUnhide = {
  id: 'admin.reviews.unhide',
  method: 'POST',
  path: '/admin/reviews/{id}/unhide',
  access: staff,
} as const;
export const adminRequestsList = {
  id: 'admin.requests.list',
  method: 'GET',
  path: '/admin/requests',
  access: staff,
} as const;
export const adminRequestsStatus = {
  id: 'admin.requests.status',
  method: 'POST',
  path: '/admin/requests/{id}/status',
  access: staff,
} as const;
