import { envelope } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
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
const reviewMissing: RouteFailure = { code: 'review.not_found', when: 'No review with this id.' };
const requestMissing: RouteFailure = { code: 'product_request.not_found', when: 'No request with this id.' };

export const adminReviewsRoute = defineRoute(table.adminReviewsList, {
  tag: 'مكتب الموظفين: التقييمات',
  summary: 'Reviews, newest first, hidden ones included; filtered by hidden or visible, searched by product.',
  query: adminReviewsQuery,
  response: deskPage(adminReview),
});

export const adminReviewHideRoute = defineRoute(table.adminReviewsHide, {
  rateLimited: true,
  tag: 'مكتب الموظفين: التقييمات',
  summary: 'Hide a review: it leaves the product page, its list and its average at once; an audit entry.',
  params: idParams,
  response: envelope(adminReview),
  successMessage: 'reviewHidden',
  failures: [reviewMissing, { code: 'review.already_hidden', when: 'The review is hidden already.' }],
});

export const adminReviewUnhideRoute = defineRoute(table.adminReviewsUnhide, {
  rateLimited: true,
  tag: 'مكتب الموظفين: التقييمات',
  summary: 'Show a hidden review again; an audit entry.',
  params: idParams,
  response: envelope(adminReview),
  successMessage: 'reviewShown',
  failures: [reviewMissing, { code: 'review.not_hidden', when: 'The review is not hidden.' }],
});

export const adminRequestsRoute = defineRoute(table.adminRequestsList, {
  tag: 'مكتب الموظفين: طلبات المنتجات',
  summary: 'Product requests, newest first, by status.',
  query: adminRequestsQuery,
  response: deskPage(adminProductRequest),
});

export const adminRequestStatusRoute = defineRoute(table.adminRequestsStatus, {
  rateLimited: true,
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
