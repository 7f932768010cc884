import { checkout, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import {
  cancelOrder,
  countOrders,
  fillCart,
  newShopper,
  placed,
  placeOrder,
  type Shopper,
  setStock,
  stockedVariant,
  stockOf,
} from '../../../test/kits/orders';
import { codeState, insertCode, insertProgram } from '../../../test/kits/promotions';

/** The checkout as a shopper meets it: the invoice preview, then the order, with a code, the wallet and gifts. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

async function invoice(shopper: Shopper, query = '') {
  const response = await store.call({
    method: 'GET',
    url: `/api/v2/app/invoice/details?${query}`,
    headers: shopper.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return checkout.invoiceDetailsRoute.response.parse(response.json()).data;
}

const credit = (shopper: Shopper, amount: number) =>
  store.services.wallet.credit(store.ctx(), shopper.id, amount, 'staff', { note: 'test' });

const balanceOf = async (shopper: Shopper) => store.services.wallet.balance(shopper.ctx);

describe('GET /app/invoice/details', () => {
  it('prices the cart for the active address: lines, delivery fee, the wallet balance, no code', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 12_000);
    await fillCart(store, shopper, [[variant, 2]]);
    await credit(shopper, 7_000);
    const preview = await invoice(shopper);
    expect(preview).toMatchObject({
      subtotal: 24_000,
      discount: 0,
      delivery_fee: 5_000,
      wallet_used: 0,
      total: 29_000,
      wallet_balance: 7_000,
      code: null,
      errors: { quantity: [] },
    });
    expect(preview.items).toMatchObject([{ shopify_variant_id: variant.variantId, quantity: 2, line_total: 24_000 }]);
  });

  it('says why a code does not apply, in Arabic, and prices the cart without it', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 12_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const { code } = await insertCode(store, { kind: 'fixed', value: 3_000, minSubtotal: 20_000 });
    const short = await invoice(shopper, `code=${code.toLowerCase()}`);
    expect(short.code).toEqual({ code, valid: false, message: 'كود الخصم يعمل للطلبات من 20,000 د.ع فأكثر.' });
    expect(short.discount).toBe(0);

    const unknown = await invoice(shopper, 'code=NOSUCHCODE');
    expect(unknown.code).toMatchObject({ valid: false, message: messages.codeUnknown });

    await fillCart(store, shopper, [[variant, 1]]);
    const applied = await invoice(shopper, `code=${code}`);
    expect(applied.code).toEqual({ code, valid: true, message: messages.codeApplied });
    expect(applied).toMatchObject({ subtotal: 24_000, discount: 3_000, total: 26_000 });
  });

  it('spends at most the balance and the total, and lists the stock problems for the popup', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 12_000);
    await fillCart(store, shopper, [[variant, 3]]);
    await credit(shopper, 10_000);
    expect(await invoice(shopper, 'wallet=50000')).toMatchObject({ wallet_used: 10_000, total: 31_000 });
    await setStock(store, variant, 1);
    expect((await invoice(shopper)).errors.quantity).toEqual([
      expect.objectContaining({ variant_id: variant.variantId, requested: 3, available: 1 }),
    ]);
  });

  it('refuses an address of another customer with 404', async () => {
    const shopper = await newShopper(store);
    const other = await newShopper(store);
    const response = await store.call({
      method: 'GET',
      url: `/api/v2/app/invoice/details?address_id=${other.addressId}`,
      headers: shopper.headers,
    });
    expectArabicError(response, 404);
  });
});

describe('an order with a code, the wallet and a gift', () => {
  it('charges what the preview showed, counts the code, debits the wallet, ships the gift free; a cancel puts it all back', async () => {
    const shopper = await newShopper(store);
    const serum = await stockedVariant(store, 10, 30_000);
    const gift = await stockedVariant(store, 3, 9_000);
    const programId = await insertProgram(store, { minTotal: 40_000, maxGifts: 1, productIds: [gift.productId] });
    const { id: codeId, code } = await insertCode(store, { kind: 'percentage', value: 10, usageLimit: 5 });
    await fillCart(store, shopper, [[serum, 2]]);
    await credit(shopper, 20_000);

    const preview = await invoice(shopper, `code=${code}&wallet=15000`);
    // 10% of 60,000; free delivery in Baghdad from 50,000; 15,000 of the wallet.
    expect(preview).toMatchObject({
      subtotal: 60_000,
      discount: 6_000,
      delivery_fee: 0,
      wallet_used: 15_000,
      total: 39_000,
    });
    // The seed's programs are there too: this test's program offers its one product.
    expect(preview.gifts.filter((card) => card.program_id === programId).map((card) => card.id)).toEqual([
      gift.productId,
    ]);

    const order = await placed(store, shopper, {
      code,
      wallet: 15_000,
      // The same gift twice (a double tap) counts once (spec §5).
      gifts: [
        { id: gift.productId, program_id: programId },
        { id: gift.productId, program_id: programId },
      ],
    });
    expect(order).toMatchObject({
      subtotal: 60_000,
      discount: 6_000,
      // A customer's discount is the code's, a row of its own; no line has one of its own (issue 24).
      code_discount: 6_000,
      order_discount: 0,
      shipping_price: 0,
      wallet_used: 15_000,
      total: 39_000,
      code,
    });
    expect(order.items.every((item: { own_discount: number }) => item.own_discount === 0)).toBe(true);
    expect(order.items.filter((item: { is_gift: boolean }) => item.is_gift)).toEqual([
      expect.objectContaining({ shopify_variant_id: gift.variantId, price: 0, quantity: 1, total: 0 }),
    ]);
    expect(await stockOf(store, gift)).toBe(2);
    expect(await balanceOf(shopper)).toBe(5_000);
    expect((await codeState(store, codeId))?.used_count).toBe(1);

    expect((await cancelOrder(store, shopper, order.id)).statusCode).toBe(200);
    expect(await stockOf(store, serum)).toBe(10);
    expect(await stockOf(store, gift)).toBe(3);
    expect(await balanceOf(shopper)).toBe(20_000);
    expect((await codeState(store, codeId))?.used_count).toBe(0);
  });

  it('refuses a code that no longer applies, a gift not unlocked, and a gift out of stock, writing nothing', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 15_000);
    const gift = await stockedVariant(store, 1, 9_000);
    const programId = await insertProgram(store, { minTotal: 40_000, productIds: [gift.productId] });
    const { code } = await insertCode(store, { kind: 'fixed', value: 2_000, usageLimit: 1, usedCount: 1 });
    await fillCart(store, shopper, [[variant, 2]]);

    const exhausted = await placeOrder(store, shopper, { code });
    expectArabicError(exhausted, 422);
    expect(exhausted.json()).toMatchObject({ code: 'code.exhausted', errors: { code: [messages.codeExhausted] } });

    const locked = await placeOrder(store, shopper, { gifts: [{ id: gift.productId, program_id: programId }] });
    expectArabicError(locked, 422);
    expect(locked.json().code).toBe('gift.not_unlocked');

    await fillCart(store, shopper, [[variant, 1]]);
    await setStock(store, gift, 0);
    const gone = await placeOrder(store, shopper, { gifts: [{ id: gift.productId, program_id: programId }] });
    expectArabicError(gone, 409);
    expect(gone.json().code).toBe('gift.out_of_stock');

    expect(await countOrders(store, shopper.id)).toBe(0);
    expect(await stockOf(store, variant)).toBe(10);
  });
});

describe('a code that would take nothing off', () => {
  it('is not applied and not used up (a percentage under 250 د.ع, rounded down to nothing)', async () => {
    const shopper = await newShopper(store);
    const small = await stockedVariant(store, 10, 2_000);
    const other = await stockedVariant(store, 10, 10_000);
    const { id, code } = await insertCode(store, { kind: 'percentage', value: 10, usageLimit: 5 });
    await store.database.rows(
      sql`update discount_codes set product_ids = ${`{${small.productId}}`}::int[] where id = ${id}`,
    );
    await fillCart(store, shopper, [
      [small, 1],
      [other, 1],
    ]);
    const preview = await invoice(shopper, `code=${code}`);
    expect(preview.code).toEqual({ code, valid: false, message: messages.codeNotApplicable });
    expect(preview.discount).toBe(0);
    const order = await placeOrder(store, shopper, { code });
    expectArabicError(order, 422);
    expect(order.json().code).toBe('code.not_applicable');
    expect((await codeState(store, id))?.used_count).toBe(0);
  });
});

describe('re-order', () => {
  it("shows a past order at today's prices and stock, and puts what is available back in the cart", async () => {
    const shopper = await newShopper(store);
    const kept = await stockedVariant(store, 10, 10_000);
    const gone = await stockedVariant(store, 10, 10_000);
    await fillCart(store, shopper, [
      [kept, 2],
      [gone, 1],
    ]);
    const order = await placed(store, shopper);
    await store.database.rows(sql`update variants set price = 11000 where id = ${kept.variantId}`);
    await setStock(store, gone, 0);

    const preview = await store.call({
      method: 'GET',
      url: `/api/v2/app/re-order/${order.id}`,
      headers: shopper.headers,
    });
    expect(preview.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shopify_variant_id: kept.variantId, price: 11_000, quantity: 2, available: true }),
        expect.objectContaining({ shopify_variant_id: gone.variantId, available: false, stock: 0 }),
      ]),
    );

    const put = await store.call({ method: 'PUT', url: `/api/v2/app/re-order/${order.id}`, headers: shopper.headers });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe(messages.reorderPartly);
    expect(
      put
        .json()
        .data.cart_items.map((item: { shopify_variant_id: number; quantity: number }) => [
          item.shopify_variant_id,
          item.quantity,
        ]),
    ).toEqual([[kept.variantId, 2]]);

    await setStock(store, kept, 0);
    await store.call({ method: 'DELETE', url: '/api/v2/app/cart', headers: shopper.headers });
    const nothing = await store.call({
      method: 'PUT',
      url: `/api/v2/app/re-order/${order.id}`,
      headers: shopper.headers,
    });
    expectArabicError(nothing, 409);
    expect(nothing.json().code).toBe('reorder.nothing_available');
  });

  it('says only what was available was added when the cart already held part of a line', async () => {
    const shopper = await newShopper(store);
    const serum = await stockedVariant(store, 10, 10_000);
    await fillCart(store, shopper, [[serum, 5]]);
    const order = await placed(store, shopper);
    // 5 left in stock; the cart holds 3 of them already: only 2 more fit.
    await fillCart(store, shopper, [[serum, 3]]);
    const put = await store.call({ method: 'PUT', url: `/api/v2/app/re-order/${order.id}`, headers: shopper.headers });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe(messages.reorderPartly);
    expect(put.json().data.cart_items.map((item: { quantity: number }) => item.quantity)).toEqual([5]);
  });
});
