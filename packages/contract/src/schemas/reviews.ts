import { z } from 'zod';
import { idParam, intParam, limitParam, paged, pageParam, text } from '../common';
import { blankable, timestamp } from './fields';

export const review = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  author_name: z
    .string()
    .describe("First name only; mobiles are never shown. A neutral label once the author's account is deleted"),
  verified_purchase: z.boolean().describe('The author has a delivered order with this product'),
  is_mine: z.boolean().describe('The caller wrote it (false for guests), so the web can offer delete'),
  created_at: timestamp,
});
export type Review = z.infer<typeof review>;

export const reviewsSummary = z.object({
  average: z.number().min(0).max(5).describe('Average rating, one decimal'),
  count: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});

export const reviewsPage = paged(review).extend({
  summary: reviewsSummary,
  mine: review
    .nullable()
    .describe(
      "The caller's own review of the product, wherever it falls in the list (null for guests and non-authors)",
    ),
});
export type ReviewsPage = z.infer<typeof reviewsPage>;

// ── Requests

export const reviewBody = z
  .object({
    product_id: idParam,
    rating: intParam(1, 5),
    comment: blankable(text(1000)),
  })
  .describe('Our design (spec: fields not shown); one review per product and author, a second one replaces it');

/** Spec §7 `GET app/product/reviews?product_id&page=reviews_page`. */
export const reviewsQuery = z.object({ product_id: idParam, page: pageParam, limit: limitParam(10) });
