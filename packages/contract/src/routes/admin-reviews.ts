import { envelope } from '../common';
import { staffRoles } from '../roles';
import { defineRoute, type RouteFailure } from '../route';
import { deskPage } from '../schemas/admin';
import {
  adminProductRequest,
  adminRequestStatusBody,
  adminRequestsQuery,
  adminReview,
  adminReviewsQuery,
} from '../schemas/admin-reviews';
import { idParams } from '../schemas/fields';

/** The staff desk's reviews and product requests (issue 13): staff and admins moderate and work the queue. */
const staff = staffRoles;
const reviewMissing: RouteFailure = { code: 'review.not_found', when: 'No review with this id.' };
const requestMissing: RouteFailure = { code: 'product_request.not_found', when: 'No request with this id.' };

export const adminReviewsRoute = defineRoute({
  id: 'admin.reviews.list',
  method: 'GET',
  path: '/admin/reviews',
  access: staff,
  tag: 'مكتب الموظفين: التقييمات',
  summary: 'Reviews, newest first, hidden ones included; filtered by hidden or visible, searched by product.',
  query: adminReviewsQuery,
  response: deskPage(adminReview),
});

export const adminReviewHideRoute = defineRoute({
  id: 'admin.reviews.hide',
  rateLimited: true,
  method: 'POST',
  path: '/admin/reviews/{id}/hide',
  access: staff,
  tag: 'مكتب الموظفين: التقييمات',
  summary: 'Hide a review: it leaves the product page, its list and its average at once; an audit entry.',
  params: idParams,
  response: envelope(adminReview),
  successMessage: 'reviewHidden',
  failures: [reviewMissing, { code: 'review.already_hidden', when: 'The review is hidden already.' }],
});

export const adminReviewUnhideRoute = defineRoute({
  id: 'admin.reviews.unhide',
  rateLimited: true,
  method: 'POST',
  path: '/admin/reviews/{id}/unhide',
  access: staff,
  tag: 'مكتب الموظفين: التقييمات',
  summary: 'Show a hidden review again; an audit entry.',
  params: idParams,
  response: envelope(adminReview),
  successMessage: 'reviewShown',
  failures: [reviewMissing, { code: 'review.not_hidden', when: 'The review is not hidden.' }],
});

export const adminRequestsRoute = defineRoute({
  id: 'admin.requests.list',
  method: 'GET',
  path: '/admin/requests',
  access: staff,
  tag: 'مكتب الموظفين: طلبات المنتجات',
  summary: 'Product requests, newest first, by status.',
  query: adminRequestsQuery,
  response: deskPage(adminProductRequest),
});

export const adminRequestStatusRoute = defineRoute({
  id: 'admin.requests.status',
  rateLimited: true,
  method: 'POST',
  path: '/admin/requests/{id}/status',
  access: staff,
  tag: 'مكتب الموظفين: طلبات المنتجات',
  summary:
    'Move a request: new → in_review → added (linking the product; the requester gets an in-store notice) or declined. Audited.',
  params: idParams,
  body: adminRequestStatusBody,
  response: envelope(adminProductRequest),
  successMessage: 'productRequestUpdated',
  failures: [
    requestMissing,
    { code: 'product_request.transition', when: 'The request is added or declined already, or moves backwards.' },
    { code: 'product_request.product_required', when: 'Marked added without a product.', field: 'product_id' },
    { code: 'product.not_found', when: 'The product to link does not exist.' },
  ],
});
