import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../test/harness';
import { addPayload } from '../../test/kits/cart';
import { fillCart, newShopper, placeOrder, type Shopper, stockedVariant, stockOf } from '../../test/kits/orders';

/**
 * Issue 25: what the hot writes cost the database, counted, so a change that adds a round trip fails here. Counted:
 * every statement the request sends, the cache notice sent after the commit included (PostgreSQL); not counted: BEGIN
 * and COMMIT, which every transaction sends (an order sends two more round trips than the count, so does an add).
 * The caches are warm, as on a shop that is open: the catalogue's variants have been shown once, the session is known.
 */

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
const work = (statements: string[]) => statements.filter((text) => !TRANSACTION_CONTROL.test(text));

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const addToCart = (shopper: Shopper, variant: { variantId: number; productId: number; price: number }, key: string) =>
  store.call({
    method: 'POST',
    url: '/api/v2/app/cart/items',
    headers: { ...shopper.headers, 'idempotency-key': key },
    payload: addPayload(variant),
  });

describe('statements per request (issue 25)', () => {
  it('an add to cart with its Idempotency-Key sends at most 4', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 50);
    // The product page showed it: its variant is in the catalogue's cache; her session is known (she browsed).
    await store.services.variants.lineVariants(store.database.db, [variant.variantId]);
    await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: shopper.headers });
    const { result, statements } = await store.statementsDuring(() => addToCart(shopper, variant, 'count-add-0001'));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data.quantity).toBe(1);
    expect(work(statements).length, statements.join('\n---\n')).toBeLessThanOrEqual(4);
  });

  it('an order of three lines sends at most 12, and takes its stock', async () => {
    const shopper = await newShopper(store);
    const lines = [await stockedVariant(store, 20), await stockedVariant(store, 20), await stockedVariant(store, 20)];
    await fillCart(
      store,
      shopper,
      lines.map((variant) => [variant, 2]),
    );
    // The checkout page priced the cart first (the variants are in the cache, as after any preview).
    const preview = await store.call({
      method: 'GET',
      url: '/api/v2/app/invoice/details?wallet=0',
      headers: shopper.headers,
    });
    expect(preview.statusCode).toBe(200);
    const { result, statements } = await store.statementsDuring(() =>
      placeOrder(store, shopper, { wallet: 0, gifts: [] }, { 'idempotency-key': 'count-order-0001' }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(work(statements).length, statements.join('\n---\n')).toBeLessThanOrEqual(12);
    for (const variant of lines) expect(await stockOf(store, variant)).toBe(18);
    const [row] = await store.database.rows<{ lines: number }>(
      sql`select count(*)::int as lines from order_items where order_id = ${result.json().data.id}`,
    );
    expect(row?.lines).toBe(3);
  });
});
