import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { ApiError, errorMessage } from '@/lib/api';
import { orderKeys } from '../orders/order-queries';
import { idempotentWrite } from '../session-data/idempotency';
import type { SessionCall } from '../session-data/session-call';
import { type PlacedErrors, type PricingInput, placeErrors, type SellerRole, sellerKeys } from './seller-model';

/**
 * "تأكيد الطلب" for someone else (issue 14): the cart becomes an order for an influencer's contact or to a
 * pharmacist's address, priced with the same inputs as the invoice on screen. One Idempotency-Key per order the
 * seller means to place (kept by the page across a retry), as the customer's checkout does.
 */
export type SellerPlaceOutcome =
  | { kind: 'placed'; order: Order; message: string }
  | { kind: 'refused'; message: string; errors: PlacedErrors; retryable: boolean };

export interface SellerPlaceInput {
  role: SellerRole;
  cartId: number;
  receiverId: number;
  pricing: PricingInput;
  note?: string;
  /** The invoice's total on screen: the API refuses the order (409, the new total) if it is no longer the total. */
  expectedTotal?: number;
}

export function sellerOrderBody({ role, cartId, receiverId, pricing, note, expectedTotal }: SellerPlaceInput) {
  const receiver = role === 'influencer' ? { contact_id: receiverId } : { address_id: receiverId };
  return {
    cart_id: cartId,
    ...receiver,
    ...pricing,
    ...(note?.trim() ? { note: note.trim() } : {}),
    ...(expectedTotal !== undefined ? { expected_total: expectedTotal } : {}),
  };
}

/** Refusals that mean the invoice on screen is out of date: it is read again, showing what the order costs now. */
const STALE_INVOICE = new Set(['order.total_changed', 'wallet.insufficient', 'stock.insufficient']);

export async function placeSellerOrder(
  input: SellerPlaceInput,
  deps: { client: QueryClient; call: SessionCall; key: string; sleep?: (ms: number) => Promise<void> },
): Promise<SellerPlaceOutcome> {
  const body = sellerOrderBody(input);
  try {
    const answer = await idempotentWrite(
      (headers) =>
        input.role === 'influencer'
          ? deps.call(routes.ordersInfluencer, { body: body as never }, { headers })
          : deps.call(routes.ordersPharmacist, { body: body as never }, { headers }),
      { key: deps.key, sleep: deps.sleep },
    );
    await Promise.all([
      deps.client.invalidateQueries({ queryKey: sellerKeys.carts }),
      deps.client.invalidateQueries({ queryKey: sellerKeys.cart(input.cartId) }),
      deps.client.invalidateQueries({ queryKey: sellerKeys.invoices, refetchType: 'none' }),
      deps.client.invalidateQueries({ queryKey: orderKeys.all }),
      deps.client.invalidateQueries({ queryKey: ['seller', 'earnings'] }),
    ]);
    return { kind: 'placed', order: answer.data, message: answer.message };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    if (apiError?.code && STALE_INVOICE.has(apiError.code)) {
      await deps.client.invalidateQueries({ queryKey: sellerKeys.invoices });
    }
    return {
      kind: 'refused',
      message: errorMessage(error),
      errors: placeErrors(apiError?.fieldErrors, input.pricing),
      retryable: apiError ? apiError.isNetworkError || apiError.status >= 500 : false,
    };
  }
}
