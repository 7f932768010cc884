import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { codeState, insertCode, insertOrder, newCustomer, usableRule } from '../../../test/kits/promotions';

/**
 * Orders racing for a code: each redeem and release runs in a transaction of its own (the order's, as the order flow
 * calls it), all at once. On PostgreSQL (`npm run test:pg`) they really overlap on separate connections, and read-
 * then-write counting without the code's row lock lets more through than the limit (or trips the CHECK with a 500);
 * PGlite runs them one at a time, and the outcome must be the same.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const outcome = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason))));

describe('a code under concurrent orders', () => {
  it('a code limited to 10 uses, redeemed by 50 orders at once, is used exactly 10 times', async () => {
    const { id, code } = await insertCode(store, { usageLimit: 10 });
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const customer = await newCustomer(store);
      buyers.push({ customer, order: await insertOrder(store, customer.id) });
    }
    // Every invoice saw the code open: the limit is reached only when the orders are placed.
    const rule = await usableRule(store, (await newCustomer(store)).ctx, code);
    const results = await Promise.allSettled(
      buyers.map(({ customer, order }) => store.services.codes.redeem(customer.ctx, rule, order.id, 5_000)),
    );
    const codes = outcome(results);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'code.exhausted')).toHaveLength(40);
    expect(await codeState(store, id)).toEqual({ used_count: 10, live: 10, released: 0 });
  });

  it("one customer's racing orders stay within the per-customer limit", async () => {
    const customer = await newCustomer(store);
    const { id, code } = await insertCode(store, { perCustomerLimit: 2 });
    const rule = await usableRule(store, customer.ctx, code);
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await insertOrder(store, customer.id));
    const results = await Promise.allSettled(
      orders.map((order) => store.services.codes.redeem(customer.ctx, rule, order.id, 5_000)),
    );
    const codes = outcome(results);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    expect(codes.filter((c) => c === 'code.customer_limit')).toHaveLength(8);
    expect(await codeState(store, id)).toEqual({ used_count: 2, live: 2, released: 0 });
  });

  it('a cancellation released five times at once gives the use back once', async () => {
    const { id, code } = await insertCode(store, { usageLimit: 3 });
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const customer = await newCustomer(store);
      const order = await insertOrder(store, customer.id);
      await store.services.codes.redeem(customer.ctx, await usableRule(store, customer.ctx, code), order.id, 5_000);
      orders.push(order);
    }
    const [first] = orders;
    await Promise.all(Array.from({ length: 5 }, () => store.services.codes.release(store.ctx(), first?.id ?? 0)));
    expect(await codeState(store, id)).toEqual({ used_count: 2, live: 2, released: 1 });
  });

  it('uses given back and taken at once never pass the limit', async () => {
    const { id, code } = await insertCode(store, { usageLimit: 2 });
    const rule = await usableRule(store, (await newCustomer(store)).ctx, code);
    const placed = [];
    for (let i = 0; i < 2; i++) {
      const customer = await newCustomer(store);
      const order = await insertOrder(store, customer.id);
      await store.services.codes.redeem(customer.ctx, rule, order.id, 5_000);
      placed.push(order);
    }
    const newcomers = [];
    for (let i = 0; i < 6; i++) {
      const customer = await newCustomer(store);
      newcomers.push({ customer, order: await insertOrder(store, customer.id) });
    }
    const results = await Promise.allSettled([
      ...placed.map((order) => store.services.codes.release(store.ctx(), order.id)),
      ...newcomers.map(({ customer, order }) => store.services.codes.redeem(customer.ctx, rule, order.id, 5_000)),
    ]);
    const codes = outcome(results.slice(placed.length));
    const state = await codeState(store, id);
    expect(state?.used_count).toBeLessThanOrEqual(2);
    expect(state?.used_count).toBe(state?.live);
    expect(codes.filter((c) => c === 'ok').length).toBe(state?.used_count);
    expect(codes.every((c) => c === 'ok' || c === 'code.exhausted')).toBe(true);
  });
});
