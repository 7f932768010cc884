import { formatIqd, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import {
  deliver,
  earningOf,
  newSeller,
  type Seller,
  sellerOrder,
  staffMove,
  walletOf,
} from '../../../test/kits/earnings';
import { stockedVariant } from '../../../test/kits/orders';
import { addLine, expectStatus, newCart, newReceiver, placeSellerOrder } from '../../../test/kits/seller-carts';

/** What sellers earn (issue 14): credited on delivery, reversed on return, cancelled with the order; the list. */
let store: TestStore;
let staff: Record<string, string>;
let staffId: number;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
  const [row] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO.staff}`);
  staffId = row?.id ?? 0;
});
afterAll(() => store?.close());

const earnings = (seller: Seller, query: Record<string, string> = {}) =>
  store.call({ method: 'GET', url: '/api/v2/app/seller/earnings', query, headers: seller.headers });

const noticesOf = (userId: number) =>
  store.database.rows<{ title: string; body: string; link: string }>(
    sql`select title, body, link from notifications where user_id = ${userId} and dedupe_key like 'commission:%' order by id`,
  );

describe('a seller order delivered', () => {
  it("credits the commission to the seller's wallet as a ledger entry, and tells her", async () => {
    const seller = await newSeller(store);
    const order = await sellerOrder(store, seller, 45_000, 10);
    expect(await earningOf(store, order.id)).toMatchObject({ state: 'pending', amount: 4_500, settled_at: null });
    expect((await walletOf(store, seller.id)).balance).toBe(0);

    await deliver(store, staff, order.id);

    const earning = await earningOf(store, order.id);
    expect(earning).toMatchObject({ state: 'credited', amount: 4_500 });
    expect(earning?.settled_at).not.toBeNull();
    const wallet = await walletOf(store, seller.id);
    expect(wallet.balance).toBe(4_500);
    expect(wallet.entries).toEqual([{ amount: 4_500, reason: 'commission', order_id: order.id, note: null }]);
    // Her wallet page names the order that earned it.
    const page = (await store.call({ method: 'GET', url: '/api/v2/app/wallet', headers: seller.headers })).json();
    expect(page.data.entries[0]).toMatchObject({ reason: 'commission', amount: 4_500, order_number: order.number });
    const notices = await noticesOf(seller.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe(messages.commissionNoticeTitle);
    expect(notices[0]?.body).toContain(formatIqd(4_500));
    expect(notices[0]?.body).toContain(order.number);
  });

  it('floors the commission to whole dinars, and a commission of 0 writes no ledger entry', async () => {
    const seller = await newSeller(store);
    const odd = await sellerOrder(store, seller, 10_999, 5);
    expect((await earningOf(store, odd.id))?.amount).toBe(549);
    const free = await sellerOrder(store, seller, 10_000, 0);
    await deliver(store, staff, free.id);
    expect((await earningOf(store, free.id))?.state).toBe('credited');
    expect((await walletOf(store, seller.id)).entries).toEqual([]);
    expect(await noticesOf(seller.id)).toEqual([]);
  });
});

describe('a delivered seller order returned', () => {
  it('reverses the commission and takes it back from the wallet', async () => {
    const seller = await newSeller(store);
    const order = await sellerOrder(store, seller, 30_000, 10);
    await deliver(store, staff, order.id);
    await staffMove(store, staff, order.id, 'returned');

    expect((await earningOf(store, order.id))?.state).toBe('reversed');
    const wallet = await walletOf(store, seller.id);
    expect(wallet.balance).toBe(0);
    expect(wallet.entries.map((entry) => [entry.amount, entry.reason, entry.note])).toEqual([
      [3_000, 'commission', null],
      [-3_000, 'commission_reversed', null],
    ]);
    const notices = await noticesOf(seller.id);
    expect(notices.map((notice) => notice.body)).toEqual([
      expect.stringContaining(formatIqd(3_000)),
      expect.stringContaining('أُرجع'),
    ]);
  });

  it('takes only what the wallet still holds when she spent part of it, and notes the rest', async () => {
    const seller = await newSeller(store);
    const order = await sellerOrder(store, seller, 50_000, 10);
    await deliver(store, staff, order.id);
    // She spent 3,500 of the 5,000 (a desk debit stands in for an order paid from the wallet).
    await store.services.wallet.adjust(store.ctx(), seller.id, -3_500, { actorId: staffId, note: 'شراء' });
    await staffMove(store, staff, order.id, 'returned');

    expect((await earningOf(store, order.id))?.state).toBe('reversed');
    const wallet = await walletOf(store, seller.id);
    expect(wallet.balance).toBe(0);
    const reversal = wallet.entries.at(-1);
    expect(reversal).toMatchObject({ amount: -1_500, reason: 'commission_reversed', order_id: order.id });
    expect(reversal?.note).toContain(formatIqd(3_500));
  });

  it('writes no ledger entry when the wallet is empty, but still reverses the earning', async () => {
    const seller = await newSeller(store);
    const order = await sellerOrder(store, seller, 20_000, 10);
    await deliver(store, staff, order.id);
    await store.services.wallet.adjust(store.ctx(), seller.id, -2_000, { actorId: staffId, note: 'شراء' });
    await staffMove(store, staff, order.id, 'returned');
    expect((await earningOf(store, order.id))?.state).toBe('reversed');
    const wallet = await walletOf(store, seller.id);
    expect(wallet.balance).toBe(0);
    expect(wallet.entries.map((entry) => entry.reason)).toEqual(['commission', 'staff']);
  });
});

describe('a commission she spent before its order came back', () => {
  it('is owed: a cancelled order’s refund repays it first, so the commission cannot be kept', async () => {
    const seller = await newSeller(store);
    const earning = await sellerOrder(store, seller, 100_000, 10);
    await deliver(store, staff, earning.id);
    expect((await walletOf(store, seller.id)).balance).toBe(10_000);
    // She spends the commission on another order, then the first comes back, then she cancels the second.
    const variant = await stockedVariant(store, 10, 30_000);
    const cart = await newCart(store, seller);
    await addLine(store, seller, variant.variantId, 1, cart);
    const spent = await expectStatus(
      placeSellerOrder(store, seller, cart, await newReceiver(store, seller), { wallet: 10_000 }),
    );
    expect((await walletOf(store, seller.id)).balance).toBe(0);
    await staffMove(store, staff, earning.id, 'returned');
    const cancel = await store.call({
      method: 'DELETE',
      url: `/api/v2/app/orders?order_id=${spent.data.id}`,
      headers: seller.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const wallet = await walletOf(store, seller.id);
    expect(wallet.balance).toBe(0);
    expect(wallet.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: -10_000, reason: 'commission_reversed', note: messages.commissionRecovered }),
        expect.objectContaining({ amount: 10_000, reason: 'order_cancelled' }),
      ]),
    );
    // Owed no more: her next credit is hers.
    await store.services.wallet.credit(store.ctx(), seller.id, 2_000, 'staff', { note: 'مكافأة' });
    expect((await walletOf(store, seller.id)).balance).toBe(2_000);
  });
});

describe('a seller order cancelled', () => {
  it('cancels its pending earning; nothing reaches the wallet', async () => {
    const seller = await newSeller(store);
    const order = await sellerOrder(store, seller, 40_000, 10);
    await staffMove(store, staff, order.id, 'confirmed');
    await staffMove(store, staff, order.id, 'cancelled');
    expect((await earningOf(store, order.id))?.state).toBe('cancelled');
    expect((await walletOf(store, seller.id)).entries).toEqual([]);
  });

  it('cancels it when the seller cancels her own pending order', async () => {
    const seller = await newSeller(store);
    const order = await sellerOrder(store, seller, 40_000, 10);
    const response = await store.call({
      method: 'DELETE',
      url: `/api/v2/app/orders?order_id=${order.id}`,
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await earningOf(store, order.id))?.state).toBe('cancelled');
  });
});

describe('GET /app/seller/earnings', () => {
  it('lists her earnings newest first, paged, with the totals credited, pending and reversed', async () => {
    const seller = await newSeller(store);
    const credited = await sellerOrder(store, seller, 60_000, 10, 'سلمى');
    const reversed = await sellerOrder(store, seller, 20_000, 10, 'هدى');
    const pending = await sellerOrder(store, seller, 15_000, 10, 'رنا');
    const cancelled = await sellerOrder(store, seller, 90_000, 10, 'دعاء');
    await deliver(store, staff, credited.id);
    await deliver(store, staff, reversed.id);
    await staffMove(store, staff, reversed.id, 'returned');
    await staffMove(store, staff, cancelled.id, 'cancelled');

    const response = await earnings(seller, { limit: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.totals).toEqual({ credited: 6_000, pending: 1_500, reversed: 2_000 });
    expect(page).toMatchObject({ page: 1, limit: 2, total: 4, total_pages: 2 });
    expect(page.data.map((row: { order_number: string }) => row.order_number)).toEqual([
      cancelled.number,
      pending.number,
    ]);
    expect(page.data[1]).toMatchObject({
      order_id: pending.id,
      order_status: 'pending',
      receiver_name: 'رنا',
      source: 'order',
      base: 15_000,
      percent: 10,
      amount: 1_500,
      state: 'pending',
      settled_at: null,
    });
    const second = (await earnings(seller, { limit: '2', page: '2' })).json().data.data;
    expect(second.map((row: { state: string }) => row.state)).toEqual(['reversed', 'credited']);
    expect(second[1]).toMatchObject({ order_status: 'delivered', receiver_name: 'سلمى', amount: 6_000 });
  });

  it('shows a seller only her own earnings', async () => {
    const mine = await newSeller(store);
    const other = await newSeller(store, 'pharmacist');
    await sellerOrder(store, mine, 10_000, 10);
    const page = (await earnings(other)).json().data;
    expect(page.data).toEqual([]);
    expect(page.totals).toEqual({ credited: 0, pending: 0, reversed: 0 });
  });

  it('is for sellers: a customer is refused in Arabic', async () => {
    const customer = bearer((await store.signIn(DEMO.customer)).jwt_token);
    expectArabicError(await store.call({ method: 'GET', url: '/api/v2/app/seller/earnings', headers: customer }), 403);
  });
});

describe('an order placed through the seller-order flow', () => {
  it("opens its earning at the role's commission, credited to her wallet when delivered", async () => {
    const seller = await newSeller(store);
    const variant = await stockedVariant(store, 10, 25_000);
    const cartId = await newCart(store, seller);
    await addLine(store, seller, variant.variantId, 2, cartId);
    const receiver = await newReceiver(store, seller);
    const order = (await expectStatus(placeSellerOrder(store, seller, cartId, receiver))).data;
    // The influencer's default commission: 10 % of the goods paid.
    expect(await earningOf(store, order.id)).toMatchObject({ state: 'pending', amount: 5_000 });
    await deliver(store, staff, order.id);
    expect((await walletOf(store, seller.id)).balance).toBe(5_000);
    const page = (await earnings(seller)).json().data;
    expect(page.data[0]).toMatchObject({
      order_id: order.id,
      receiver_name: 'أسماء حسين',
      source: 'order',
      base: 50_000,
    });
  });
});
