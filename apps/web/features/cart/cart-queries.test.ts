import { type MutationOptions, QueryObserver } from '@tanstack/react-query';
import type { Cart } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '@/lib/toast';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, deferred, fakeCall, runMutation } from '../session-data/session-call.fixture';
import { cartOf, line } from './cart.fixture';
import { type CartCount, cartKeys } from './cart-model';
import {
  cartCountQuery,
  cartQuery,
  emptyCartMutation,
  removeLineMutation,
  updateQuantityMutation,
} from './cart-queries';

/** Spec §4 "Cart": the local changes, their rollback, and exactly what is read again after each write. */
const toastsOf = (kind: 'error' | 'success') =>
  currentToasts()
    .filter((toast) => toast.kind === kind)
    .map((toast) => toast.message);

let client = createSessionQueryClient();
const watching: Array<() => void> = [];

/** A page showing the cart and the badge: both queries have an observer, so an invalidation refetches them. */
function showCartAndBadge(call: ReturnType<typeof fakeCall>['call']) {
  watching.push(new QueryObserver(client, cartQuery(call)).subscribe(() => {}));
  watching.push(new QueryObserver(client, cartCountQuery(call)).subscribe(() => {}));
}

function run<V, C>(options: MutationOptions<unknown, unknown, V, C>, variables: V) {
  return runMutation(client, options, variables);
}

beforeEach(() => {
  client = createSessionQueryClient();
  client.setQueryData(cartKeys.lines, cartOf([line(1, 1, 12_000), line(2, 2, 5_000)]));
  client.setQueryData<CartCount>(cartKeys.count, { item_count: 3 });
});

afterEach(() => {
  for (const stop of watching.splice(0)) stop();
  for (const toast of currentToasts()) dismissToast(toast.id);
  client.clear();
});

describe('changing a quantity', () => {
  it('shows the new quantity, totals and badge before the server answers', async () => {
    const answer = deferred<unknown>();
    const api = fakeCall({ 'cart.updateItem': () => answer.promise, 'cart.get': () => ({}), 'cart.count': () => ({}) });
    const done = run(updateQuantityMutation(client, api.call), { lineId: 1, quantity: 4 });
    await vi.waitFor(() => expect(client.getQueryData<Cart>(cartKeys.lines)?.total_quantity).toBe(6));
    expect(client.getQueryData<Cart>(cartKeys.lines)?.cart_items[0]).toMatchObject({ quantity: 4, line_total: 48_000 });
    expect(client.getQueryData<Cart>(cartKeys.lines)?.total_price).toBe(58_000);
    expect(client.getQueryData<CartCount>(cartKeys.count)).toEqual({ item_count: 6 });
    expect(api.calls.find((call) => call.id === 'cart.updateItem')?.input).toEqual({
      params: { id: 1 },
      body: { quantity: 4 },
    });
    answer.resolve({ data: line(1, 4, 12_000), message: 'تم التعديل بنجاح' });
    await done;
  });

  it('puts the old quantity back and shows the server message when refused', async () => {
    const api = fakeCall({
      'cart.updateItem': () =>
        Promise.reject(apiFailure(409, 'stock.insufficient', 'الكمية المتوفرة من هذا المنتج 2 فقط.')),
    });
    await expect(run(updateQuantityMutation(client, api.call), { lineId: 1, quantity: 9 })).rejects.toMatchObject({
      code: 'stock.insufficient',
    });
    expect(client.getQueryData<Cart>(cartKeys.lines)).toEqual(cartOf([line(1, 1, 12_000), line(2, 2, 5_000)]));
    expect(client.getQueryData<CartCount>(cartKeys.count)).toEqual({ item_count: 3 });
    expect(toastsOf('error')).toEqual(['الكمية المتوفرة من هذا المنتج 2 فقط.']);
  });

  it.each([
    ['accepted', () => Promise.resolve({ data: line(1, 2, 12_000), message: 'ok' })],
    ['refused', () => Promise.reject(apiFailure(422, 'cart.quantity_limit', 'الكمية القصوى 99'))],
  ])('reads the cart count and the cart again once %s', async (_outcome, answer) => {
    const api = fakeCall({
      'cart.updateItem': answer,
      'cart.get': () => ({ data: cartOf([line(1, 2, 12_000), line(2, 2, 5_000)]) }),
      'cart.count': () => ({ data: { item_count: 4 } }),
    });
    showCartAndBadge(api.call);
    await run(updateQuantityMutation(client, api.call), { lineId: 1, quantity: 2 }).catch(() => {});
    await vi.waitFor(() => expect([api.count('cart.get'), api.count('cart.count')]).toEqual([1, 1]));
    await vi.waitFor(() => expect(client.getQueryData<CartCount>(cartKeys.count)).toEqual({ item_count: 4 }));
  });

  it('sends quick taps one after another, and reads the cart again once, after the last', async () => {
    const first = deferred<unknown>();
    const api = fakeCall({
      'cart.updateItem': (_input, attempt) => (attempt === 1 ? first.promise : { data: line(1, 3), message: 'ok' }),
      'cart.get': () => ({ data: cartOf([line(1, 3, 12_000), line(2, 2, 5_000)]) }),
      'cart.count': () => ({ data: { item_count: 5 } }),
    });
    showCartAndBadge(api.call);
    const one = run(updateQuantityMutation(client, api.call), { lineId: 1, quantity: 2 });
    const two = run(updateQuantityMutation(client, api.call), { lineId: 1, quantity: 3 });
    // Both local changes show at once; the second request waits for the first.
    await vi.waitFor(() => expect(client.getQueryData<Cart>(cartKeys.lines)?.cart_items[0]?.quantity).toBe(3));
    expect(api.count('cart.updateItem')).toBe(1);
    first.resolve({ data: line(1, 2), message: 'ok' });
    await Promise.all([one, two]);
    expect(api.calls.filter((call) => call.id === 'cart.updateItem').map((call) => call.input.body)).toEqual([
      { quantity: 2 },
      { quantity: 3 },
    ]);
    await vi.waitFor(() => expect(api.count('cart.get')).toBe(1));
    expect(api.count('cart.count')).toBe(1);
  });
});

describe('removing a line', () => {
  it('removes it locally with its totals and badge, says so, and reads nothing again', async () => {
    const api = fakeCall({
      'cart.removeItem': () => ({ message: 'تم' }),
      'cart.get': () => ({ data: cartOf([]) }),
      'cart.count': () => ({ data: { item_count: 0 } }),
    });
    showCartAndBadge(api.call);
    await run(removeLineMutation(client, api.call), { lineId: 2 });
    expect(client.getQueryData<Cart>(cartKeys.lines)).toEqual(cartOf([line(1, 1, 12_000)]));
    expect(client.getQueryData<CartCount>(cartKeys.count)).toEqual({ item_count: 1 });
    expect(toastsOf('success')).toEqual(['تم إزالة المنتج من سلة المشتريات بنجاح']);
    expect([api.count('cart.get'), api.count('cart.count')]).toEqual([0, 0]);
  });

  it('keeps the line and shows the failure when refused', async () => {
    const api = fakeCall({
      'cart.removeItem': () => Promise.reject(apiFailure(404, 'cart.line_not_found', 'غير موجود')),
    });
    await run(removeLineMutation(client, api.call), { lineId: 2 }).catch(() => {});
    expect(client.getQueryData<Cart>(cartKeys.lines)?.card_quantity).toBe(2);
    expect(toastsOf('error')).toEqual(['غير موجود']);
  });
});

describe('emptying the cart', () => {
  it('resets quantity and price to 0 locally and says so', async () => {
    const api = fakeCall({ 'cart.empty': () => ({ message: 'تم' }) });
    await run(emptyCartMutation(client, api.call), undefined);
    expect(client.getQueryData<Cart>(cartKeys.lines)).toEqual({
      cart_items: [],
      total_quantity: 0,
      total_price: 0,
      card_quantity: 0,
    });
    expect(client.getQueryData<CartCount>(cartKeys.count)).toEqual({ item_count: 0 });
    expect(toastsOf('success')).toEqual(['تم إفراغ السلة بنجاح']);
    expect(api.calls[0]?.input).toEqual({ query: { fcm_token: '' } });
  });
});
