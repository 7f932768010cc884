import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import { idParams } from '../schemas/fields';
import { review, reviewBody, reviewsPage, reviewsQuery } from '../schemas/reviews';

const tag = 'التقييمات';
// Customers only: reviews speak for the people who use the products, not for the sellers who resell them.
const access = ['customer'] as const;

export const reviewCreateRoute = defineRoute({
  id: 'reviews.create',
  method: 'POST',
  path: '/app/reviews',
  access,
  tag,
  summary: 'Rate a product 1–5 with an optional comment; a second review of the same product replaces the first.',
  body: reviewBody,
  response: envelope(review),
  successMessage: 'reviewSubmitted',
  plannedIn: 'later',
});

export const productReviewsRoute = defineRoute({
  id: 'reviews.list',
  method: 'GET',
  path: '/app/product/reviews',
  access: 'public',
  tag,
  summary: "A product's reviews, newest first, with the average and the rating distribution.",
  query: reviewsQuery,
  response: reviewsPage,
  plannedIn: 'later',
});

export const reviewDeleteRoute = defineRoute({
  id: 'reviews.delete',
  method: 'DELETE',
  path: '/app/reviews/{id}',
  access,
  tag,
  summary: "Delete one of the caller's reviews.",
  params: idParams,
  response: messageOnly,
  successMessage: 'reviewDeleted',
  plannedIn: 'later',
});
