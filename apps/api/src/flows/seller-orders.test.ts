import { formatIqd, formatMessage, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../test/harness';
import { type Stocked, setStock, stockedVariant, stockOf } from '../../test/kits/orders';
import {
  addLine,
  expectStatus,
  newCart,
  newReceiver,
  newSeller,
  placeSellerOrder,
  type Seller,
  sellerCall,
} from '../../test/kits/seller-carts';
import type { ConsoleSmsProvider } from '../modules/auth/sms';

/**
 * Orders for others (spec §7 POST app/influencer/orders, app/pharmacist/orders; issue 14): what the order records,
 * what it takes and empties, who hears of it, and where it shows.
 */
let store: TestStore;
let serum: Stocked;
let cream: Stocked;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '1000' });
  serum = await stockedVariant(store, 100, 20_000);
  cream = await stockedVariant(store, 100, 10_000);
});
afterAll(() => store?.close());

async function readyToOrder(role: Seller['role']) {
  const seller = await newSeller(store, role, role === 'influencer' ? 'نور المؤثرة' : 'صيدلية دجلة');
  const cart = await newCart(store, seller, 'سلة أسماء');
  await addLine(store, seller, serum.variantId, 2);
  await addLine(store, seller, cream.variantId, 1);
  const receiver = await newReceiver(store, seller, { mobile: '07901112233' });
  return { seller, cart, receiver };
}

const discounts = () => ({
  items: [{ variant_id: cream.variantId, discount_type: 'fixed', discount_value: 1_000, discount_reason: 'هدية' }],
  code_type: 'percentage',
  code_value: 5,
  delivery_fee: 2_000,
});

describe.each(['influencer', 'pharmacist'] as const)('a %s’s order for someone else', (role) => {
  it('is written for the receiver with the seller’s discounts and reasons; the cart empties, the stock goes', async () => {
    const { seller, cart, receiver } = await readyToOrder(role);
    const serumBefore = await stockOf(store, serum);
    const response = await placeSellerOrder(store, seller, cart, receiver, {
      ...discounts(),
      note: 'الاتصال قبل الوصول',
    });
    const body = await expectStatus(Promise.resolve(response));
    expect(body.message).toBe(messages.sellerOrderPlaced);
    // 50,000 − 1,000 (the cream's) − 5 % of 49,000 rounded down to 250 (2,250) + 2,000 delivery.
    expect(body.data).toMatchObject({
      status: 'pending',
      placed_by: role,
      receiver_name: 'أسماء حسين',
      subtotal: 50_000,
      discount: 3_250,
      shipping_price: 2_000,
      total: 48_750,
      note: 'الاتصال قبل الوصول',
      address: { name: 'أسماء حسين', mobile: '+9647901112233', city: 'بغداد', region: 'المنصور' },
    });
    const creamLine = body.data.items.find(
      (line: { shopify_variant_id: number }) => line.shopify_variant_id === cream.variantId,
    );
    expect(creamLine).toMatchObject({ discount_reason: 'هدية', own_discount: 1_000 });
    // The discounts in parts (issue 24): the cream's own 1,000, the order's 2,250, no code; the serum has none of
    // its own.
    expect(body.data).toMatchObject({ order_discount: 2_250, code_discount: 0 });
    const serumLine = body.data.items.find(
      (line: { shopify_variant_id: number }) => line.shopify_variant_id === serum.variantId,
    );
    expect(serumLine).toMatchObject({ own_discount: 0 });
    expect(await stockOf(store, serum)).toBe(serumBefore - 2);
    const after = await expectStatus(sellerCall(store, seller, 'GET', `/seller/carts/${cart}`));
    expect(after.data.cart_items).toEqual([]);

    const [earning] = await store.database.rows<{ amount: number; state: string; source: string }>(
      sql`select amount, state, source from seller_earnings where order_id = ${body.data.id}`,
    );
    const percent = role === 'influencer' ? 10 : 5;
    expect(earning).toEqual({ amount: Math.floor((46_750 * percent) / 100), state: 'pending', source: 'order' });

    const mine = await expectStatus(sellerCall(store, seller, 'GET', '/orders'));
    expect(mine.data.map((order: { id: number }) => order.id)).toEqual([body.data.id]);
    expect(mine.data[0]).toMatchObject({ receiver_name: 'أسماء حسين', placed_by: role });
  });

  it('texts the receiver the order number and the amount to pay at the door', async () => {
    const { seller, cart, receiver } = await readyToOrder(role);
    const body = await expectStatus(placeSellerOrder(store, seller, cart, receiver));
    await store.kernel.jobs.drain(store.services.orderPlacedJob);
    const sms = store.services.sms as unknown as ConsoleSmsProvider;
    const texts = sms.messagesTo('+9647901112233').map((message) => message.text);
    expect(texts).toContain(
      `وندر بيوتي: طلبك رقم ${body.data.number} في الطريق إليك من ${role === 'influencer' ? 'نور المؤثرة' : 'صيدلية دجلة'}. المبلغ عند الاستلام ${formatIqd(body.data.total)}. شكراً لك!`,
    );
    expect(
      sms
        .messagesTo(seller.mobile)
        .map((message) => message.text)
        .join(),
    ).not.toContain(body.data.number);
  });

  it('a repeat with the same Idempotency-Key answers the same order, placed once', async () => {
    const { seller, cart, receiver } = await readyToOrder(role);
    const key = { 'idempotency-key': `seller-order-${role}-${seller.id}` };
    const first = await expectStatus(placeSellerOrder(store, seller, cart, receiver, {}, key));
    const again = await placeSellerOrder(store, seller, cart, receiver, {}, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.data.id);
    const [count] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${seller.id}`,
    );
    expect(count?.n).toBe(1);
  });
});

describe('a seller ordering to her own number', () => {
  it('is an order like any other, but earns her no commission', async () => {
    const seller = await newSeller(store, 'influencer');
    const cart = await newCart(store, seller);
    await addLine(store, seller, serum.variantId, 1);
    const self = await newReceiver(store, seller, { mobile: seller.mobile });
    const body = await expectStatus(placeSellerOrder(store, seller, cart, self));
    const earnings = await store.database.rows(sql`select id from seller_earnings where order_id = ${body.data.id}`);
    expect(earnings).toEqual([]);
  });
});

describe('what a seller order refuses, writing nothing', () => {
  it('another seller’s cart or receiver is a 404', async () => {
    const { seller, cart, receiver } = await readyToOrder('influencer');
    const stranger = await readyToOrder('influencer');
    expectArabicError(await placeSellerOrder(store, stranger.seller, cart, stranger.receiver), 404);
    expectArabicError(await placeSellerOrder(store, stranger.seller, stranger.cart, receiver), 404);
    expectArabicError(await placeSellerOrder(store, seller, cart, stranger.receiver), 404);
    const [count] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id in (${seller.id}, ${stranger.seller.id})`,
    );
    expect(count?.n).toBe(0);
  });

  it('an empty cart (422), a discount out of bounds (422), more than the stock (409 with the lines)', async () => {
    const { seller, cart, receiver } = await readyToOrder('pharmacist');
    const bounds = await placeSellerOrder(store, seller, cart, receiver, { code_type: 'percentage', code_value: 50 });
    expectArabicError(bounds, 422);
    expect(bounds.json().code).toBe('discount.order_too_big');
    const scarce = await stockedVariant(store, 5, 5_000);
    await addLine(store, seller, scarce.variantId, 5);
    await setStock(store, scarce, 1);
    const short = await placeSellerOrder(store, seller, cart, receiver);
    expectArabicError(short, 409);
    expect(short.json().errors.quantity).toEqual([
      expect.objectContaining({ variant_id: scarce.variantId, available: 1 }),
    ]);
    const empty = await newCart(store, seller, 'فارغة');
    const nothing = await placeSellerOrder(store, seller, empty, receiver);
    expectArabicError(nothing, 422);
    expect(nothing.json().code).toBe('cart.empty');
    expect(await stockOf(store, scarce)).toBe(1);
  });
});

describe('a seller order whose total changed since the invoice', () => {
  it.each(['influencer', 'pharmacist'] as const)(
    '%s: her wallet no longer covers what she asked of it: 409 with the new total, nothing placed',
    async (role) => {
      const { seller, cart, receiver } = await readyToOrder(role);
      await store.services.wallet.adjust(store.ctx(), seller.id, 15_000, { actorId: seller.id, note: 'رصيد تجريبي' });
      const receiverParam = role === 'influencer' ? 'contact' : 'address_id';
      const preview = await expectStatus(
        sellerCall(
          store,
          seller,
          'GET',
          `/seller/carts/${cart}/invoice/details?wallet=15000&${receiverParam}=${receiver}`,
        ),
      );
      expect(preview.data.wallet_used).toBe(15_000);
      const agreed = preview.data.total;
      // Spent elsewhere (the desk took 10,000) between the invoice and «تأكيد الطلب»: only 5,000 is left.
      await store.services.wallet.adjust(store.ctx(), seller.id, -10_000, { actorId: seller.id, note: 'تصحيح' });

      const refused = await placeSellerOrder(store, seller, cart, receiver, { wallet: 15_000, expected_total: agreed });
      expectArabicError(refused, 409);
      expect(refused.json()).toMatchObject({
        code: 'order.total_changed',
        message: formatMessage(messages.orderTotalChanged, { total: formatIqd(agreed + 10_000) }),
      });
      const [written] = await store.database.rows<{ n: number }>(
        sql`select count(*)::int as n from orders where user_id = ${seller.id}`,
      );
      expect(written?.n).toBe(0);

      // Agreeing to the new total places it, with the 5,000 she has.
      const placed = await expectStatus(
        placeSellerOrder(store, seller, cart, receiver, { wallet: 15_000, expected_total: agreed + 10_000 }),
      );
      expect(placed.data).toMatchObject({ wallet_used: 5_000, total: agreed + 10_000 });
    },
  );
});

describe('the staff desk', () => {
  it('lists seller orders with who placed them, and filters by it', async () => {
    const { seller, cart, receiver } = await readyToOrder('influencer');
    const placed = await expectStatus(placeSellerOrder(store, seller, cart, receiver));
    const { jwt_token } = await store.signIn(DEMO.staff);
    const response = await store.call({
      method: 'GET',
      url: '/api/v2/admin/orders?placed_by=influencer',
      headers: bearer(jwt_token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json().data.find((order: { id: number }) => order.id === placed.data.id);
    expect(found).toMatchObject({ placed_by: 'influencer' });
    expect(response.json().data.every((order: { placed_by: string }) => order.placed_by === 'influencer')).toBe(true);
  });
});
