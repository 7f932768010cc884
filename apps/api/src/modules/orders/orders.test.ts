import { messages, orders } from '@wb/contract';
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
  setStock,
  stockedVariant,
  stockOf,
} from '../../../test/kits/orders';
import type { ConsoleSmsProvider } from '../auth/sms';

/** Placing, reading and cancelling orders (spec §7 Checkout and orders), as a shopper's app meets them. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const cartOf = async (headers: Record<string, string>) =>
  (await store.call({ method: 'GET', url: '/api/v2/app/cart', headers })).json().data;

describe('POST /app/orders', () => {
  it('turns the cart into a pending cash-on-delivery order: prices paid, address copied, stock taken, cart emptied', async () => {
    const shopper = await newShopper(store);
    const serum = await stockedVariant(store, 10, 12_000);
    const cream = await stockedVariant(store, 5, 8_500);
    await fillCart(store, shopper, [
      [serum, 2],
      [cream, 1],
    ]);

    const response = await placeOrder(store, shopper, { note: 'الاتصال قبل الوصول' });
    expect(response.statusCode, response.body).toBe(200);
    const body = orders.createOrderRoute.response.parse(response.json());
    expect(body.message).toBe(messages.orderPlaced);
    const order = body.data;
    expect(order.number).toMatch(/^WB-\d{6,}$/);
    expect(order).toMatchObject({
      status: 'pending',
      payment_method: 'cod',
      subtotal: 32_500,
      discount: 0,
      wallet_used: 0,
      // Baghdad: 5,000 below the 50,000 free-delivery threshold.
      shipping_price: 5_000,
      total: 37_500,
      items_count: 3,
      can_delete: true,
      note: 'الاتصال قبل الوصول',
      address: { name: 'زينب علي', city: 'بغداد', region: 'الكرادة', landmark: 'قرب جامع الرحمن' },
    });
    // In the cart's order: newest first.
    expect(order.items.map((item) => [item.shopify_variant_id, item.price, item.quantity, item.total])).toEqual([
      [cream.variantId, 8_500, 1, 8_500],
      [serum.variantId, 12_000, 2, 24_000],
    ]);
    expect(order.timeline).toEqual([{ status: 'pending', by: 'customer', note: null, at: order.created_at }]);
    expect(await stockOf(store, serum)).toBe(8);
    expect(await stockOf(store, cream)).toBe(4);
    expect((await cartOf(shopper.headers)).cart_items).toEqual([]);
  });

  it("names each line's SKU and category in the cart, the invoice, the order placed and the order read again", async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 19_000);
    const [named] = await store.database.rows<{ sku: string; category: string }>(sql`
      select v.sku, c.name_ar as category from variants v join products p on p.id = v.product_id
        join categories c on c.id = p.category_id where v.id = ${variant.variantId}`);
    await fillCart(store, shopper, [[variant, 1]]);
    expect((await cartOf(shopper.headers)).cart_items).toMatchObject([
      { shopify_variant_sku: named?.sku, category: named?.category },
    ]);
    const invoice = await store.call({ method: 'GET', url: '/api/v2/app/invoice/details', headers: shopper.headers });
    expect(invoice.json().data.items).toMatchObject([{ sku: named?.sku, category: named?.category }]);

    const order = await placed(store, shopper);
    expect(order.items).toMatchObject([{ sku: named?.sku, category: named?.category }]);
    const read = await store.call({ method: 'GET', url: `/api/v2/app/orders/${order.id}`, headers: shopper.headers });
    expect(orders.orderDetailsRoute.response.parse(read.json()).data.items).toEqual(order.items);
  });

  it('delivers free in Baghdad from the threshold on, and charges the governorate fee elsewhere', async () => {
    const baghdad = await newShopper(store);
    const big = await stockedVariant(store, 10, 25_000);
    await fillCart(store, baghdad, [[big, 2]]);
    expect(await placed(store, baghdad)).toMatchObject({ subtotal: 50_000, shipping_price: 0, total: 50_000 });

    const basra = await newShopper(store);
    const address = await store.services.addresses.create(basra.ctx, {
      name: 'علي حسن',
      mobile: '07801234567',
      city_id: 2,
      region: 'العشار',
      address: 'شارع الكورنيش',
    });
    await fillCart(store, basra, [[big, 2]]);
    expect(await placed(store, basra, { address_id: address.id })).toMatchObject({
      shipping_price: 7_000,
      total: 57_000,
      address: { city: 'البصرة' },
    });
  });

  it('refuses more than the stock with 409 and errors.quantity for the popup, and writes nothing', async () => {
    const shopper = await newShopper(store);
    const scarce = await stockedVariant(store, 5, 15_000);
    const plenty = await stockedVariant(store, 50, 15_000);
    await fillCart(store, shopper, [
      [scarce, 4],
      [plenty, 1],
    ]);
    await setStock(store, scarce, 2);

    const response = await placeOrder(store, shopper);
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({
      code: 'stock.insufficient',
      errors: { quantity: [{ variant_id: scarce.variantId, requested: 4, available: 2 }] },
    });
    expect(await countOrders(store, shopper.id)).toBe(0);
    expect(await stockOf(store, scarce)).toBe(2);
    expect(await stockOf(store, plenty)).toBe(50);
    expect((await cartOf(shopper.headers)).cart_items).toHaveLength(2);
  });

  it('refuses an empty cart, a cart below the minimum order, and an address that is not the caller’s', async () => {
    const shopper = await newShopper(store);
    const empty = await placeOrder(store, shopper);
    expectArabicError(empty, 422);
    expect(empty.json().code).toBe('cart.empty');

    const cheap = await stockedVariant(store, 10, 4_000);
    await fillCart(store, shopper, [[cheap, 2]]);
    const small = await placeOrder(store, shopper);
    expectArabicError(small, 422);
    expect(small.json()).toMatchObject({ code: 'order.min_total', message: 'أقل مبلغ للطلب 10,000 د.ع.' });

    const other = await newShopper(store);
    await fillCart(store, shopper, [[cheap, 1]]);
    const foreign = await placeOrder(store, shopper, { address_id: other.addressId });
    expectArabicError(foreign, 404);
    expect(foreign.json().code).toBe('address.not_found');
    expect(await countOrders(store, shopper.id)).toBe(0);
    expect(await stockOf(store, cheap)).toBe(10);
  });

  it('answers a repeat with the same Idempotency-Key with the same order, placed once', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const key = { 'idempotency-key': `order-${shopper.id}-once` };
    const first = await placeOrder(store, shopper, {}, key);
    const again = await placeOrder(store, shopper, {}, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await countOrders(store, shopper.id)).toBe(1);
    expect(await stockOf(store, variant)).toBe(9);
  });

  it('undoes an order whose price changed before its stock was taken, and places it when the client repeats it', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 2]]);
    const checkout = store.services.checkout;
    const quote = checkout.quote;
    // Staff change the price after the order priced the cart, before it locks the stock (in the order's own
    // transaction here, so the embedded database's one connection serves it too).
    checkout.quote = async function (this: typeof checkout, ...args: Parameters<typeof quote>) {
      const priced = await quote.apply(this, args);
      if (args[2])
        await args[0].db.execute(sql`update variants set price = price + 1000 where id = ${variant.variantId}`);
      return priced;
    };
    const key = { 'idempotency-key': `order-${shopper.id}-moved` };
    const moved = await placeOrder(store, shopper, {}, key).finally(() => {
      checkout.quote = quote;
    });
    expect(moved.statusCode, moved.body).toBe(503);
    expect(moved.json().code).toBe('server.busy');
    expect(moved.headers['retry-after']).toBe('1');
    expect(await countOrders(store, shopper.id)).toBe(0);
    expect(await stockOf(store, variant)).toBe(10);
    expect((await cartOf(shopper.headers)).cart_items).toHaveLength(1);

    const retried = await placeOrder(store, shopper, {}, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await stockOf(store, variant)).toBe(8);
  });

  it('refuses an order whose total is no longer the one the shopper agreed to, and one beyond any basket', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    // The preview said 25,000; the price went up before the tap.
    await store.database.rows(sql`update variants set price = 22000 where id = ${variant.variantId}`);
    store.kernel.cacheTags.drop(['catalog']);
    const changed = await placeOrder(store, shopper, { expected_total: 25_000 });
    expectArabicError(changed, 409);
    expect(changed.json()).toMatchObject({
      code: 'order.total_changed',
      message: 'تغيّر مجموع طلبك إلى 27,000 د.ع. راجع الفاتورة ثم أكّد الطلب.',
    });
    expect(await countOrders(store, shopper.id)).toBe(0);
    expect((await placeOrder(store, shopper, { expected_total: 27_000 })).statusCode).toBe(200);

    const dear = await stockedVariant(store, 200, 25_000_000);
    await fillCart(store, shopper, [[dear, 3]]);
    const large = await placeOrder(store, shopper);
    expectArabicError(large, 422);
    expect(large.json().code).toBe('order.too_large');
    expect(await stockOf(store, dear)).toBe(200);
  });

  it('a message the gateway refuses holds back no other customer’s, and sends none twice', async () => {
    const job = store.services.orderPlacedJob;
    await store.kernel.jobs.drain(job);
    const [kept, refused] = [await newShopper(store), await newShopper(store)];
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, kept, [[variant, 1]]);
    await fillCart(store, refused, [[variant, 1]]);
    const keptOrder = await placed(store, kept);
    await placed(store, refused);
    const sms = store.services.sms as unknown as ConsoleSmsProvider;
    const send = sms.send.bind(sms);
    sms.send = async (to, text) => {
      if (to === refused.mobile) throw new Error('the gateway refused the number');
      return send(to, text);
    };
    try {
      // The refused job fails (and waits for its retry); the other is sent whichever runs first.
      for (let i = 0; i < 3; i++) await store.kernel.jobs.drain(job).catch(() => undefined);
    } finally {
      sms.send = send;
    }
    await store.kernel.jobs.send(store.database.db, job, { orderId: keptOrder.id });
    await store.kernel.jobs.drain(job);
    expect(sms.messagesTo(kept.mobile)).toHaveLength(1);
    expect(sms.messagesTo(refused.mobile)).toHaveLength(0);
  });

  it('texts the customer the order number and total once, however often its job runs', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const order = await placed(store, shopper);
    const job = store.services.orderPlacedJob;
    await store.kernel.jobs.drain(job);
    // A second run of the same notice (a retry, a worker taken for dead) sends nothing more.
    await store.kernel.jobs.send(store.database.db, job, { orderId: order.id });
    await store.kernel.jobs.drain(job);
    const sms = store.services.sms as unknown as ConsoleSmsProvider;
    expect(sms.messagesTo(shopper.mobile).map((message) => message.text)).toEqual([
      `وندر بيوتي: استلمنا طلبك رقم ${order.number} بقيمة 25,000 د.ع. الدفع عند الاستلام. شكراً لك!`,
    ]);
  });
});

describe('the orders list and an order', () => {
  it("lists the caller's orders newest first, and shows one with its timeline", async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const first = await placed(store, shopper);
    await fillCart(store, shopper, [[variant, 2]]);
    const second = await placed(store, shopper);

    const list = await store.call({ method: 'GET', url: '/api/v2/app/orders?limit=10', headers: shopper.headers });
    const page = orders.ordersListRoute.response.parse(list.json());
    expect(page.data.map((order) => [order.id, order.items_count])).toEqual([
      [second.id, 2],
      [first.id, 1],
    ]);
    expect(page.total).toBe(2);

    const one = await store.call({ method: 'GET', url: `/api/v2/app/orders/${first.id}`, headers: shopper.headers });
    expect(orders.orderDetailsRoute.response.parse(one.json()).data).toMatchObject({
      id: first.id,
      number: first.number,
      timeline: [{ status: 'pending', by: 'customer' }],
    });
  });

  it("answers another customer's order as not found, for every call that names it", async () => {
    const owner = await newShopper(store);
    const stranger = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, owner, [[variant, 1]]);
    const order = await placed(store, owner);

    const calls = [
      { method: 'GET' as const, url: `/api/v2/app/orders/${order.id}` },
      { method: 'GET' as const, url: `/api/v2/app/re-order/${order.id}` },
      { method: 'PUT' as const, url: `/api/v2/app/re-order/${order.id}` },
      { method: 'DELETE' as const, url: `/api/v2/app/orders?order_id=${order.id}` },
    ];
    for (const call of calls) {
      const response = await store.call({ ...call, headers: stranger.headers });
      expectArabicError(response, 404);
      expect(response.json().code).toBe('order.not_found');
    }
    const list = await store.call({ method: 'GET', url: '/api/v2/app/orders', headers: stranger.headers });
    expect(list.json().data).toEqual([]);
    const [row] = await store.database.rows<{ status: string }>(sql`select status from orders where id = ${order.id}`);
    expect(row?.status).toBe('pending');
  });
});

describe('DELETE /app/orders', () => {
  it('cancels a pending order: stock back on the shelf, the timeline records it, and a repeat changes nothing', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 3]]);
    const order = await placed(store, shopper);
    expect(await stockOf(store, variant)).toBe(7);

    const response = await cancelOrder(store, shopper, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('تم حذف الطلب بنجاح');
    expect(await stockOf(store, variant)).toBe(10);
    const detail = await store.call({ method: 'GET', url: `/api/v2/app/orders/${order.id}`, headers: shopper.headers });
    expect(detail.json().data).toMatchObject({
      status: 'cancelled',
      can_delete: false,
      timeline: [
        { status: 'pending', by: 'customer' },
        { status: 'cancelled', by: 'customer' },
      ],
    });

    // Repeated (its answer lost on a slow network): the same answer, and nothing given back twice.
    const again = await cancelOrder(store, shopper, order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('تم حذف الطلب بنجاح');
    expect(await stockOf(store, variant)).toBe(10);
  });

  it('refuses to cancel an order staff have confirmed', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const order = await placed(store, shopper);
    await store.services.orders.advance(store.ctx(), order.id, 'confirmed', { type: 'staff', id: null });
    const response = await cancelOrder(store, shopper, order.id);
    expectArabicError(response, 409);
    expect(response.json().message).toBe(messages.orderNotCancellable);
    expect(await stockOf(store, variant)).toBe(9);
  });

  it('allows only the moves of an order’s life', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const order = await placed(store, shopper);
    const staff = { type: 'staff' as const, id: null };
    await expect(store.services.orders.advance(store.ctx(), order.id, 'delivered', staff)).rejects.toMatchObject({
      code: 'order.transition_invalid',
    });
    for (const status of ['confirmed', 'shipped', 'delivered', 'returned'] as const) {
      await store.services.orders.advance(store.ctx(), order.id, status, staff);
    }
    const detail = await store.call({ method: 'GET', url: `/api/v2/app/orders/${order.id}`, headers: shopper.headers });
    expect(detail.json().data.timeline.map((event: { status: string }) => event.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
      'returned',
    ]);
  });
});
