import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../test/harness';
import {
  cancelOrder,
  crowdWithCart,
  fillCart,
  newShopper,
  placed,
  placeOrder,
  type Stocked,
  statuses,
  stockedVariant,
  stockOf,
} from '../../test/kits/orders';
import { codeState, insertCode, insertOrder } from '../../test/kits/promotions';
import { atomically } from '../context';

/**
 * The checkout's promises under concurrency (issue 11's reliability suite): never oversold, never doubled, a code
 * never past its limit, a wallet never below zero, a cancel and a confirm never both. They mean most on PostgreSQL
 * (`npm run test:pg`, in CI), where the requests really run at once; on PGlite they check the same outcomes one
 * transaction at a time.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => store?.close());

describe('stock', () => {
  // Minutes, not seconds, on a busy two-core machine with the embedded database, which runs them one at a time.
  it('200 customers ordering the last 50 units at once: exactly 50 orders, stock 0, never below', {
    timeout: 180_000,
  }, async () => {
    const variant = await stockedVariant(store, 50, 20_000);
    const shoppers = await crowdWithCart(store, 200, variant);

    const responses = await Promise.all(shoppers.map((shopper) => placeOrder(store, shopper)));
    expect(statuses(responses)).toEqual({ 200: 50, 409: 150 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'stock.insufficient', errors: { quantity: [{ available: 0 }] } });
    }
    expect(await stockOf(store, variant)).toBe(0);
    const [sold] = await store.database.rows<{ units: number; orders: number; moved: number }>(sql`
      select (select coalesce(sum(quantity), 0)::int from order_items where variant_id = ${variant.variantId}) as units,
        (select count(distinct order_id)::int from order_items where variant_id = ${variant.variantId}) as orders,
        (select coalesce(sum(delta), 0)::int from stock_movements where variant_id = ${variant.variantId}) as moved`);
    expect(sold).toEqual({ units: 50, orders: 50, moved: -50 });
  });
});

describe('idempotency', () => {
  it('20 requests at once with one Idempotency-Key place one order, and all answer it', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 2]]);
    const key = { 'idempotency-key': `race-${shopper.id}-one-order` };
    const responses = await Promise.all(Array.from({ length: 20 }, () => placeOrder(store, shopper, {}, key)));
    expect(statuses(responses)).toEqual({ 200: 20 });
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    const [row] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${shopper.id}`,
    );
    expect(row?.n).toBe(1);
    expect(await stockOf(store, variant)).toBe(8);
  });
});

describe('discount codes', () => {
  it('a code limited to 10 uses, 50 orders at once: exactly 10 get it, the rest are told it is used up', {
    timeout: 120_000,
  }, async () => {
    const variant = await stockedVariant(store, 500, 20_000);
    const { id, code } = await insertCode(store, { kind: 'fixed', value: 5_000, usageLimit: 10 });
    const shoppers = await crowdWithCart(store, 50, variant);

    const responses = await Promise.all(shoppers.map((shopper) => placeOrder(store, shopper, { code })));
    expect(statuses(responses)).toEqual({ 200: 10, 422: 40 });
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().code).toBe('code.exhausted');
    }
    expect(await codeState(store, id)).toMatchObject({ used_count: 10, live: 10 });
    // The refused orders took nothing.
    expect(await stockOf(store, variant)).toBe(490);
  });
});

describe('the wallet', () => {
  it('100,000 dinars and 10 spends of 30,000 at once: 3 succeed, 10,000 is left, never below zero', async () => {
    const shopper = await newShopper(store);
    await store.services.wallet.credit(store.ctx(), shopper.id, 100_000, 'staff', { note: 'test' });
    const orders = await Promise.all(Array.from({ length: 10 }, () => insertOrder(store, shopper.id)));
    const spends = await Promise.allSettled(
      orders.map((order) => atomically(shopper.ctx, (tx) => store.services.wallet.debit(tx, 30_000, order.id))),
    );
    expect(spends.filter((spend) => spend.status === 'fulfilled')).toHaveLength(3);
    for (const spend of spends.filter((s) => s.status === 'rejected')) {
      expect((spend as PromiseRejectedResult).reason).toMatchObject({ code: 'wallet.insufficient' });
    }
    expect(await store.services.wallet.balance(shopper.ctx)).toBe(10_000);
    const [ledger] = await store.database.rows<{ sum: number }>(
      sql`select sum(amount)::int as sum from wallet_entries where user_id = ${shopper.id}`,
    );
    expect(ledger?.sum).toBe(10_000);
  });

  it('an order spending the wallet while another spend takes it: one of them is refused, never below zero', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 40_000);
    await fillCart(store, shopper, [[variant, 1]]);
    await store.services.wallet.credit(store.ctx(), shopper.id, 30_000, 'staff', { note: 'test' });
    const other = await insertOrder(store, shopper.id);
    const [order, direct] = await Promise.all([
      // The preview showed 30,000 from the wallet and 15,000 to pay at the door (40,000 and 5,000 delivery).
      placeOrder(store, shopper, { wallet: 30_000, expected_total: 15_000 }),
      atomically(shopper.ctx, (tx) => store.services.wallet.debit(tx, 30_000, other.id)).then(
        () => 'debited',
        (error: { code?: string }) => error.code,
      ),
    ]);
    // If the other spend took the wallet first, the order is refused (409), never placed with a total the shopper
    // did not see: before it priced the cart (the total changed) or while it was placing it (the debit's lock).
    const outcomes = [order.statusCode === 200 ? 'placed' : order.json().code, direct].sort();
    expect([
      ['debited', 'order.total_changed'],
      ['debited', 'wallet.insufficient'],
      ['placed', 'wallet.insufficient'],
    ]).toContainEqual(outcomes);
    expect(await store.services.wallet.balance(shopper.ctx)).toBe(0);
  });
});

describe('cancels against new orders', () => {
  it('customers cancelling while others order the same variants: no deadlock, stock exact', {
    timeout: 180_000,
  }, async () => {
    const variants: Stocked[] = [];
    for (let i = 0; i < 4; i++) variants.push(await stockedVariant(store, 10_000, 10_000));
    const [first, ...rest] = variants as [Stocked, ...Stocked[]];
    const earlier = await crowdWithCart(store, 40, first);
    const later = await crowdWithCart(store, 40, first);
    for (const shopper of [...earlier, ...later]) {
      await fillCart(
        store,
        shopper,
        rest.map((variant) => [variant, 1] as [Stocked, number]),
      );
    }
    const orders: Array<{ id: number }> = [];
    for (const shopper of earlier) orders.push(await placed(store, shopper));
    // Rows rewritten in reverse id order, so their place on disk is not their id order (as a day of orders leaves it).
    for (const variant of [...variants].reverse()) {
      await store.database.rows(sql`update variants set stock = stock where id = ${variant.variantId}`);
    }
    const responses = await Promise.all([
      ...earlier.map((shopper, i) => cancelOrder(store, shopper, orders[i]?.id ?? 0)),
      ...later.map((shopper) => placeOrder(store, shopper)),
    ]);
    expect(statuses(responses)).toEqual({ 200: 80 });
    for (const variant of variants) expect(await stockOf(store, variant)).toBe(10_000 - 40);
  });
});

describe('cancel against confirm', () => {
  it('a customer cancelling while staff confirm: one wins, and stock follows the winner', async () => {
    const variant = await stockedVariant(store, 100, 20_000);
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const shopper = await newShopper(store);
      await fillCart(store, shopper, [[variant, 2]]);
      const order = await placed(store, shopper);
      const stockBefore = await stockOf(store, variant);
      const staff = { type: 'staff' as const, id: null };
      const [cancel, confirm] = await Promise.allSettled([
        store.services.cancelOrder.byCustomer(shopper.ctx, order.id),
        store.services.orders.advance(store.ctx(), order.id, 'confirmed', staff),
      ]);
      expect([cancel.status, confirm.status].sort()).toEqual(['fulfilled', 'rejected']);
      const [row] = await store.database.rows<{ status: string; events: number }>(sql`
        select status, (select count(*)::int from order_events where order_id = ${order.id}) as events
        from orders where id = ${order.id}`);
      expect(row?.events).toBe(2);
      const winner = cancel.status === 'fulfilled' ? 'cancelled' : 'confirmed';
      expect(row?.status).toBe(winner);
      const loser = winner === 'cancelled' ? confirm : cancel;
      expect(loser).toMatchObject({
        status: 'rejected',
        reason: { code: winner === 'cancelled' ? 'order.transition_invalid' : 'order.not_cancellable' },
      });
      expect(await stockOf(store, variant)).toBe(winner === 'cancelled' ? stockBefore + 2 : stockBefore);
      outcomes.push(row?.status ?? '');
    }
    expect(outcomes).toHaveLength(8);
  });
});
