import { queryOptions } from '@tanstack/react-query';
import type { QuizProduct, QuizRoutine } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import type { AddToCartPayload } from '../cart/payload';
import type { SessionCall } from '../session-data/session-call';
import type { QuizAnswersInput } from './quiz-url';

/**
 * The quiz's reads, as TanStack Query options over a `SessionCall` (the session's `authedCall`, or the plain
 * `apiCall` for a guest). The routine for a set of answers is asked once per answers and account: a signed-in
 * shopper's is kept by the API as it answers (the same answers again replace the one kept).
 */
export const quizKeys = {
  all: ['quiz'] as const,
  latest: ['quiz', 'latest'] as const,
  routine: (answers: QuizAnswersInput, userId: number | null) => ['quiz', 'routine', userId, answers] as const,
};

export const latestRoutineQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: quizKeys.latest as readonly unknown[],
    queryFn: async ({ signal }): Promise<QuizRoutine | null> => (await call(routes.quizLatest, {}, { signal })).data,
  });

/**
 * The result page's routine: for the answers in its address (asked once: the same answers give the same routine),
 * or, without answers, her last one (read again when she comes back to the tab: prices and stock move).
 */
export function resultQuery(call: SessionCall, answers: QuizAnswersInput, userId: number | null) {
  if (Object.keys(answers).length === 0) return latestRoutineQuery(call);
  return queryOptions({
    queryKey: quizKeys.routine(answers, userId) as readonly unknown[],
    queryFn: async ({ signal }): Promise<QuizRoutine | null> =>
      (await call(routes.quizAnswers, { body: { answers } }, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Spec §3 add-to-cart payload of a routine's product: the variant the routine chose, one of it. */
export function routinePayload(product: QuizProduct): AddToCartPayload {
  return {
    price: product.price,
    compare_at: product.compare_at,
    quantity: 1,
    shopify_variant_id: product.shopify_variant_id,
    shopify_variant_sku: product.shopify_variant_sku,
    shopify_product_id: product.shopify_product_id,
    vendor: product.vendor,
    title: product.title,
    image_path: product.image?.url ?? null,
    is_bundle: false,
  };
}
