import { z } from 'zod';
import { boolParam, idParam, limitParam, pageParam, text } from '../common';
import { blankable, timestamp } from './fields';
import { productRequest } from './requests';

/**
 * The staff desk's reviews and product requests (issue 13): the reviews shoppers wrote, to hide what should not be
 * shown, and the queue of products shoppers asked the store to carry.
 */
export const adminReviewsQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  hidden: blankable(boolParam).describe('true: only hidden reviews; false: only visible ones; absent: both'),
  q: blankable(text(100)).describe('The product: its number, or a part of its title'),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;

export const adminReview = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  author: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe("The author's account (null once it is deleted); author_name is what shoppers read"),
  author_name: z.string(),
  verified_purchase: z.boolean(),
  hidden_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AdminReview = z.infer<typeof adminReview>;

export const productRequestStatus = z.enum(['new', 'in_review', 'added', 'declined']);
export type ProductRequestStatus = z.infer<typeof productRequestStatus>;

export const adminRequestsQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: blankable(productRequestStatus),
});
export type AdminRequestsQuery = z.infer<typeof adminRequestsQuery>;

export const adminProductRequest = productRequest.extend({
  requester: z
    .object({ id: z.number().int(), name: z.string(), mobile: z.string() })
    .describe('The account that asked (requests are erased with their account)'),
  product: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('The product added, once linked'),
  handled_at: timestamp.nullable(),
});
export type AdminProductRequest = z.infer<typeof adminProductRequest>;

/**
 * Moves a request along: new → in_review → added (with the product added) or declined; added and declined are final.
 * Marking it added tells the requester in the store, with a link to the product.
 */
export const adminRequestStatusBody = z.object({
  status: productRequestStatus.exclude(['new']),
  product_id: blankable(idParam).describe('Required with added: the catalogue product that answers the request'),
});
export type AdminRequestStatusBody = z.infer<typeof adminRequestStatusBody>;

/** The statuses of a request as staff and shoppers read them. */
export const productRequestStatusLabels: Record<ProductRequestStatus, string> = {
  new: 'جديد',
  in_review: 'قيد المراجعة',
  added: 'تمت الإضافة',
  declined: 'مرفوض',
};
