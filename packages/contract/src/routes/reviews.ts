import { envelope, messageOnly } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
import { idParams } from '../schemas/fields';
import { review, reviewBody, reviewsPage, reviewsQuery } from '../schemas/reviews';

const tag = 'التقييمات';
// Customers only: reviews speak for the people who use the products, not for the sellers who resell them. Any
// signed-in customer may review (a verified-purchase mark tells buyers apart): docs/decisions.md, "Issue 13 — reviews".
const productMissing: RouteFailure = { code: 'product.not_found', when: 'No product with this id is on sale.' };

export const reviewCreateRoute = defineRoute(table.reviewsCreate, {
  tag,
  summary: 'Rate a product 1–5 with an optional comment; a second review of the same product replaces the first.',
  body: reviewBody,
  response: envelope(review),
  successMessage: 'reviewSubmitted',
  rateLimited: true,
  failures: [productMissing],
});

export const productReviewsRoute = defineRoute(table.reviewsList, {
  tag,
  summary:
    "A product's visible reviews, newest first, with the average (one decimal) and the distribution of stars. With a session: `is_mine` marks the caller's and `mine` holds it.",
  query: reviewsQuery,
  response: reviewsPage,
  failures: [productMissing],
});

export const reviewDeleteRoute = defineRoute(table.reviewsDelete, {
  tag,
  summary: "Delete one of the caller's reviews.",
  params: idParams,
  response: messageOnly,
  successMessage: 'reviewDeleted',
  rateLimited: true,
  failures: [
    { code: 'review.not_found', when: "No review of the caller's with this id (another person's is as unknown)." },
  ],
});
