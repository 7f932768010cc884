import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { deferred, fakeCall, runMutation } from '../session-data/session-call.fixture';
import { sellerKeys } from './seller-model';
import { createCartMutation, updateLineMutation } from './seller-queries';

const cart = {
  id: 4,
  name: 'سلة نور',
  is_active: true,
  total_quantity: 1,
  total_price: 10000,
  card_quantity: 1,
  cart_items: [{ id: 40, quantity: 1, line_total: 10000, variant: { id: 400, price: 10000 } }],
};

describe('seller cart writes (spec §4)', () => {
  it('changes the quantity on screen at once, then reads the cart, the carts list and the count again', async () => {
    const client = new QueryClient();
    client.setQueryData(sellerKeys.cart(4), cart);
    client.setQueryData(sellerKeys.carts, [cart]);
    const answer = deferred<unknown>();
    const api = fakeCall({
      'sellerCarts.updateItem': () => answer.promise,
      'sellerCarts.get': () => ({ data: { ...cart, total_quantity: 3 } }),
      'sellerCarts.list': () => ({ data: [{ ...cart, total_quantity: 3 }] }),
    });
    client
      .getQueryCache()
      .build(client, { queryKey: sellerKeys.cart(4), queryFn: () => api.call({ id: 'sellerCarts.get' } as never) });
    client
      .getQueryCache()
      .build(client, { queryKey: sellerKeys.carts, queryFn: () => api.call({ id: 'sellerCarts.list' } as never) });
    const running = runMutation(client, updateLineMutation(client, api.call), { cartId: 4, lineId: 40, quantity: 3 });
    // The optimistic update lands once the mutation has started, before the API answers.
    await vi.waitFor(() => expect(client.getQueryData<typeof cart>(sellerKeys.cart(4))?.total_quantity).toBe(3));
    answer.resolve({ data: {} });
    await running;
    expect(api.calls[0]?.input).toEqual({ params: { id: 40 }, body: { quantity: 3 } });
    await vi.waitFor(() => {
      expect(client.getQueryState(sellerKeys.carts)?.isInvalidated).toBe(true);
      expect(client.getQueryState(sellerKeys.cart(4))?.isInvalidated).toBe(true);
    });
  });

  it('reads the carts list again after a cart is created', async () => {
    const client = new QueryClient();
    client.setQueryData(sellerKeys.carts, []);
    const api = fakeCall({ 'sellerCarts.create': () => ({ data: { ...cart, id: 5 } }) });
    await runMutation(client, createCartMutation(client, api.call) as never, { name: 'سلة سارة' });
    expect(client.getQueryState(sellerKeys.carts)?.isInvalidated).toBe(true);
  });
});
