import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, type Shopper, stockedVariant } from '../../../test/kits/orders';

/** The person's notifications (issue 13): the list, the unread count, marking read, channel choices, order notices. */
let store: TestStore;
let staff: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ JOBS_WORK: 'false', WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
});
afterAll(() => store?.close());

const get = (url: string, headers: Record<string, string>, query: Record<string, string> = {}) =>
  store.call({ method: 'GET', url: `/api/v2/app/${url}`, headers, query });
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  store.call({ method: 'POST', url: `/api/v2/app/${url}`, headers, ...(payload ? { payload: payload as never } : {}) });

/** `count` notices for the shopper, the last one newest. */
async function noticesFor(shopper: Shopper, count: number): Promise<number[]> {
  const rows = await store.database.rows<{ id: number }>(sql`
    insert into notifications (user_id, kind, title, body, link, dedupe_key, created_at)
    select ${shopper.id}, 'announcement', 'عرض ' || g, 'نص ' || g, null, 'test:' || g, now() - (${count} - g) * interval '1 minute'
    from generate_series(1, ${count}) g returning id`);
  return rows.map((row) => row.id);
}

describe('GET app/notifications', () => {
  it('lists newest first, paged, with the unread count of all of them', async () => {
    const shopper = await newShopper(store);
    const ids = await noticesFor(shopper, 5);
    const first = await get('notifications', shopper.headers, { limit: '2' });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.data.map((n: { id: number }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(page).toMatchObject({ unread: 5, total: 5, page: 1, total_pages: 3 });
    const last = (await get('notifications', shopper.headers, { limit: '2', page: '3' })).json();
    expect(last.data.map((n: { id: number }) => n.id)).toEqual([ids[0]]);
    const past = (await get('notifications', shopper.headers, { limit: '2', page: '9' })).json();
    expect(past).toMatchObject({ data: [], unread: 5, total: 5 });
  });

  it('refuses bad paging (422) and a guest (401)', async () => {
    const shopper = await newShopper(store);
    expectArabicError(await get('notifications', shopper.headers, { page: '0' }), 422);
    expectArabicError(await get('notifications', shopper.headers, { limit: 'many' }), 422);
    expectArabicError(await get('notifications', {}), 401);
    expectArabicError(await get('notifications/unread-count', {}), 401);
  });
});

describe('marking read', () => {
  it('marks one read (the unread count drops), again harmlessly; then all', async () => {
    const shopper = await newShopper(store);
    const ids = await noticesFor(shopper, 3);
    expect((await get('notifications/unread-count', shopper.headers)).json().data).toEqual({ unread: 3 });
    const read = await post(`notifications/${ids[1]}/read`, shopper.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().message).toBe(messages.notificationRead);
    const readAt = read.json().data.read_at;
    expect(readAt).not.toBeNull();
    expect((await post(`notifications/${ids[1]}/read`, shopper.headers)).json().data.read_at).toBe(readAt);
    expect((await get('notifications/unread-count', shopper.headers)).json().data).toEqual({ unread: 2 });
    const all = await post('notifications/read-all', shopper.headers);
    expect(all.json()).toMatchObject({ data: { unread: 0 }, message: messages.notificationsAllRead });
    expect((await get('notifications', shopper.headers)).json().unread).toBe(0);
  });

  it("answers B with 404 for A's notification, which stays unread", async () => {
    const a = await newShopper(store);
    const b = await newShopper(store);
    const [id] = await noticesFor(a, 1);
    const response = await post(`notifications/${id}/read`, b.headers);
    expectArabicError(response, 404);
    expect(response.json().code).toBe('notification.not_found');
    await post('notifications/read-all', b.headers);
    expect((await get('notifications/unread-count', a.headers)).json().data).toEqual({ unread: 1 });
  });

  it('refuses a bad id (422), an unknown one (404) and a guest (401)', async () => {
    const shopper = await newShopper(store);
    expectArabicError(await post('notifications/abc/read', shopper.headers), 422);
    expectArabicError(await post('notifications/999999999/read', shopper.headers), 404);
    expectArabicError(await post('notifications/1/read', {}), 401);
    expectArabicError(await post('notifications/read-all', {}), 401);
  });
});

describe('channel choices', () => {
  it('offers by SMS are on by default; switched off and on again; order and restock messages always on', async () => {
    const shopper = await newShopper(store);
    const url = 'notification-preferences';
    expect((await get(url, shopper.headers)).json().data).toEqual({
      offers_sms: true,
      order_sms: true,
      restock_sms: true,
    });
    const off = await store.call({
      method: 'PUT',
      url: `/api/v2/app/${url}`,
      headers: shopper.headers,
      payload: { offers_sms: false },
    });
    expect(off.json()).toMatchObject({ data: { offers_sms: false }, message: messages.notificationPreferencesSaved });
    expect((await get(url, shopper.headers)).json().data.offers_sms).toBe(false);
    // A form sends '1'.
    await store.call({
      method: 'PUT',
      url: `/api/v2/app/${url}`,
      headers: shopper.headers,
      payload: { offers_sms: '1' },
    });
    expect((await get(url, shopper.headers)).json().data.offers_sms).toBe(true);
  });

  it('refuses bad input (422) and a guest (401)', async () => {
    const shopper = await newShopper(store);
    const put = (payload: unknown, headers: Record<string, string>) =>
      store.call({ method: 'PUT', url: '/api/v2/app/notification-preferences', headers, payload: payload as never });
    expectArabicError(await put({ offers_sms: 'maybe' }, shopper.headers), 422);
    expectArabicError(await put({}, shopper.headers), 422);
    expectArabicError(await put({ offers_sms: true }, {}), 401);
    expectArabicError(await get('notification-preferences', {}), 401);
  });
});

/** A shopper's placed order, and the staff desk's move of it to `status`. */
async function orderStaffMove() {
  const shopper = await newShopper(store);
  await fillCart(store, shopper, [[await stockedVariant(store, 10), 1]]);
  const order = await placed(store, shopper);
  const move = (status: string) =>
    store.call({ method: 'POST', url: `/api/v2/admin/orders/${order.id}/status`, headers: staff, payload: { status } });
  return { shopper, order, move };
}

describe('order status notices', () => {
  it("staff moving an order writes the customer's notice with the move, linking the order; once per status", async () => {
    const { shopper, order, move } = await orderStaffMove();
    expect((await move('confirmed')).statusCode).toBe(200);
    const page = (await get('notifications', shopper.headers)).json();
    expect(page.unread).toBe(1);
    expect(page.data[0]).toMatchObject({ kind: 'order_status', link: `/profile/orders/${order.id}` });
    expect(page.data[0].title).toContain(order.number);
    // A move refused (confirmed again) writes nothing.
    expect((await move('confirmed')).statusCode).toBe(409);
    expect((await get('notifications/unread-count', shopper.headers)).json().data.unread).toBe(1);
    expect((await move('shipped')).statusCode).toBe(200);
    expect((await get('notifications/unread-count', shopper.headers)).json().data.unread).toBe(2);
  });

  it('a deleted account is told nothing when staff move the order it left behind', async () => {
    const { shopper, order, move } = await orderStaffMove();
    // Confirmed, the order outlives the account (a pending one is cancelled with it).
    expect((await move('confirmed')).statusCode).toBe(200);
    expect((await post('delete/account', shopper.headers)).statusCode).toBe(200);
    expect((await move('shipped')).statusCode).toBe(200);
    const [left] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${shopper.id}`,
    );
    expect(left?.n).toBe(0);
  });
});
