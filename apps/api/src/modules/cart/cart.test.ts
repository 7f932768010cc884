import { cart, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { addPayload, newCustomer, type TestVariant, variantWithStock } from '../../../test/kits/cart';

/** The customer cart's calls (spec §7), each rule of the issue, as a shopper's app meets them. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

type Headers = Record<string, string>;
const add = (headers: Headers, payload: object) =>
  store.call({ method: 'POST', url: '/api/v2/app/cart/items', headers, payload });
const getCart = async (headers: Headers, page = 'cart') => {
  const response = await store.call({ method: 'GET', url: `/api/v2/app/cart?page=${page}`, headers });
  expect(response.statusCode).toBe(200);
  return cart.getCartRoute.response.parse(response.json()).data;
};
const count = async (headers: Headers) => {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/cart/count', headers });
  expect(response.statusCode).toBe(200);
  return cart.cartCountRoute.response.parse(response.json()).data.item_count;
};
const setQuantity = (headers: Headers, lineId: number, quantity: unknown) =>
  store.call({ method: 'PUT', url: `/api/v2/app/cart/items/${lineId}`, headers, payload: { quantity } });

describe('POST /app/cart/items', () => {
  it("adds a line with the catalogue's price and names, never the client's, and the spec's message", async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    const response = await add(headers, addPayload(variant, 2));
    expect(response.statusCode).toBe(200);
    const body = cart.addToCartRoute.response.parse(response.json());
    expect(body.message).toBe('تمت الإضافة الى السلة');
    expect(body.data).toMatchObject({
      shopify_variant_id: variant.variantId,
      shopify_product_id: variant.productId,
      quantity: 2,
      price: variant.price,
      line_total: variant.price * 2,
      stock: 10,
      available: true,
    });
    expect(body.data.title).not.toBe('عنوان من المتصفح');
  });

  it('adds the same variant twice as one line with the summed quantity', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    await add(headers, addPayload(variant, 2));
    const second = await add(headers, addPayload(variant, 3));
    expect(second.json().data.quantity).toBe(5);
    const current = await getCart(headers);
    expect(current.cart_items).toHaveLength(1);
    expect(current).toMatchObject({ total_quantity: 5, card_quantity: 1, total_price: variant.price * 5 });
  });

  it('reads Arabic-Indic digits: «٣» is three', async () => {
    const { headers } = await newCustomer(store);
    const response = await add(headers, addPayload(await variantWithStock(store, 10), '٣'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.quantity).toBe(3);
  });

  it.each([0, 100, -1, 1e9, 1.5, 'ثلاثة', null])('refuses quantity %s with an Arabic 422 on the field', async (q) => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    const response = await add(headers, addPayload(variant, q as number));
    expectArabicError(response, 422);
    expect(response.json().errors).toHaveProperty('quantity');
    expect(await count(headers)).toBe(0);
  });

  it('refuses more than the stock (409 with the available quantity) and writes nothing', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 4);
    await add(headers, addPayload(variant, 3));
    const response = await add(headers, addPayload(variant, 2));
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({
      code: 'stock.insufficient',
      message: 'الكمية المتوفرة من هذا المنتج 4 فقط.',
    });
    expect(await count(headers)).toBe(3);
  });

  it('refuses a variant out of stock (409 stock.out)', async () => {
    const { headers } = await newCustomer(store);
    const response = await add(headers, addPayload(await variantWithStock(store, 0)));
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({ code: 'stock.out', message: messages.stockOut });
  });

  it('refuses past 99 units of one variant, however much stock there is', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 500);
    expect((await add(headers, addPayload(variant, 99))).statusCode).toBe(200);
    const response = await add(headers, addPayload(variant, 1));
    expectArabicError(response, 422);
    expect(response.json().code).toBe('cart.quantity_limit');
  });

  it('refuses a vanished product, a variant of another product, and an unknown variant (404, nothing written)', async () => {
    const { headers } = await newCustomer(store);
    const archived = await variantWithStock(store, 10);
    await store.database.rows(sql`update products set status = 'archived' where id = ${archived.productId}`);
    const other = await variantWithStock(store, 10);
    const attempts: TestVariant[] = [
      archived,
      { ...other, productId: archived.productId },
      { variantId: 2_000_000_000, productId: other.productId, price: 1 },
    ];
    for (const variant of attempts) {
      const response = await add(headers, addPayload(variant));
      expectArabicError(response, 404);
      expect(response.json().code).toBe('variant.not_found');
    }
    expect(await count(headers)).toBe(0);
  });

  it('refuses a 51st different product, while more of one already in the cart still fits', async () => {
    const { headers } = await newCustomer(store);
    const variants = await store.database.rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variants v join products p on p.id = v.product_id
      where p.status = 'active' order by v.id desc limit 51`);
    expect(variants).toHaveLength(51);
    await store.database.rows(
      sql`update variants set stock = 50 where id in ${sql.raw(`(${variants.map((v) => v.id).join(',')})`)}`,
    );
    store.kernel.cacheTags.drop(['catalog']);
    for (const v of variants.slice(0, 50)) {
      const response = await add(headers, addPayload({ variantId: v.id, productId: v.product_id, price: 0 }));
      expect(response.statusCode).toBe(200);
    }
    const last = variants[50] as { id: number; product_id: number };
    const refused = await add(headers, addPayload({ variantId: last.id, productId: last.product_id, price: 0 }));
    expectArabicError(refused, 409);
    expect(refused.json().code).toBe('cart.too_many_lines');
    const first = variants[0] as { id: number; product_id: number };
    const more = await add(headers, addPayload({ variantId: first.id, productId: first.product_id, price: 0 }));
    expect(more.json().data.quantity).toBe(2);
  });
});

describe('PUT /app/cart/items/{id}', () => {
  it('sets the quantity, within the stock', async () => {
    const { headers } = await newCustomer(store);
    const line = (await add(headers, addPayload(await variantWithStock(store, 6), 1))).json().data;
    const response = await setQuantity(headers, line.id, 6);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.updatedSuccessfully, data: { quantity: 6 } });
    const refused = await setQuantity(headers, line.id, 7);
    expectArabicError(refused, 409);
    expect(refused.json().code).toBe('stock.insufficient');
    expect(await count(headers)).toBe(6);
  });

  it('always lets a shopper lower a line the stock fell below, and then the invoice flags it', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    const line = (await add(headers, addPayload(variant, 8))).json().data;
    await store.database.rows(sql`update variants set stock = 3 where id = ${variant.variantId}`);
    const invoice = await getCart(headers, 'invoice');
    expect(invoice.errors?.quantity).toEqual([
      expect.objectContaining({ variant_id: variant.variantId, requested: 8, available: 3 }),
    ]);
    expect((await setQuantity(headers, line.id, 5)).statusCode).toBe(200);
    expect((await setQuantity(headers, line.id, 3)).statusCode).toBe(200);
    expect((await getCart(headers, 'invoice')).errors?.quantity).toEqual([]);
  });

  it.each([0, 100, -1, 'x'])('refuses quantity %s with an Arabic 422', async (quantity) => {
    const { headers } = await newCustomer(store);
    const line = (await add(headers, addPayload(await variantWithStock(store, 6), 2))).json().data;
    expectArabicError(await setQuantity(headers, line.id, quantity), 422);
    expect(await count(headers)).toBe(2);
  });
});

describe('DELETE /app/cart/items/{id} and DELETE /app/cart', () => {
  it('removes one line with the spec message; a second removal is a 404', async () => {
    const { headers } = await newCustomer(store);
    const kept = await variantWithStock(store, 5);
    await add(headers, addPayload(kept, 1));
    const line = (await add(headers, addPayload(await variantWithStock(store, 5), 2))).json().data;
    const removed = await store.call({ method: 'DELETE', url: `/api/v2/app/cart/items/${line.id}`, headers });
    expect(removed.json()).toEqual({ message: 'تم إزالة المنتج من سلة المشتريات بنجاح' });
    const again = await store.call({ method: 'DELETE', url: `/api/v2/app/cart/items/${line.id}`, headers });
    expectArabicError(again, 404);
    expect(again.json().code).toBe('cart.line_not_found');
    expect((await getCart(headers)).cart_items.map((item) => item.shopify_variant_id)).toEqual([kept.variantId]);
  });

  it('empties the cart (fcm_token accepted) to zero quantity and price', async () => {
    const { headers } = await newCustomer(store);
    await add(headers, addPayload(await variantWithStock(store, 5), 2));
    await add(headers, addPayload(await variantWithStock(store, 5), 1));
    const emptied = await store.call({ method: 'DELETE', url: '/api/v2/app/cart?fcm_token=abc', headers });
    expect(emptied.json()).toEqual({ message: 'تم إفراغ السلة بنجاح' });
    expect(await getCart(headers)).toEqual({ cart_items: [], total_quantity: 0, total_price: 0, card_quantity: 0 });
    expect(await count(headers)).toBe(0);
  });
});

describe('GET /app/cart and /app/cart/count', () => {
  it('a new customer has an empty cart and a zero count', async () => {
    const { headers } = await newCustomer(store);
    expect(await getCart(headers)).toEqual({ cart_items: [], total_quantity: 0, total_price: 0, card_quantity: 0 });
    expect(await getCart(headers, 'invoice')).toMatchObject({ errors: { quantity: [] } });
    expect(await count(headers)).toBe(0);
  });

  it('lists the newest line first, with totals, and counts units', async () => {
    const { headers } = await newCustomer(store);
    const first = await variantWithStock(store, 9);
    const second = await variantWithStock(store, 9);
    await add(headers, addPayload(first, 2));
    await add(headers, addPayload(second, 3));
    const current = await getCart(headers);
    expect(current.cart_items.map((item) => item.shopify_variant_id)).toEqual([second.variantId, first.variantId]);
    expect(current).toMatchObject({
      total_quantity: 5,
      card_quantity: 2,
      total_price: first.price * 2 + second.price * 3,
    });
    expect(await count(headers)).toBe(5);
  });

  it('shows a product taken off sale as unavailable, and the invoice says it cannot be ordered', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 9);
    await add(headers, addPayload(variant, 2));
    await store.database.rows(sql`update products set status = 'archived' where id = ${variant.productId}`);
    store.kernel.cacheTags.drop([`product:${variant.productId}`]);
    const [item] = (await getCart(headers)).cart_items;
    expect(item).toMatchObject({ available: false, stock: 0 });
    const invoice = await getCart(headers, 'invoice');
    expect(invoice.errors?.quantity).toEqual([expect.objectContaining({ available: 0, message: messages.stockOut })]);
  });
});
