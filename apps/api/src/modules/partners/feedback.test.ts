import { formatMessage, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { newShopper, type Shopper } from '../../../test/kits/orders';
import { FEEDBACK_PER_DAY } from './feedback';

/**
 * "Rate the store" (issue 15, /profile/help_us): signed-in shoppers only, a few a day; staff read the queue at
 * /admin/feedback, newest first, and mark each handled once (audited). Erased with the account.
 */
let store: TestStore;
let staff: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
});
afterAll(() => store?.close());

const send = (headers: Record<string, string>, payload: object) =>
  store.call({ method: 'POST', url: '/api/v2/app/feedback', headers, payload });
const queue = (query: Record<string, string> = {}) =>
  store.call({ method: 'GET', url: '/api/v2/admin/feedback', query, headers: staff });
const handle = (id: number | string) =>
  store.call({ method: 'POST', url: `/api/v2/admin/feedback/${id}/handled`, headers: staff });

async function sent(
  shopper: Shopper,
  payload: object = { rating: 4, topic: 'delivery', comment: 'التوصيل للبصرة بطيء' },
) {
  const response = await send(shopper.headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

describe('POST app/feedback', () => {
  it('records stars, a topic and what to improve', async () => {
    const shopper = await newShopper(store);
    const response = await send(shopper.headers, { rating: '5', topic: 'website', comment: ' أضيفوا الدفع بالبطاقة ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.feedbackSent,
      data: { rating: 5, topic: 'website', comment: 'أضيفوا الدفع بالبطاقة' },
    });
    expect((await send(shopper.headers, { rating: 3 })).json().data).toMatchObject({ topic: null, comment: null });
  });

  it('refuses stars out of 1–5, an unknown topic and a long comment in Arabic; a guest 401, staff 403', async () => {
    const shopper = await newShopper(store);
    for (const payload of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4, topic: 'weather' },
      { rating: 4, comment: 'ن'.repeat(1001) },
    ]) {
      expectArabicError(await send(shopper.headers, payload), 422);
    }
    expectArabicError(await send({}, { rating: 5 }), 401);
    expectArabicError(await send(staff, { rating: 5 }), 403);
  });

  it(`refuses a ${FEEDBACK_PER_DAY + 1}th rating within a day with 429`, async () => {
    const shopper = await newShopper(store);
    for (let i = 0; i < FEEDBACK_PER_DAY; i += 1) await sent(shopper, { rating: 5 });
    const response = await send(shopper.headers, { rating: 1 });
    expectArabicError(response, 429);
    expect(response.json().message).toBe(formatMessage(messages.feedbackTooMany, { max: FEEDBACK_PER_DAY }));
  });
});

describe('the staff desk: /admin/feedback', () => {
  it('lists the newest first, filters what nobody handled, marks one handled once, audited', async () => {
    const shopper = await newShopper(store);
    const older = await sent(shopper);
    const newer = await sent(shopper, { rating: 2, topic: 'prices', comment: 'الأسعار أعلى من الصيدليات' });
    const unread = (await queue({ handled: 'false' })).json().data as Array<{ id: number }>;
    expect(unread.slice(0, 2).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(unread[0]).toMatchObject({ author: { id: shopper.id, user_type: 'customer' }, handled_at: null });

    const handled = await handle(older.id);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      message: messages.feedbackHandled,
      data: { handled_by: { name: expect.any(String) } },
    });
    const again = await handle(older.id);
    expectArabicError(again, 409);
    expect(again.json().message).toBe(messages.feedbackAlreadyHandled);
    const ids = async (query: Record<string, string>) =>
      ((await queue(query)).json().data as Array<{ id: number }>).map((row) => row.id);
    expect(await ids({ handled: 'false' })).not.toContain(older.id);
    expect(await ids({ handled: 'true' })).toContain(older.id);
    const audit = await store.database.rows<{ action: string }>(
      sql`select action from audit_log where entity_type = 'store_feedback' and entity_id = ${String(older.id)}`,
    );
    expect(audit).toEqual([{ action: 'feedback.handled' }]);
    expectArabicError(await handle(999999), 404);
  });

  it('is closed to shoppers and sellers', async () => {
    const shopper = await newShopper(store);
    const response = await store.call({ method: 'GET', url: '/api/v2/admin/feedback', headers: shopper.headers });
    expectArabicError(response, 403);
  });
});

describe('account deletion', () => {
  it('erases what she wrote', async () => {
    const shopper = await newShopper(store);
    const { id } = await sent(shopper);
    await store.services.deleteAccount.run(shopper.ctx);
    expect(await store.database.rows(sql`select id from store_feedback where id = ${id}`)).toEqual([]);
  });
});
