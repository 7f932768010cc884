import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ErrorCode, GiftChoice, GiftProgram, Invoice, Order, QuantityError } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { ApiError, errorMessage } from '@/lib/api';
import { type CartCount, cartKeys, EMPTY_CART } from '../cart/cart-model';
import { orderKeys } from '../orders/order-queries';
import { idempotentWrite } from '../session-data/idempotency';
import type { SessionCall } from '../session-data/session-call';
import { codeKeys, walletKeys } from '../wallet/wallet-queries';
import { checkoutKeys, type InvoiceInput, invoiceParams, quantityProblemsOf } from './checkout-model';

/**
 * Checkout's reads and its one write (spec §7 "Checkout and orders"), over a `SessionCall`: `use-checkout.ts` binds
 * them to the session for components, tests to fakes.
 */

/**
 * The invoice for the shopper's choices. While a new combination is read, the last invoice stays on screen
 * (`keepPreviousData`), so typing a code or a wallet amount does not blank the totals.
 */
export const invoiceQuery = (call: SessionCall, input: InvoiceInput) =>
  queryOptions({
    queryKey: checkoutKeys.invoice(input),
    queryFn: async ({ signal }): Promise<Invoice> =>
      (await call(routes.checkoutInvoiceDetails, { query: invoiceParams(input) }, { signal })).data,
    placeholderData: keepPreviousData,
  });

export const giftProgramsQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: checkoutKeys.gifts,
    queryFn: async ({ signal }): Promise<GiftProgram[]> => (await call(routes.checkoutPrediction, {}, { signal })).data,
  });

export interface PlaceOrderInput extends InvoiceInput {
  gifts: GiftChoice[];
  note: string;
  /** The total the shopper is looking at: the API refuses the order if it is no longer the total (409). */
  expectedTotal: number;
}

/** A field of the checkout form the API can refuse, where its message is shown. */
export type CheckoutField = 'code' | 'gifts' | 'address_id';

export type PlaceOutcome =
  | { kind: 'placed'; order: Order; message: string }
  /** Spec §5: the quantity popup, not a toast. */
  | { kind: 'quantity'; problems: QuantityError[]; message: string }
  /** A price, the stock, the code or the wallet changed since the invoice was read: show the new one. */
  | { kind: 'total-changed'; message: string }
  | { kind: 'field'; field: CheckoutField; message: string }
  | { kind: 'failed'; message: string; code: ErrorCode | null; retryable: boolean };

export interface PlaceDeps {
  client: QueryClient;
  call: SessionCall;
  /** One key per order the shopper means to place: the page keeps it until that order is placed or refused. */
  key: string;
  sleep?: (ms: number) => Promise<void>;
}

const FIELDS: readonly CheckoutField[] = ['code', 'gifts', 'address_id'];

/**
 * "تأكيد الطلب": the cart becomes a cash-on-delivery order. Sent with the page's Idempotency-Key and retried with it
 * (no answer, `server.busy`), so a shaky connection or a second tap can never place two orders.
 */
export async function placeOrder(input: PlaceOrderInput, deps: PlaceDeps): Promise<PlaceOutcome> {
  const body = {
    ...invoiceParams(input),
    gifts: input.gifts,
    ...(input.note.trim() ? { note: input.note.trim() } : {}),
    payment_method: 'cod' as const,
    expected_total: input.expectedTotal,
  };
  try {
    const answer = await idempotentWrite((headers) => deps.call(routes.ordersCreate, { body }, { headers }), {
      key: deps.key,
      sleep: deps.sleep,
    });
    await afterPlaced(deps.client);
    return { kind: 'placed', order: answer.data, message: answer.message };
  } catch (error) {
    return await refusal(error, deps.client);
  }
}

/** The cart is empty now and the orders, the wallet and the codes have changed: what the caches hold is put right. */
async function afterPlaced(client: QueryClient): Promise<void> {
  client.setQueryData(cartKeys.lines, EMPTY_CART);
  client.setQueryData<CartCount>(cartKeys.count, { item_count: 0 });
  // Marked out of date but not read now: the page is leaving for the thank-you page, and an invoice of the emptied
  // cart would only flash "your cart is empty" on its way out. The next checkout reads afresh.
  await Promise.all([
    client.invalidateQueries({ queryKey: checkoutKeys.all, refetchType: 'none' }),
    client.invalidateQueries({ queryKey: orderKeys.all }),
    client.invalidateQueries({ queryKey: walletKeys.all }),
    // A code's uses left (/profile/codes) changed with it.
    client.invalidateQueries({ queryKey: codeKeys.all }),
  ]);
}

async function refusal(error: unknown, client: QueryClient): Promise<PlaceOutcome> {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { kind: 'failed', message, code: null, retryable: false };
  const { code } = error;
  if (code === 'stock.insufficient') {
    // The invoice under the popup must show the stock as it is now.
    await client.invalidateQueries({ queryKey: checkoutKeys.all });
    return { kind: 'quantity', problems: quantityProblemsOf(error.body), message };
  }
  if (code === 'order.total_changed' || code === 'wallet.insufficient' || code === 'order.min_total') {
    await client.invalidateQueries({ queryKey: checkoutKeys.all });
    return { kind: 'total-changed', message };
  }
  const field = FIELDS.find((name) => error.fieldErrors?.[name]?.[0]);
  if (field) {
    if (field === 'gifts') await client.invalidateQueries({ queryKey: checkoutKeys.gifts });
    return { kind: 'field', field, message: error.fieldErrors?.[field]?.[0] ?? message };
  }
  if (code === 'cart.empty') {
    // Another tab placed it (or emptied the cart): what this page shows is out of date.
    client.setQueryData(cartKeys.lines, EMPTY_CART);
    client.setQueryData<CartCount>(cartKeys.count, { item_count: 0 });
  }
  return { kind: 'failed', message, code, retryable: error.isNetworkError || error.status >= 500 };
}
