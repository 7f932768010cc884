'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as messages from '@wb/contract/messages';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import type { InvoiceInput } from './checkout-model';
import { giftProgramsQuery, invoiceQuery, type PlaceOrderInput, placeOrder } from './checkout-queries';

/** Checkout's reads bound to the session's API client, for components under a `SessionDataProvider`. */
export const useInvoice = (input: InvoiceInput) => useQuery(invoiceQuery(authedCall, input));

export const useGiftPrograms = () => useQuery(giftProgramsQuery(authedCall));

/**
 * "تأكيد الطلب": `key` is the page's one Idempotency-Key per order meant, kept across a retry of the same choices.
 * The answer is an outcome, never a throw: the page says a refusal its own way (a popup, a field, a toast).
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: ({ input, key }: { input: PlaceOrderInput; key: string }) =>
      placeOrder(input, { client, call: authedCall, key }),
    successToast: (outcome) => (outcome.kind === 'placed' ? outcome.message || messages.orderPlaced : null),
  });
}
