import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestStore, type TestStore } from '../../test/harness';
import type { CallerCtx } from '../context';
import { MAX_CART_LINES } from '../lib/cart-lines';

/**
 * Writes racing each other and the account's deletion. They mean most on PostgreSQL (`npm run test:pg`), where the
 * requests really run at once (these failed there before every write locked its caller first and the cart add locked
 * the cart before counting its lines); on PGlite they check the same outcomes one request at a time.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

let next = 0;
async function customer() {
  const mobile = `07509${String(process.pid % 1000).padStart(3, '0')}${String(next++).padStart(3, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer', 'سباق');
  const tokens = await store.signIn(`+964${mobile.slice(1)}`);
  return { id: user.id, headers: bearer(tokens.jwt_token) };
}

async function buyableVariants(count: number) {
  return store.database.rows<{ id: number; product_id: number }>(sql`
    select v.id, v.product_id from variants v join products p on p.id = v.product_id
    where p.status = 'active' and v.stock >= 5 order by v.id limit ${count}`);
}

const add = (headers: Record<string, string>, variant: { id: number; product_id: number }, key?: string) =>
  store.call({
    method: 'POST',
    url: '/api/v2/app/cart/items',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { price: 1, quantity: 1, shopify_variant_id: variant.id, shopify_product_id: variant.product_id },
  });

describe('cart: the 50-line limit under concurrent adds', () => {
  it('never holds more than MAX_CART_LINES lines, however the adds race', async () => {
    const { headers } = await customer();
    const variants = await buyableVariants(MAX_CART_LINES + 20);
    expect(variants.length).toBe(MAX_CART_LINES + 20);
    for (const variant of variants.slice(0, MAX_CART_LINES - 1))
      expect((await add(headers, variant)).statusCode).toBe(200);
    // 20 different products added at once to a cart with room for one more.
    await Promise.all(variants.slice(MAX_CART_LINES - 1).map((variant) => add(headers, variant)));
    const cart = (await store.call({ method: 'GET', url: '/api/v2/app/cart', headers })).json().data;
    // Counted after the cart's lock: 52–60 lines were seen when the count shared the locking statement's snapshot.
    expect(cart.card_quantity).toBeLessThanOrEqual(MAX_CART_LINES);
  });
});

describe('account deletion against writes already past the access check', () => {
  it('a caller whose account was deleted meanwhile cannot save an address or add to a cart', async () => {
    const who = await customer();
    const [session] = await store.database.rows<{ id: string }>(
      sql`select id from sessions where user_id = ${who.id} order by created_at desc limit 1`,
    );
    const ctx: CallerCtx = { ...store.ctx(), caller: { id: who.id, role: 'customer', sessionId: session?.id ?? '' } };
    // The guard let the request in; the deletion commits before the request's write runs (seen on PostgreSQL before
    // writes locked the caller: up to 12 addresses, a cart line and 12 stored answers left behind a deleted account).
    await store.services.deleteAccount.run(ctx);
    const refused = { code: 'auth.unauthenticated' };
    await expect(
      store.services.addresses.create(ctx, {
        name: 'زينب علي',
        mobile: '07701234567',
        city_id: 1,
        address: 'شارع فلسطين',
        landmark: 'قرب الجامع',
      }),
    ).rejects.toMatchObject(refused);
    const [variant] = await buyableVariants(1);
    await expect(
      store.services.cart.add(ctx, {
        price: 1,
        quantity: 1,
        is_bundle: false,
        shopify_variant_id: variant?.id ?? 0,
        shopify_product_id: variant?.product_id ?? 0,
      }),
    ).rejects.toMatchObject(refused);
    const [left] = await store.database.rows<{ addresses: number; carts: number }>(sql`
      select (select count(*) from addresses where user_id = ${who.id})::int as addresses,
             (select count(*) from carts where owner_id = ${who.id})::int as carts`);
    expect(left).toEqual({ addresses: 0, carts: 0 });
  });

  it('a deletion racing idempotent adds answers no 500, and leaves no cart behind it', async () => {
    const failures: number[] = [];
    const variants = await buyableVariants(1);
    const variant = variants[0] as { id: number; product_id: number };
    for (let round = 0; round < 6; round++) {
      const who = await customer();
      const adds = Array.from({ length: 12 }, (_, i) =>
        add(who.headers, variant, `deletion-race-${round}-${i}-${Date.now()}`),
      );
      const deletion = store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers: who.headers });
      const answers = await Promise.all([deletion, ...adds]);
      expect(answers[0]?.statusCode).toBe(200);
      failures.push(...answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.statusCode));
      const [left] = await store.database.rows<{ lines: number }>(sql`
        select count(*)::int as lines from cart_items ci join carts c on c.id = ci.cart_id where c.owner_id = ${who.id}`);
      expect(left?.lines, `round ${round}`).toBe(0);
    }
    expect(failures).toEqual([]);
  });
});
