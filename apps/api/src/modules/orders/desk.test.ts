import { admin, messages, type Role, roles } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import {
  fillCart,
  newShopper,
  placed,
  type Shopper,
  type Stocked,
  stockedVariant,
  stockOf,
} from '../../../test/kits/orders';
import type { ConsoleSmsProvider } from '../auth/sms';

/** The staff desk's orders API (issue 12): who may call it, what the list finds, and what each move writes. */
let store: TestStore;
const tokens = {} as Record<Role, string>;
let staffId: number;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const role of roles) tokens[role] = (await store.signIn(DEMO[role])).jwt_token;
  const [row] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO.staff}`);
  staffId = row?.id ?? 0;
});
afterAll(() => store?.close());

const asStaff = (url: string, query: Record<string, string> = {}) =>
  store.call({ method: 'GET', url, query, headers: bearer(tokens.staff) });

const move = (orderId: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  store.call({
    method: 'POST',
    url: `/api/v2/admin/orders/${orderId}/status`,
    headers: { ...bearer(tokens.staff), ...headers },
    payload,
  });

const smsTo = (mobile: string) =>
  (store.services.sms as unknown as ConsoleSmsProvider).messagesTo(mobile).map((message) => message.text);

const auditOf = (orderId: number) =>
  store.database.rows<{ actor_id: number; action: string; before: { status: string }; after: { status: string } }>(
    sql`select actor_id, action, before, after from audit_log where entity_type = 'order' and entity_id = ${String(orderId)}
      order by id`,
  );

async function newOrder(
  variant: Stocked,
  quantity = 1,
): Promise<{ shopper: Shopper; order: { id: number; number: string } }> {
  const shopper = await newShopper(store);
  await fillCart(store, shopper, [[variant, quantity]]);
  return { shopper, order: await placed(store, shopper) };
}

describe('GET /admin/orders', () => {
  let first: { shopper: Shopper; order: { id: number; number: string } };
  let second: { shopper: Shopper; order: { id: number; number: string } };
  beforeAll(async () => {
    const variant = await stockedVariant(store, 50);
    first = await newOrder(variant);
    second = await newOrder(variant, 2);
    await store.database.rows(sql`update orders set created_at = '2026-03-01T22:30:00Z' where id = ${first.order.id}`);
  });

  it('lists every order, newest first, paged, with the customer and the governorate', async () => {
    const response = await asStaff('/api/v2/admin/orders', { limit: '1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.limit).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.total_pages).toBe(body.total);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: second.order.id, customer: { id: second.shopper.id }, city_id: 1 });
    expect(body.data[0].city).toMatch(/[\u0600-\u06FF]/);
  });

  it('searches by order number, by mobile (national form) and by name', async () => {
    const byNumber = (await asStaff('/api/v2/admin/orders', { q: first.order.number })).json();
    expect(byNumber.data.map((order: { id: number }) => order.id)).toEqual([first.order.id]);
    const national = `0${second.shopper.mobile.slice(4)}`;
    const byMobile = (await asStaff('/api/v2/admin/orders', { q: national })).json();
    expect(byMobile.data.map((order: { id: number }) => order.id)).toEqual([second.order.id]);
    const byName = (await asStaff('/api/v2/admin/orders', { q: 'زينب', limit: '100' })).json();
    expect(byName.data.map((order: { id: number }) => order.id)).toContain(first.order.id);
  });

  it('filters by Baghdad day, status, governorate and who placed it, and sorts as asked', async () => {
    // 22:30 UTC on 1 March is 01:30 on 2 March in Baghdad.
    const day = (await asStaff('/api/v2/admin/orders', { from: '2026-03-02', to: '2026-03-02' })).json();
    expect(day.data.map((order: { id: number }) => order.id)).toEqual([first.order.id]);
    const dayBefore = (await asStaff('/api/v2/admin/orders', { from: '2026-03-01', to: '2026-03-01' })).json();
    expect(dayBefore.total).toBe(0);
    const cancelled = (await asStaff('/api/v2/admin/orders', { status: 'cancelled', q: first.order.number })).json();
    expect(cancelled.total).toBe(0);
    const pending = (await asStaff('/api/v2/admin/orders', { status: 'pending', q: first.order.number })).json();
    expect(pending.total).toBe(1);
    const elsewhere = (await asStaff('/api/v2/admin/orders', { city_id: '2', q: first.order.number })).json();
    expect(elsewhere.total).toBe(0);
    const bySellers = (
      await asStaff('/api/v2/admin/orders', { placed_by: 'pharmacist', q: first.order.number })
    ).json();
    expect(bySellers.total).toBe(0);
    const oldest = (
      await asStaff('/api/v2/admin/orders', { sort: 'created_at', direction: 'asc', limit: '100' })
    ).json();
    const times = oldest.data.map((order: { created_at: string }) => order.created_at);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a bad filter with 422 in Arabic', async () => {
    expectArabicError(await asStaff('/api/v2/admin/orders', { status: 'lost' }), 422);
    expectArabicError(await asStaff('/api/v2/admin/orders', { from: '2026-13-45' }), 422);
    expectArabicError(await asStaff('/api/v2/admin/orders', { limit: '1000' }), 422);
  });
});

describe('GET /admin/orders/{id}', () => {
  it('answers the order with lines, address, customer and timeline', async () => {
    const { shopper, order } = await newOrder(await stockedVariant(store, 5));
    const response = await asStaff(`/api/v2/admin/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: order.id,
      status: 'pending',
      customer: { id: shopper.id, mobile: shopper.mobile, user_type: 'customer' },
      address: { name: 'زينب علي' },
      courier: null,
    });
    expect(data.items).toHaveLength(1);
    expect(data.timeline.map((event: { status: string }) => event.status)).toEqual(['pending']);
  });
});

describe('POST /admin/orders/{id}/status', () => {
  it('takes an order from pending to returned: each move audited, each SMS sent once', async () => {
    const { shopper, order } = await newOrder(await stockedVariant(store, 5));
    const steps = [
      { status: 'confirmed' },
      { status: 'shipped', courier: 'بريد العراق السريع', tracking_number: 'IQ-7781' },
      { status: 'delivered' },
      { status: 'returned', note: 'رفضت الزبونة الاستلام' },
    ];
    for (const step of steps) {
      const response = await move(order.id, step);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: messages.orderStatusChanged, data: { status: step.status } });
    }
    const detail = (await asStaff(`/api/v2/admin/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({ courier: 'بريد العراق السريع', tracking_number: 'IQ-7781' });
    expect(detail.timeline.map((event: { status: string; by: string }) => [event.status, event.by])).toEqual([
      ['pending', 'customer'],
      ['confirmed', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
      ['returned', 'staff'],
    ]);
    const audit = await auditOf(order.id);
    expect(audit.map((entry) => [entry.actor_id, entry.action, entry.before.status, entry.after.status])).toEqual([
      [staffId, 'order.status', 'pending', 'confirmed'],
      [staffId, 'order.status', 'confirmed', 'shipped'],
      [staffId, 'order.status', 'shipped', 'delivered'],
      [staffId, 'order.status', 'delivered', 'returned'],
    ]);
    expect(audit[1]?.after).toMatchObject({ courier: 'بريد العراق السريع', tracking_number: 'IQ-7781' });

    await store.kernel.jobs.drain(store.services.orderStatusJob);
    await store.kernel.jobs.drain(store.services.orderStatusJob);
    // The order's own `order.placed` message is another job's; these are the desk's, once each (the queue may run
    // jobs enqueued together in any order; in the shop the moves are hours apart).
    const desk = smsTo(shopper.mobile).filter((text) => !text.includes('استلمنا طلبك'));
    expect(desk).toHaveLength(4);
    expect(desk).toEqual(
      expect.arrayContaining([
        `وندر بيوتي: تم تأكيد طلبك رقم ${order.number} وسنجهزه للشحن قريباً.`,
        `وندر بيوتي: طلبك رقم ${order.number} في الطريق إليك مع بريد العراق السريع. رقم التتبع: IQ-7781.`,
        `وندر بيوتي: تم توصيل طلبك رقم ${order.number}. شكراً لتسوقك معنا!`,
        `وندر بيوتي: تم تسجيل إرجاع طلبك رقم ${order.number}.`,
      ]),
    );
  });

  it('sends one SMS per order and status even when the job runs twice', async () => {
    const { shopper, order } = await newOrder(await stockedVariant(store, 5));
    expect((await move(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await store.kernel.jobs.send(store.database.db, store.services.orderStatusJob, {
      orderId: order.id,
      status: 'confirmed',
    });
    await store.kernel.jobs.drain(store.services.orderStatusJob);
    const confirmations = smsTo(shopper.mobile).filter((text) => text.includes('تم تأكيد طلبك'));
    expect(confirmations).toHaveLength(1);
  });

  it('cancels through the cancel flow: stock back, audit entry, SMS', async () => {
    const variant = await stockedVariant(store, 5);
    const { shopper, order } = await newOrder(variant, 3);
    expect(await stockOf(store, variant)).toBe(2);
    const response = await move(order.id, { status: 'cancelled', note: 'طلبت الزبونة الإلغاء بالهاتف' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect(await stockOf(store, variant)).toBe(5);
    const audit = await auditOf(order.id);
    expect(audit.map((entry) => [entry.before.status, entry.after.status])).toEqual([['pending', 'cancelled']]);
    await store.kernel.jobs.drain(store.services.orderStatusJob);
    expect(smsTo(shopper.mobile)).toContain(`وندر بيوتي: تم إلغاء طلبك رقم ${order.number}. للاستفسار تواصل معنا.`);
  });

  it('refuses a move the order life does not allow: 409 in Arabic, nothing written', async () => {
    const { order } = await newOrder(await stockedVariant(store, 5));
    const response = await move(order.id, { status: 'delivered' });
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({
      code: 'order.transition_invalid',
      message: messages.orderTransitionInvalid,
    });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const { order } = await newOrder(await stockedVariant(store, 5));
    const headers = { 'idempotency-key': `staff-confirm-${order.id}` };
    const first = await move(order.id, { status: 'confirmed' }, headers);
    const again = await move(order.id, { status: 'confirmed' }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('refuses bad input with 422 in Arabic', async () => {
    const { order } = await newOrder(await stockedVariant(store, 5));
    expectArabicError(await move(order.id, { status: 'pending' }), 422);
    expectArabicError(await move(order.id, {}), 422);
    expectArabicError(await move(order.id, { status: 'shipped', courier: 'ب'.repeat(500) }), 422);
    expectArabicError(await move(0, { status: 'confirmed' }), 422);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('is bound from the contract with rate limit and idempotency', () => {
    expect(admin.adminOrderStatusRoute).toMatchObject({ rateLimited: true, idempotent: true });
  });
});
