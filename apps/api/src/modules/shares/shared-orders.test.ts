import { formatMessage, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { deliver, earningOf, newSeller, walletOf } from '../../../test/kits/earnings';
import { fillCart, newShopper, placed, type Shopper, setStock, stockedVariant } from '../../../test/kits/orders';
import { sellerCart, shared } from '../../../test/kits/shares';

/** A customer adds a seller's shared cart to hers in one tap, and the order that follows earns the seller. */
let store: TestStore;
let staff: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
});
afterAll(() => store?.close());

const add = (token: string, headers: Record<string, string> = {}) =>
  store.call({ method: 'POST', url: `/api/v2/app/shared-carts/${token}/add`, headers });

const cartOf = async (shopper: Shopper) => {
  const cart = (await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: shopper.headers })).json();
  return cart.data ?? cart;
};

const shareOfCart = async (shopper: Shopper) => {
  const [row] = await store.database.rows<{ share_id: number | null }>(
    sql`select share_id from carts where owner_id = ${shopper.id} and kind = 'customer'`,
  );
  return row?.share_id ?? null;
};

/** A seller's link to a cart of `lines`. */
async function linkOf(lines: Array<[Awaited<ReturnType<typeof stockedVariant>>, number]>) {
  const seller = await newSeller(store);
  const link = await shared(store, seller, { cart_id: await sellerCart(store, seller, lines) });
  return { seller, link };
}

describe('POST /app/shared-carts/{token}/add', () => {
  it("puts the shared products in the customer's cart, adding to what she has; sold-out ones are listed", async () => {
    const serum = await stockedVariant(store, 10, 12_000);
    const cream = await stockedVariant(store, 3, 8_000);
    const gone = await stockedVariant(store, 5, 5_000);
    const { link } = await linkOf([
      [serum, 2],
      [cream, 2],
      [gone, 1],
    ]);
    await setStock(store, gone, 0);
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[cream, 2]]);

    const response = await add(link.token, shopper.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.sharedCartAdded);
    // The cream tops up to its stock (3): 1 more, not 2.
    expect(response.json().data).toEqual({
      added: 2,
      skipped: [{ variant_id: gone.variantId, title: expect.any(String), message: messages.stockOut }],
    });
    const cart = await cartOf(shopper);
    const lines = new Map(
      cart.cart_items.map((item: { shopify_variant_id: number; quantity: number }) => [
        item.shopify_variant_id,
        item.quantity,
      ]),
    );
    expect(Object.fromEntries(lines)).toEqual({ [serum.variantId]: 2, [cream.variantId]: 3 });
    expect(await shareOfCart(shopper)).toBe(link.id);
  });

  it('lists a product her cart already holds as much of as the stock allows', async () => {
    const cream = await stockedVariant(store, 2, 8_000);
    const serum = await stockedVariant(store, 9, 8_000);
    const { link } = await linkOf([
      [cream, 1],
      [serum, 1],
    ]);
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[cream, 2]]);
    const body = (await add(link.token, shopper.headers)).json().data;
    expect(body).toEqual({
      added: 1,
      skipped: [
        {
          variant_id: cream.variantId,
          title: expect.any(String),
          message: formatMessage(messages.stockInsufficient, { available: 2 }),
        },
      ],
    });
  });

  it('asks a guest to sign in first (401 in Arabic); sellers cannot add', async () => {
    const { seller, link } = await linkOf([[await stockedVariant(store, 5), 1]]);
    const guest = await add(link.token);
    expectArabicError(guest, 401);
    expect(guest.json()).toMatchObject({ code: 'share.login_required', message: messages.shareLoginNeeded });
    expectArabicError(await add(link.token, seller.headers), 403);
  });

  it('answers 409 when nothing can be added, and leaves her cart as it was', async () => {
    const gone = await stockedVariant(store, 5);
    const { link } = await linkOf([[gone, 1]]);
    await setStock(store, gone, 0);
    const shopper = await newShopper(store);
    const response = await add(link.token, shopper.headers);
    expectArabicError(response, 409);
    expect(response.json().code).toBe('share.nothing_available');
    expect((await cartOf(shopper)).cart_items).toEqual([]);
    expect(await shareOfCart(shopper)).toBeNull();
  });

  it('answers 410 to a revoked link, adding nothing', async () => {
    const { seller, link } = await linkOf([[await stockedVariant(store, 5), 1]]);
    await store.call({ method: 'DELETE', url: `/api/v2/app/seller/share-cart/${link.id}`, headers: seller.headers });
    const shopper = await newShopper(store);
    const response = await add(link.token, shopper.headers);
    expectArabicError(response, 410);
    expect(response.json()).toMatchObject({ code: 'share.gone', message: messages.shareGone });
    expect((await cartOf(shopper)).cart_items).toEqual([]);
  });
});

describe('an order from a shared cart', () => {
  it('earns the seller a pending commission, credited to her wallet when delivered', async () => {
    const serum = await stockedVariant(store, 10, 20_000);
    const { seller, link } = await linkOf([[serum, 2]]);
    const shopper = await newShopper(store);
    expect((await add(link.token, shopper.headers)).statusCode).toBe(200);

    const order = await placed(store, shopper);
    const [row] = await store.database.rows<{ share_id: number | null }>(
      sql`select share_id from orders where id = ${order.id}`,
    );
    expect(row?.share_id).toBe(link.id);
    const [earning] = await store.database.rows(
      sql`select seller_id, source, base, percent, amount, state from seller_earnings where order_id = ${order.id}`,
    );
    // The influencer's default commission: 10 % of the goods paid.
    expect(earning).toEqual({
      seller_id: seller.id,
      source: 'shared_cart',
      base: 40_000,
      percent: 10,
      amount: 4_000,
      state: 'pending',
    });
    // Ordered: her cart no longer comes from the link, so her next order earns nobody.
    expect(await shareOfCart(shopper)).toBeNull();
    const links = (
      await store.call({ method: 'GET', url: '/api/v2/app/seller/shares', headers: seller.headers })
    ).json();
    expect(links.data[0]).toMatchObject({ id: link.id, orders: 1 });

    await deliver(store, staff, order.id);
    expect((await earningOf(store, order.id))?.state).toBe('credited');
    const wallet = await walletOf(store, seller.id);
    expect(wallet.balance).toBe(4_000);
    expect(wallet.entries).toEqual([{ amount: 4_000, reason: 'commission', order_id: order.id, note: null }]);
    const earnings = (
      await store.call({ method: 'GET', url: '/api/v2/app/seller/earnings', headers: seller.headers })
    ).json().data;
    expect(earnings.totals).toEqual({ credited: 4_000, pending: 0, reversed: 0 });
    expect(earnings.data[0]).toMatchObject({
      order_number: order.number,
      source: 'shared_cart',
      receiver_name: messages.sharedCartBuyer,
    });
  });

  it('earns only on the shared products she buys, up to the quantities shared; none left, nothing earned', async () => {
    const serum = await stockedVariant(store, 10, 20_000);
    const dear = await stockedVariant(store, 10, 200_000);
    const { link } = await linkOf([[serum, 1]]);
    const buyer = await newShopper(store);
    expect((await add(link.token, buyer.headers)).statusCode).toBe(200);
    await fillCart(store, buyer, [
      [serum, 2],
      [dear, 1],
    ]);
    const order = await placed(store, buyer);
    // One serum of the three was the seller's doing: 10 % of 20,000.
    expect(await earningOf(store, order.id)).toMatchObject({ base: 20_000, amount: 2_000 });

    const remover = await newShopper(store);
    expect((await add(link.token, remover.headers)).statusCode).toBe(200);
    for (const line of (await cartOf(remover)).cart_items) await store.services.cart.removeLine(remover.ctx, line.id);
    await fillCart(store, remover, [[dear, 1]]);
    const unrelated = await placed(store, remover);
    expect(await earningOf(store, unrelated.id)).toBeUndefined();
  });

  it('earns nothing once the link is revoked, or after she empties her cart', async () => {
    const serum = await stockedVariant(store, 10, 20_000);
    const { seller, link } = await linkOf([[serum, 1]]);
    const revokedFor = await newShopper(store);
    expect((await add(link.token, revokedFor.headers)).statusCode).toBe(200);
    const emptied = await newShopper(store);
    expect((await add(link.token, emptied.headers)).statusCode).toBe(200);
    expect((await store.call({ method: 'DELETE', url: '/api/v2/app/cart', headers: emptied.headers })).statusCode).toBe(
      200,
    );
    expect(await shareOfCart(emptied)).toBeNull();
    await fillCart(store, emptied, [[serum, 1]]);
    await store.call({ method: 'DELETE', url: `/api/v2/app/seller/share-cart/${link.id}`, headers: seller.headers });

    for (const shopper of [revokedFor, emptied]) {
      const order = await placed(store, shopper);
      expect(await earningOf(store, order.id)).toBeUndefined();
    }
  });
});
