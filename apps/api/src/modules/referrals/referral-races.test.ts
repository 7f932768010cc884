import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { staffMove, walletOf } from '../../../test/kits/earnings';
import { customerOrder, freshNational, newReferrer, referralOf, registerFriend } from '../../../test/kits/referrals';

/**
 * A referral pays once, whatever staff do at the same moment (issue 15). These mean most on PostgreSQL
 * (`TEST_DATABASE_URL=… npx vitest run` this file, or `npm run test:pg`), where the deliveries really run at once and
 * meet at the referral row's lock; on PGlite they check the same outcomes one transaction at a time.
 */
let store: TestStore;
let staff: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
});
afterAll(() => store?.close());

const deliverNow = (orderId: number) =>
  store.call({
    method: 'POST',
    url: `/api/v2/admin/orders/${orderId}/status`,
    headers: staff,
    payload: { status: 'delivered' },
  });

/** Orders of the customer's own, each moved to shipped: one step from delivered. */
async function shippedOrders(userId: number, count: number) {
  const orders = [];
  for (let i = 0; i < count; i++) {
    const order = await customerOrder(store, userId);
    await staffMove(store, staff, order.id, 'confirmed');
    await staffMove(store, staff, order.id, 'shipped');
    orders.push(order);
  }
  return orders;
}

describe('deliveries at the same moment', () => {
  it("two of the friend's orders delivered at once: both delivered, exactly one reward", async () => {
    const referrer = await newReferrer(store);
    const friend = await registerFriend(store, freshNational(), referrer.code);
    const [first, second] = await shippedOrders(friend.id, 2);
    if (!first || !second) throw new Error('no orders');

    const responses = await Promise.all([deliverNow(first.id), deliverNow(second.id)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);

    const referral = await referralOf(store, friend.id);
    expect(referral?.status).toBe('rewarded');
    expect([first.id, second.id]).toContain(referral?.order_id);
    expect(await walletOf(store, referrer.id)).toMatchObject({ balance: 5_000, entries: [{ amount: 5_000 }] });
    expect(await walletOf(store, friend.id)).toMatchObject({ balance: 5_000, entries: [{ amount: 5_000 }] });
    const [notices] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where kind = 'referral' and user_id in (${referrer.id}, ${friend.id})`,
    );
    expect(notices?.n).toBe(2);
  });

  it("five friends' first orders delivered at once: the referrer is paid five times, each friend once", async () => {
    const referrer = await newReferrer(store);
    const friends = [];
    for (let i = 0; i < 5; i++) friends.push(await registerFriend(store, freshNational(), referrer.code));
    const orders = [];
    for (const friend of friends) orders.push(...(await shippedOrders(friend.id, 2)));

    // Every order at once: two per friend, racing each other and the other friends' on the referrer's wallet.
    const responses = await Promise.all(orders.map((order) => deliverNow(order.id)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);

    const wallet = await walletOf(store, referrer.id);
    expect(wallet.balance).toBe(25_000);
    expect(wallet.entries).toHaveLength(5);
    for (const friend of friends) {
      expect((await referralOf(store, friend.id))?.status).toBe('rewarded');
      expect((await walletOf(store, friend.id)).balance).toBe(5_000);
    }
  });
});
