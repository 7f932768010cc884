import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../test/harness';
import { statuses, stockedVariant, stockOf } from '../../test/kits/orders';
import { codeState, insertCode } from '../../test/kits/promotions';
import { placeSellerOrder, sellerCrowd } from '../../test/kits/seller-carts';

/**
 * A seller's order keeps every promise of a customer's under concurrency (issue 14): never oversold, never placed
 * twice, a code never past its limit, a wallet never below zero. They mean most on PostgreSQL (`npm run test:pg`, in
 * CI), where the requests really run at once; on PGlite they check the same outcomes one transaction at a time.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => store?.close());

describe('seller orders at once', () => {
  it('60 sellers (influencers and pharmacists) ordering the last 20 units: exactly 20 orders, stock 0', {
    timeout: 180_000,
  }, async () => {
    const variant = await stockedVariant(store, 20, 15_000);
    const crowd = [
      ...(await sellerCrowd(store, 'influencer', 30, variant.variantId)),
      ...(await sellerCrowd(store, 'pharmacist', 30, variant.variantId)),
    ];
    const responses = await Promise.all(
      crowd.map((seller) => placeSellerOrder(store, seller, seller.cartId, seller.receiverId)),
    );
    expect(statuses(responses)).toEqual({ 200: 20, 409: 40 });
    expect(await stockOf(store, variant)).toBe(0);
    const [sold] = await store.database.rows<{ units: number; earnings: number; moved: number }>(sql`
      select (select coalesce(sum(quantity), 0)::int from order_items where variant_id = ${variant.variantId}) as units,
        (select count(*)::int from seller_earnings e join order_items i on i.order_id = e.order_id
          where i.variant_id = ${variant.variantId}) as earnings,
        (select coalesce(sum(delta), 0)::int from stock_movements where variant_id = ${variant.variantId}) as moved`);
    expect(sold).toEqual({ units: 20, earnings: 20, moved: -20 });
  });

  it('10 taps at once with one Idempotency-Key place one order, and all answer it', async () => {
    const variant = await stockedVariant(store, 50, 9_000);
    const [seller] = await sellerCrowd(store, 'influencer', 1, variant.variantId, 2);
    if (!seller) throw new Error('no seller');
    const key = { 'idempotency-key': `seller-race-${seller.id}` };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => placeSellerOrder(store, seller, seller.cartId, seller.receiverId, {}, key)),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(new Set(ok.map((response) => response.json().data.id)).size).toBe(1);
    // A repeat still running answers 409 with Retry-After; never a second order.
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const [count] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${seller.id}`,
    );
    expect(count?.n).toBe(1);
    expect(await stockOf(store, variant)).toBe(48);
  });

  it('a code limited to 5 uses, 25 seller orders at once: exactly 5 get it', { timeout: 120_000 }, async () => {
    const variant = await stockedVariant(store, 100, 30_000);
    const code = await insertCode(store, { usageLimit: 5, value: 2_000 });
    const crowd = await sellerCrowd(store, 'pharmacist', 25, variant.variantId);
    const responses = await Promise.all(
      crowd.map((seller) => placeSellerOrder(store, seller, seller.cartId, seller.receiverId, { code: code.code })),
    );
    expect(statuses(responses)).toEqual({ 200: 5, 422: 20 });
    expect((await codeState(store, code.id))?.used_count).toBe(5);
  });

  it('a seller spending her wallet on 5 orders at once never takes it below zero', async () => {
    const variant = await stockedVariant(store, 100, 12_000);
    const [seller] = await sellerCrowd(store, 'influencer', 1, variant.variantId);
    if (!seller) throw new Error('no seller');
    await store.services.wallet.credit(store.ctx(), seller.id, 20_000, 'staff', { note: 'رصيد تجريبي' });
    const carts = await store.database.rows<{ id: number }>(sql`
      with made as (
        insert into carts (owner_id, kind, name) select ${seller.id}, 'seller', 'سلة ' || n from generate_series(1, 4) n
        returning id)
      insert into cart_items (cart_id, variant_id, quantity) select id, ${variant.variantId}, 1 from made
      returning cart_id as id`);
    const responses = await Promise.all(
      [seller.cartId, ...carts.map((cart) => cart.id)].map((cartId) =>
        placeSellerOrder(store, seller, cartId, seller.receiverId, { wallet: 12_000 }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 5 });
    const spent = responses.map((response) => response.json().data.wallet_used).sort((a, b) => b - a);
    expect(spent.reduce((a, b) => a + b, 0)).toBe(20_000);
    const [ledger] = await store.database.rows<{ balance: number }>(
      sql`select coalesce(sum(amount), 0)::int as balance from wallet_entries where user_id = ${seller.id}`,
    );
    expect(ledger?.balance).toBe(0);
  });
});
