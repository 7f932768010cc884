import type { adminReviews } from '@wb/contract';
import { clientRoute } from '@/lib/api';

/** The desk's writes on reviews and product requests (issue 13), as typed references (see `clientRoute`). */
export const deskReviewRoutes = {
  hide: clientRoute<typeof adminReviews.adminReviewHideRoute>('admin.reviews.hide', 'POST', '/admin/reviews/{id}/hide'),
  unhide: clientRoute<typeof adminReviews.adminReviewUnhideRoute>(
    'admin.reviews.unhide',
    'POST',
    '/admin/reviews/{id}/unhide',
  ),
  requestStatus: clientRoute<typeof adminReviews.adminRequestStatusRoute>(
    'admin.requests.status',
    'POST',
    '/admin/requests/{id}/status',
  ),
};
