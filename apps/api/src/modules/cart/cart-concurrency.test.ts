import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { addPayload, newCustomer, variantWithStock } from '../../../test/kits/cart';

/**
 * Taps that race (two phones, a double tap without a key, a retry) on one cart. Under `npm run test:pg` the requests
 * really run at once on separate connections; the answers must be the same as if they came one by one.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const add = (headers: Record<string, string>, payload: object) =>
  store.call({ method: 'POST', url: '/api/v2/app/cart/items', headers, payload });

async function cartOf(headers: Record<string, string>) {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/cart', headers });
  return response.json().data as { cart_items: Array<{ quantity: number }>; total_quantity: number };
}

describe('concurrent adds', () => {
  it('two concurrent adds of one variant end as one line with the summed quantity', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 20);
    const answers = await Promise.all([add(headers, addPayload(variant, 2)), add(headers, addPayload(variant, 3))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const current = await cartOf(headers);
    expect(current.cart_items).toHaveLength(1);
    expect(current.total_quantity).toBe(5);
  });

  it('the first add of a new customer, sent five times at once, makes one cart and one line', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 20);
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(headers, addPayload(variant, 1))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await cartOf(headers)).toMatchObject({ total_quantity: 5, cart_items: [{ quantity: 5 }] });
  });

  it('ten adds racing for a stock of five: exactly five units are held, the rest refused with stock.insufficient', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 5);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(headers, addPayload(variant, 1))));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'stock.insufficient')).toHaveLength(5);
    expect((await cartOf(headers)).total_quantity).toBe(5);
  });
});
