import { MutationObserver, type MutationOptions, QueryObserver } from '@tanstack/react-query';
import type { Order, OrderSummary } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast } from '@/lib/toast';
import { cartKeys } from '../cart/cart-model';
import { cartCountQuery } from '../cart/cart-queries';
import { IDEMPOTENCY_HEADER } from '../session-data/idempotency';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, fakeCall } from '../session-data/session-call.fixture';
import { codeKeys, walletKeys } from '../wallet/wallet-queries';
import { event, orderOf, previewOf } from './order.fixture';
import {
  cancelOrderMutation,
  loadReorderPreview,
  orderKeys,
  orderQuery,
  ordersQuery,
  reorderMutation,
} from './order-queries';

/**
 * Issue 11: cancelling a pending order and ordering one again from /profile/orders/[id] — what is sent (with its
 * Idempotency-Key), what the shopper is told, and exactly what is read again.
 */
const toastsOf = (kind: 'error' | 'success') =>
  currentToasts()
    .filter((toast) => toast.kind === kind)
    .map((toast) => toast.message);

let client = createSessionQueryClient();
const watching: Array<() => void> = [];

const summaryOf = (order: Order): OrderSummary => {
  const { timeline: _t, items: _i, subtotal: _s, discount: _d, wallet_used: _w, ...rest } = order;
  const { payment_method: _p, code: _c, note: _n, address: _a, ...summary } = rest;
  return summary;
};
const listOf = (...list: Order[]) => ({
  data: list.map(summaryOf),
  page: 1,
  limit: 10,
  total: list.length,
  total_pages: 1,
  message: 'تمت العملية بنجاح',
});

/** The order page open on order 1 and the list behind it: both have observers, so an invalidation reads them. */
function showOrderAndList(call: ReturnType<typeof fakeCall>['call']) {
  watching.push(new QueryObserver(client, orderQuery(call, 1)).subscribe(() => {}));
  watching.push(new QueryObserver(client, ordersQuery(call, 1)).subscribe(() => {}));
}

const keysSent = (api: ReturnType<typeof fakeCall>, id: string) =>
  api.calls.filter((call) => call.id === id).map((call) => call.options.headers?.[IDEMPOTENCY_HEADER]);

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

/** Runs mutation options as `useMutation` would, without React (these writes answer with data of their own). */
function run<D, V, C>(options: MutationOptions<D, unknown, V, C>, variables: V) {
  return new MutationObserver<D, unknown, V, C>(client, options).mutate(variables);
}

const confirmed = orderOf(1, 'confirmed', [
  event('pending', '2026-03-01T09:00:00.000Z', 'customer'),
  event('confirmed', '2026-03-01T10:00:00.000Z'),
]);
const cancelled = orderOf(1, 'cancelled', [
  event('pending', '2026-03-01T09:00:00.000Z', 'customer'),
  event('cancelled', '2026-03-01T10:00:00.000Z', 'customer'),
]);

beforeEach(() => {
  client = createSessionQueryClient();
  const pending = orderOf(1, 'pending');
  client.setQueryData(orderKeys.detail(1), pending);
  client.setQueryData(orderKeys.list(1), listOf(pending));
  client.setQueryData(walletKeys.page(1), { balance: 0, entries: [], page: 1, total_pages: 0 });
  client.setQueryData(codeKeys.all, []);
  client.setQueryData(cartKeys.count, { item_count: 0 });
});

afterEach(() => {
  for (const stop of watching.splice(0)) stop();
  for (const toast of currentToasts()) dismissToast(toast.id);
  client.clear();
});

describe('reading the orders', () => {
  it('asks for a page of ten and keeps its place in the list', async () => {
    const api = fakeCall({ 'orders.list': () => ({ ...listOf(cancelled), page: 2, total: 11, total_pages: 2 }) });
    const page = await client.fetchQuery(ordersQuery(api.call, 2));
    expect(api.calls[0]?.input).toEqual({ query: { page: 2, limit: 10 } });
    expect(page).toMatchObject({ page: 2, total: 11, total_pages: 2 });
    expect(page).not.toHaveProperty('message');
  });
});

describe('cancelling a pending order', () => {
  it('sends the order id with an Idempotency-Key, says so, and reads the order, the list, the wallet and the codes again', async () => {
    const api = fakeCall({
      'orders.delete': () => ({ message: 'تم حذف الطلب بنجاح' }),
      'orders.details': () => ({ data: cancelled, message: 'ok' }),
      'orders.list': () => listOf(cancelled),
    });
    showOrderAndList(api.call);
    await run(cancelOrderMutation(client, api.call), { id: 1 });

    expect(api.calls.find((call) => call.id === 'orders.delete')?.input).toEqual({ query: { order_id: 1 } });
    expect(keysSent(api, 'orders.delete')[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(toastsOf('success')).toEqual(['تم حذف الطلب بنجاح']);
    expect(toastsOf('error')).toEqual([]);
    expect(api.count('orders.details')).toBe(1);
    expect(api.count('orders.list')).toBe(1);
    expect(client.getQueryData<Order>(orderKeys.detail(1))?.status).toBe('cancelled');
    // The wallet part and the code's use came back: whatever shows them reads again.
    expect(stale(walletKeys.page(1))).toBe(true);
    expect(stale(codeKeys.all)).toBe(true);
    expect(stale(cartKeys.count)).toBe(false);
  });

  it('sends the same key again when no answer came back, so the server cancels once', async () => {
    const api = fakeCall({
      'orders.delete': (_input, attempt) =>
        attempt === 1 ? Promise.reject(apiFailure(0, null, 'خطأ في الاتصال')) : { message: 'تم حذف الطلب بنجاح' },
      'orders.details': () => ({ data: cancelled, message: 'ok' }),
      'orders.list': () => listOf(cancelled),
    });
    await run(cancelOrderMutation(client, api.call), { id: 1, key: 'cancel-key-0001' });
    expect(keysSent(api, 'orders.delete')).toEqual(['cancel-key-0001', 'cancel-key-0001']);
    expect(toastsOf('success')).toEqual(['تم حذف الطلب بنجاح']);
  });

  it('shows why when staff confirmed it meanwhile, and reads the order again to show its real status', async () => {
    const api = fakeCall({
      'orders.delete': () => Promise.reject(apiFailure(409, 'order.not_cancellable', messages.orderNotCancellable)),
      'orders.details': () => ({ data: confirmed, message: 'ok' }),
      'orders.list': () => listOf(confirmed),
    });
    showOrderAndList(api.call);
    await run(cancelOrderMutation(client, api.call), { id: 1 }).catch(() => {});

    expect(toastsOf('error')).toEqual(['لا يمكن إلغاء هذا الطلب بعد تأكيده. تواصل معنا للمساعدة.']);
    expect(toastsOf('success')).toEqual([]);
    expect(api.count('orders.details')).toBe(1);
    expect(client.getQueryData<Order>(orderKeys.detail(1))).toMatchObject({ status: 'confirmed', can_delete: false });
    // Nothing came back to the wallet.
    expect(stale(walletKeys.page(1))).toBe(false);
  });

  it("shows the spec's text when the failure has no reason of its own", async () => {
    const api = fakeCall({
      'orders.delete': () => Promise.reject(apiFailure(0, null, 'خطأ في الاتصال')),
      'orders.details': () => ({ data: orderOf(1, 'pending'), message: 'ok' }),
      'orders.list': () => listOf(orderOf(1, 'pending')),
    });
    await run(cancelOrderMutation(client, api.call), { id: 1 }).catch(() => {});
    // Sent twice (no answer either time, the same key), then the spec's message.
    expect(api.count('orders.delete')).toBe(2);
    expect(toastsOf('error')).toEqual(['حدث خطأ أثناء حذف الطلب']);
    expect(client.getQueryData<Order>(orderKeys.detail(1))?.status).toBe('pending');
  });
});

describe('ordering again', () => {
  const cartAnswer = (message: string) => ({
    data: { cart_items: [], total_quantity: 2, total_price: 24_000, card_quantity: 1 },
    message,
  });

  it('puts the lines in the cart with an Idempotency-Key, says so, and reads the badge again', async () => {
    const api = fakeCall({
      'orders.reorder': () => cartAnswer('تمت الإضافة الى السلة'),
      'cart.count': () => ({ data: { item_count: 2 }, message: 'ok' }),
    });
    watching.push(new QueryObserver(client, cartCountQuery(api.call)).subscribe(() => {}));
    await run(reorderMutation(client, api.call), { id: 1 });

    expect(api.calls.find((call) => call.id === 'orders.reorder')?.input).toEqual({ params: { id: 1 } });
    expect(keysSent(api, 'orders.reorder')[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(toastsOf('success')).toEqual(['تمت الإضافة الى السلة']);
    expect(api.count('cart.count')).toBe(1);
    expect(client.getQueryData(cartKeys.count)).toEqual({ item_count: 2 });
  });

  it('says only the available ones went in when the API says so', async () => {
    const api = fakeCall({
      'orders.reorder': () => cartAnswer('أضفنا إلى السلة المنتجات المتوفرة فقط.'),
      'cart.count': () => ({ data: { item_count: 1 }, message: 'ok' }),
    });
    await run(reorderMutation(client, api.call), { id: 1 });
    expect(toastsOf('success')).toEqual(['أضفنا إلى السلة المنتجات المتوفرة فقط.']);
    expect(stale(cartKeys.count)).toBe(true);
  });

  it('shows the reason when nothing can be bought today, and leaves the cart alone', async () => {
    const api = fakeCall({
      'orders.reorder': () =>
        Promise.reject(apiFailure(409, 'reorder.nothing_available', messages.reorderNothingAvailable)),
    });
    await run(reorderMutation(client, api.call), { id: 1 }).catch(() => {});
    expect(toastsOf('error')).toEqual(['منتجات هذا الطلب غير متوفرة حالياً.']);
    expect(toastsOf('success')).toEqual([]);
    expect(stale(cartKeys.count)).toBe(false);
  });
});

describe("the re-order dialog's preview", () => {
  it("is read afresh each time it opens (today's prices)", async () => {
    const preview = previewOf(1, [{ variant: 11, quantity: 2, stock: 5 }]);
    const api = fakeCall({ 'orders.reorderPreview': () => ({ data: preview, message: 'ok' }) });
    expect(await loadReorderPreview(client, api.call, 1)).toEqual(preview);
    expect(await loadReorderPreview(client, api.call, 1)).toEqual(preview);
    expect(api.count('orders.reorderPreview')).toBe(2);
    expect(api.calls[0]?.input).toEqual({ params: { id: 1 } });
  });

  it("opens nothing and shows the spec's message when it cannot be read", async () => {
    const api = fakeCall({ 'orders.reorderPreview': () => Promise.reject(apiFailure(400, null, 'Bad Request')) });
    expect(await loadReorderPreview(client, api.call, 1)).toBeNull();
    expect(toastsOf('error')).toEqual(['Failed to fetch reorder data']);
  });

  it("shows the API's reason when it gave one", async () => {
    const api = fakeCall({
      'orders.reorderPreview': () => Promise.reject(apiFailure(404, 'order.not_found', 'الطلب غير موجود.')),
    });
    expect(await loadReorderPreview(client, api.call, 1)).toBeNull();
    expect(toastsOf('error')).toEqual(['الطلب غير موجود.']);
  });
});
