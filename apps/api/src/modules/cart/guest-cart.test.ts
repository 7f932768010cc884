import { cart, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { addPayload, newCustomer, type TestVariant, variantWithStock } from '../../../test/kits/cart';
import { newSeller } from '../../../test/kits/seller-carts';

/** A guest's cart (issue 24): its lines read at today's prices by anyone, and merged into hers once at sign-in. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

type Headers = Record<string, string>;
type Item = { variant_id: number; quantity: number };
const merge = (headers: Headers, items: unknown, key?: string) =>
  store.call({
    method: 'POST',
    url: '/api/v2/app/cart/merge',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { items },
  });
const merged = async (headers: Headers, items: Item[], key?: string) => {
  const response = await merge(headers, items, key);
  expect(response.statusCode).toBe(200);
  return cart.mergeCartRoute.response.parse(response.json());
};
const linesOf = async (headers: Headers) => {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/cart', headers });
  expect(response.statusCode).toBe(200);
  return cart.getCartRoute.response
    .parse(response.json())
    .data.cart_items.map((line) => ({ variant: line.shopify_variant_id, quantity: line.quantity }));
};
const add = (headers: Headers, variant: TestVariant, quantity: number) =>
  store.call({ method: 'POST', url: '/api/v2/app/cart/items', headers, payload: addPayload(variant, quantity) });

describe('GET /app/cart/guest-lines', () => {
  it("answers a guest the lines' price, names and room of today, without any session", async () => {
    const plenty = await variantWithStock(store, 500);
    const few = await variantWithStock(store, 3);
    const none = await variantWithStock(store, 0);
    const response = await store.call({
      method: 'GET',
      url: `/api/v2/app/cart/guest-lines?ids=${few.variantId},${plenty.variantId},${none.variantId},999999`,
    });
    expect(response.statusCode).toBe(200);
    const lines = cart.guestLinesRoute.response.parse(response.json()).data;
    expect(lines.map((line) => [line.shopify_variant_id, line.max_quantity, line.available])).toEqual([
      [few.variantId, 3, true],
      [plenty.variantId, 99, true],
      [none.variantId, 0, false],
    ]);
    expect(lines[1]).toMatchObject({ price: plenty.price, shopify_product_id: plenty.productId });
    expect(lines[1]?.title).toMatch(/\S/);
  });

  it('shows nothing of a product not on sale (a draft not yet launched): walking the ids reveals no unlaunched product', async () => {
    const draft = await variantWithStock(store, 10);
    await store.database.rows(sql`update products set status = 'draft' where id = ${draft.productId}`);
    store.kernel.cacheTags.drop([`product:${draft.productId}`]);
    const response = await store.call({ method: 'GET', url: `/api/v2/app/cart/guest-lines?ids=${draft.variantId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    // Merged, it is gone, unnamed: the shortfall carries no title.
    const { headers } = await newCustomer(store);
    const { data } = await merged(headers, [{ variant_id: draft.variantId, quantity: 1 }]);
    expect(data.shortfalls).toEqual([
      { variant_id: draft.variantId, title: '', requested: 1, added: 0, message: messages.mergeGone },
    ]);
  });

  it('refuses an empty or an over-long list in Arabic', async () => {
    expectArabicError(await store.call({ method: 'GET', url: '/api/v2/app/cart/guest-lines?ids=' }), 422);
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    expectArabicError(await store.call({ method: 'GET', url: `/api/v2/app/cart/guest-lines?ids=${many}` }), 422);
    expectArabicError(await store.call({ method: 'GET', url: '/api/v2/app/cart/guest-lines?ids=1,abc' }), 422);
  });
});

describe('POST /app/cart/merge', () => {
  it("adds the guest's lines to her cart, the same variant to its line, newest guest line first", async () => {
    const { headers } = await newCustomer(store);
    const shared = await variantWithStock(store, 20);
    const older = await variantWithStock(store, 20);
    const newer = await variantWithStock(store, 20);
    await add(headers, shared, 2);
    const body = await merged(headers, [
      { variant_id: newer.variantId, quantity: 1 },
      { variant_id: older.variantId, quantity: 4 },
      { variant_id: shared.variantId, quantity: 3 },
    ]);
    expect(body.message).toBe('أضفنا إلى سلتك ما اخترتِه قبل تسجيل الدخول.');
    expect(body.data).toEqual({ added_quantity: 8, item_count: 10, shortfalls: [] });
    expect(await linesOf(headers)).toEqual([
      { variant: newer.variantId, quantity: 1 },
      { variant: older.variantId, quantity: 4 },
      { variant: shared.variantId, quantity: 5 },
    ]);
  });

  it('keeps each line within the stock and 99 units, and says in Arabic what was reduced or left out', async () => {
    const { headers } = await newCustomer(store);
    const scarce = await variantWithStock(store, 5);
    const gone = await variantWithStock(store, 0);
    const plenty = await variantWithStock(store, 500);
    const full = await variantWithStock(store, 4);
    await add(headers, plenty, 90);
    await add(headers, full, 4);
    const { data } = await merged(headers, [
      { variant_id: scarce.variantId, quantity: 8 },
      { variant_id: gone.variantId, quantity: 1 },
      { variant_id: plenty.variantId, quantity: 20 },
      { variant_id: full.variantId, quantity: 1 },
      { variant_id: 999_999, quantity: 1 },
    ]);
    expect(data.added_quantity).toBe(5 + 9);
    expect(data.shortfalls.map(({ variant_id, requested, added }) => [variant_id, requested, added])).toEqual([
      [scarce.variantId, 8, 5],
      [gone.variantId, 1, 0],
      [plenty.variantId, 20, 9],
      [full.variantId, 1, 0],
      [999_999, 1, 0],
    ]);
    const [reduced, out, limited, already, unknown] = data.shortfalls.map((line) => line.message);
    expect(reduced).toContain('أضفنا 5 من 8 فقط حسب الكمية المتوفرة');
    expect(out).toContain('نفدت الكمية');
    expect(limited).toContain('الحد الأقصى لكل منتج 99 قطعة');
    expect(already).toContain('في سلتك كل ما يمكن طلبه منه');
    expect(unknown).toBe('منتج من سلتك لم يعد متوفراً في المتجر، فلم يُنقل إلى حسابك.');
    const quantities = new Map((await linesOf(headers)).map((line) => [line.variant, line.quantity]));
    expect(quantities.get(scarce.variantId)).toBe(5);
    expect(quantities.get(plenty.variantId)).toBe(99);
    expect(quantities.get(full.variantId)).toBe(4);
    expect(quantities.has(gone.variantId)).toBe(false);
  });

  it('adds new lines only while the cart has fewer than 50, the newest guest lines first', async () => {
    const { headers } = await newCustomer(store);
    // Variants of their own: the catalogue's last, where the other tests (which count from the first) do not reach.
    const ids = (
      await store.database.rows<{ id: number }>(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.status = 'active'
          order by v.id desc limit 51`,
      )
    ).map((row) => row.id);
    await store.database.rows(sql`update variants set stock = 50 where id = any(${`{${ids.join(',')}}`}::int[])`);
    store.kernel.cacheTags.drop(['catalog']);
    const [newest, newer, ...older] = ids as [number, number, ...number[]];
    await merged(
      headers,
      older.slice(0, 48).map((id) => ({ variant_id: id, quantity: 1 })),
    );
    const left = older[48] as number;
    const { data } = await merged(headers, [
      { variant_id: newest, quantity: 1 },
      { variant_id: newer, quantity: 1 },
      { variant_id: older[0] as number, quantity: 1 },
      { variant_id: left, quantity: 1 },
    ]);
    expect(data.item_count).toBe(51);
    expect(data.shortfalls).toHaveLength(1);
    expect(data.shortfalls[0]).toMatchObject({ variant_id: left, added: 0 });
    expect(data.shortfalls[0]?.message).toContain('وصلت إلى الحد الأقصى (50 منتجاً مختلفاً)');
    const lines = await linesOf(headers);
    expect(lines).toHaveLength(50);
    expect(lines.slice(0, 2).map((line) => line.variant)).toEqual([newest, newer]);
  });

  it('merges once for one Idempotency-Key, however often it is sent', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 30);
    const items = [{ variant_id: variant.variantId, quantity: 3 }];
    const key = 'guest-cart-merge-0001';
    const [one, two] = await Promise.all([merge(headers, items, key), merge(headers, items, key)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    // A repeat that meets the first still running is told to retry (409); its retry replays the first answer.
    expect(statuses[0]).toBe(200);
    const again = await merged(headers, items, key);
    expect(again.data.added_quantity).toBe(3);
    expect(await linesOf(headers)).toEqual([{ variant: variant.variantId, quantity: 3 }]);
  });

  it('is for customers: a guest is asked to sign in, a seller is refused, both in Arabic', async () => {
    const variant = await variantWithStock(store, 5);
    const items = [{ variant_id: variant.variantId, quantity: 1 }];
    expectArabicError(await merge({}, items), 401);
    const seller = await newSeller(store, 'influencer');
    expectArabicError(await merge(seller.headers, items), 403);
    const pharmacist = await newSeller(store, 'pharmacist');
    expectArabicError(await merge(pharmacist.headers, items), 403);
  });

  it('refuses bad input in Arabic and writes nothing', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 5);
    for (const items of [
      [],
      [{ variant_id: variant.variantId, quantity: 0 }],
      [{ variant_id: variant.variantId, quantity: 100 }],
      [{ variant_id: 'x', quantity: 1 }],
      Array.from({ length: 51 }, (_, index) => ({ variant_id: index + 1, quantity: 1 })),
    ]) {
      expectArabicError(await merge(headers, items), 422);
    }
    expect(await linesOf(headers)).toEqual([]);
  });
});
