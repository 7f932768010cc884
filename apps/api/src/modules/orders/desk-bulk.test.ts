import { messages, type Role, roles } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, type Shopper, type Stocked, stockedVariant } from '../../../test/kits/orders';
import type { ConsoleSmsProvider } from '../auth/sms';

/** The desk's bulk moves and the export of a selection (issue 24, item 9). */
let store: TestStore;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const role of roles) tokens[role] = (await store.signIn(DEMO[role])).jwt_token;
});
afterAll(() => store?.close());

const bulk = (payload: Record<string, unknown>, role: Role = 'staff') =>
  store.call({ method: 'POST', url: '/api/v2/admin/orders/bulk-status', headers: bearer(tokens[role]), payload });

const smsTo = (mobile: string) =>
  (store.services.sms as unknown as ConsoleSmsProvider).messagesTo(mobile).map((message) => message.text);

async function newOrder(variant: Stocked): Promise<{ shopper: Shopper; order: { id: number; number: string } }> {
  const shopper = await newShopper(store);
  await fillCart(store, shopper, [[variant, 1]]);
  return { shopper, order: await placed(store, shopper) };
}

const statusOf = async (id: number) =>
  (
    await store.database.rows<{ status: string; courier: string | null }>(
      sql`select status, courier from orders where id = ${id}`,
    )
  )[0];

describe('POST /admin/orders/bulk-status', () => {
  it('confirms the selected orders each on its own: one cancelled meanwhile is refused with its reason', async () => {
    const variant = await stockedVariant(store, 20);
    const first = await newOrder(variant);
    const second = await newOrder(variant);
    const cancelled = await newOrder(variant);
    await store.call({
      method: 'DELETE',
      url: `/api/v2/app/orders?order_id=${cancelled.order.id}`,
      headers: cancelled.shopper.headers,
    });

    const response = await bulk({ ids: [second.order.id, cancelled.order.id, first.order.id], status: 'confirmed' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ moved: 2, refused: 1 });
    expect(body.message).toBe('نُقل 2 من 3 طلبات. راجع ما لم يُنقل وسببه.');
    expect(body.data.results).toEqual([
      {
        id: first.order.id,
        number: first.order.number,
        outcome: 'moved',
        message: messages.orderStatusChanged,
        code: null,
      },
      {
        id: second.order.id,
        number: second.order.number,
        outcome: 'moved',
        message: messages.orderStatusChanged,
        code: null,
      },
      {
        id: cancelled.order.id,
        number: cancelled.order.number,
        outcome: 'refused',
        message: messages.orderTransitionInvalid,
        code: 'order.transition_invalid',
      },
    ]);
    expect((await statusOf(first.order.id))?.status).toBe('confirmed');
    expect((await statusOf(second.order.id))?.status).toBe('confirmed');
    expect((await statusOf(cancelled.order.id))?.status).toBe('cancelled');
    // Each moved order is told, and audited, as a single move would be.
    await store.kernel.jobs.drain(store.services.orderStatusJob);
    expect(smsTo(first.shopper.mobile)).toContain(
      `وندر بيوتي: تم تأكيد طلبك رقم ${first.order.number} وسنجهزه للشحن قريباً.`,
    );
    const audit = await store.database.rows<{ entity_id: string }>(
      sql`select entity_id from audit_log where action = 'order.status'
        and entity_id in (${String(first.order.id)}, ${String(second.order.id)}, ${String(cancelled.order.id)})`,
    );
    expect(audit.map((entry) => Number(entry.entity_id)).sort()).toEqual([first.order.id, second.order.id].sort());
  });

  it('ships the selection with one courier; an unknown id is refused as not found', async () => {
    const variant = await stockedVariant(store, 20);
    const one = await newOrder(variant);
    const two = await newOrder(variant);
    for (const { order } of [one, two]) await bulk({ ids: [order.id], status: 'confirmed' });

    const response = await bulk({
      ids: [one.order.id, two.order.id, 2_000_000_000],
      status: 'shipped',
      courier: 'الناقل السريع',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.results.map((result: { outcome: string; code: string | null }) => result.code)).toEqual(
      [null, null, 'order.not_found'],
    );
    expect(await statusOf(one.order.id)).toEqual({ status: 'shipped', courier: 'الناقل السريع' });
    expect(await statusOf(two.order.id)).toEqual({ status: 'shipped', courier: 'الناقل السريع' });
  });

  it('refuses shipping without a courier, irreversible moves and an empty selection (422), moving nothing', async () => {
    const { order } = await newOrder(await stockedVariant(store, 5));
    const noCourier = await bulk({ ids: [order.id], status: 'shipped' });
    expectArabicError(noCourier, 422);
    expect(noCourier.json()).toMatchObject({
      code: 'order.courier_required',
      errors: { courier: [expect.any(String)] },
    });
    expectArabicError(await bulk({ ids: [order.id], status: 'delivered' }), 422);
    expectArabicError(await bulk({ ids: [order.id], status: 'cancelled' }), 422);
    expectArabicError(await bulk({ ids: [], status: 'confirmed' }), 422);
    expectArabicError(await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'confirmed' }), 422);
    expect((await statusOf(order.id))?.status).toBe('pending');
  });

  it('is the staff’s: shoppers and sellers are refused (403), moving nothing', async () => {
    const { order } = await newOrder(await stockedVariant(store, 5));
    for (const role of ['customer', 'influencer', 'pharmacist'] as const) {
      expectArabicError(await bulk({ ids: [order.id], status: 'confirmed' }, role), 403);
    }
    expect((await statusOf(order.id))?.status).toBe('pending');
  });
});

describe('GET /admin/orders/export?ids=', () => {
  it('exports only the selected orders, with the BOM and the Arabic headings', async () => {
    const variant = await stockedVariant(store, 20);
    const picked = await newOrder(variant);
    const other = await newOrder(variant);
    const response = await store.call({
      method: 'GET',
      url: '/api/v2/admin/orders/export',
      query: { ids: `${picked.order.id}` },
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^رقم الطلب,/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(picked.order.number);
    expect(response.body).not.toContain(other.order.number);
  });

  it('refuses a malformed selection with 422 in Arabic', async () => {
    const response = await store.call({
      method: 'GET',
      url: '/api/v2/admin/orders/export',
      query: { ids: '1,abc' },
      headers: bearer(tokens.staff),
    });
    expectArabicError(response, 422);
  });
});
