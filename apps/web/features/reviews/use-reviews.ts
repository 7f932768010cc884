'use client';

import { useQuery } from '@tanstack/react-query';
import type { Review } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useWrite } from '@/features/session-data/use-write';
import { ApiError } from '@/lib/api';
import { authedCall } from '@/lib/session-runtime';

/** The signed-in customer's own review of a product and her review writes, bound to the session's API client. */
export const myReviewKey = (productId: number) => ['reviews', 'mine', productId] as const;

/** The API's reason when it gave one; the product page's own words otherwise. */
export const reviewFailureOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'تعذر حفظ التقييم الآن. حاول مرة أخرى.';

export const useMyReview = (productId: number) =>
  useQuery({
    queryKey: myReviewKey(productId),
    queryFn: async ({ signal }): Promise<Review | null> =>
      (await authedCall(routes.reviewsList, { query: { product_id: productId, limit: 1 } }, { signal })).mine,
  });

/** Writing (or replacing) her review: her review is read again, then `onDone` (the page's list is the server's). */
export const useSaveReview = (productId: number, onDone: () => void) =>
  useWrite({
    mutationFn: (body: { rating: number; comment: string }) =>
      authedCall(routes.reviewsCreate, { body: { product_id: productId, ...body } }),
    successToast: 'answer',
    invalidates: [myReviewKey(productId)],
    onSuccess: onDone,
  });

/** Deleting her review: the same reads again as a save; a refusal in a toast. */
export const useDeleteReview = (productId: number, onDone: () => void) =>
  useWrite({
    mutationFn: (id: number) => authedCall(routes.reviewsDelete, { params: { id } }),
    successToast: 'answer',
    errorToast: reviewFailureOf,
    invalidates: [myReviewKey(productId)],
    onSuccess: onDone,
  });

/** "Ask us for it": the API's thanks in a toast and, through `onSent`, in place of the form; §8's words on failure. */
const requestedOf = (answer: { message: string }) => answer.message || messages.productRequested;
export const useRequestProduct = (onSent: (thanks: string) => void) =>
  useWrite({
    mutationFn: (body: { name: string; brand: string; note: string; mobile: string }) =>
      authedCall(routes.requestsCreate, { body }),
    successToast: requestedOf,
    errorToast: () => messages.requestProductFailed,
    onSuccess: (answer) => onSent(requestedOf(answer)),
  });
