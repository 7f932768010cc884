import { type MutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Cart, Order, orders, ReorderPreview, RouteResponse } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cartKeys } from '../cart/cart-model';
import { idempotentWrite, newIdempotencyKey } from '../session-data/idempotency';
import type { SessionCall } from '../session-data/session-call';
import { codeKeys, walletKeys } from '../wallet/wallet-queries';

/**
 * The caller's orders (issue 11: /profile/orders and /profile/orders/[id]), as TanStack Query options over a
 * `SessionCall`; `use-orders.ts` binds them to the session for components.
 *
 * Everything under `orders` is about the caller's orders: a cancel reads them all again (the list's status and the
 * order's own), and the wallet and the codes too, since a cancel gives the wallet part and the code's use back.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  reorder: (id: number) => ['orders', 'reorder', id] as const,
};

/**
 * `/profile/orders?page=n`; page 1 has the plain address, so the link from the account page is the same page. Here,
 * not in the list's client module, because the server page builds its sign-in return address with it too.
 */
export const ordersPageHref = (page: number) => (page > 1 ? `/profile/orders?page=${page}` : '/profile/orders');

/** Orders a page of the list shows (the contract's default). */
export const ORDERS_PAGE_SIZE = 10;

export type OrdersPage = Omit<RouteResponse<typeof orders.ordersListRoute>, 'message'>;

export const ordersQuery = (call: SessionCall, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const { message: _message, ...list } = await call(
        routes.ordersList,
        { query: { page, limit: ORDERS_PAGE_SIZE } },
        { signal },
      );
      return list;
    },
  });

export const orderQuery = (call: SessionCall, id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }): Promise<Order> =>
      (await call(routes.ordersDetails, { params: { id } }, { signal })).data,
  });

/** Today's price and stock of each line: read afresh each time the re-order dialog opens. */
export const reorderPreviewQuery = (call: SessionCall, id: number) =>
  queryOptions({
    queryKey: orderKeys.reorder(id),
    queryFn: async ({ signal }): Promise<ReorderPreview> =>
      (await call(routes.ordersReorderPreview, { params: { id } }, { signal })).data,
    staleTime: 0,
  });

/**
 * A failure's words for a write or a read of this area: a refusal the API named (`order.not_cancellable`,
 * `reorder.nothing_available`, a rate limit …) in the API's own Arabic; anything else — no answer, a server failure —
 * in the spec's fixed text for that action (§8: 'حدث خطأ أثناء حذف الطلب', 'Failed to fetch reorder data').
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code ? error.message : fallback;
}

/**
 * The preview for the re-order dialog, or null when it could not be read (then the spec's failure toast is shown
 * here, once, after the cache's retries).
 */
export async function loadReorderPreview(
  client: QueryClient,
  call: SessionCall,
  id: number,
): Promise<ReorderPreview | null> {
  try {
    return await client.fetchQuery(reorderPreviewQuery(call, id));
  } catch (error) {
    toast.error(failureText(error, messages.fetchReorderFailed));
    return null;
  }
}

const ORDER_WRITES = { id: 'orders' };

/** One press of a button is one action: one Idempotency-Key for all of its retries (tests pass their own). */
export interface OrderAction {
  id: number;
  key?: string;
}

/**
 * Cancelling a pending order (spec §7 `DELETE app/orders?order_id`), after the page's confirmation. The status is not
 * changed locally: the order goes on showing what the server says, and the server decides (staff may have confirmed
 * it meanwhile: 409 `order.not_cancellable`, whose message is shown, and the order read again so the page shows its
 * real status). Whatever the outcome the orders are read again; on success the wallet and the codes as well.
 */
export const cancelOrderMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<{ message: string }, unknown, OrderAction> => ({
  mutationKey: [...orderKeys.all, 'cancel'],
  scope: ORDER_WRITES,
  mutationFn: ({ id, key = newIdempotencyKey() }) =>
    idempotentWrite((headers) => call(routes.ordersDelete, { query: { order_id: id } }, { headers }), { key }),
  onSuccess: async (answer) => {
    toast.success(answer.message || messages.orderDeleted);
    await Promise.all([
      client.invalidateQueries({ queryKey: walletKeys.all }),
      client.invalidateQueries({ queryKey: codeKeys.all }),
    ]);
  },
  onError: (error) => toast.error(failureText(error, messages.deleteOrderFailed)),
  onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
});

/**
 * Putting a past order's available lines back in the cart (`PUT app/re-order/{id}`). The API's message says whether
 * everything went in ('تمت الإضافة الى السلة') or only what is available ('أضفنا إلى السلة المنتجات المتوفرة فقط.');
 * the cart (and so the header's badge) is read again. Nothing available is a 409 with its own message.
 */
export const reorderMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<{ data: Cart; message: string }, unknown, OrderAction> => ({
  mutationKey: [...orderKeys.all, 'reorder'],
  scope: ORDER_WRITES,
  mutationFn: ({ id, key = newIdempotencyKey() }) =>
    idempotentWrite((headers) => call(routes.ordersReorder, { params: { id } }, { headers }), { key }),
  onSuccess: async (answer) => {
    toast.success(answer.message || messages.addedToCart);
    await client.invalidateQueries({ queryKey: cartKeys.all });
  },
  onError: (error) => toast.error(errorMessage(error)),
});
