import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { newShopper, type Shopper, stockedVariant } from '../../../test/kits/orders';
import { REQUESTS_PER_DAY } from './service';

/**
 * Request a product (spec §7 `POST app/request-product`, issue 13) and the staff desk's queue: status moves audited,
 * the requester told in the store when it is added (once), erased with the account.
 */
let store: TestStore;
let staffToken: string;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staffToken = (await store.signIn(DEMO.staff)).jwt_token;
});
afterAll(() => store?.close());

const ask = (headers: Record<string, string>, payload: unknown) =>
  store.call({ method: 'POST', url: '/api/v2/app/request-product', headers, payload: payload as object });
const queue = (query: Record<string, string> = {}) =>
  store.call({ method: 'GET', url: '/api/v2/admin/requests', query, headers: bearer(staffToken) });
const move = (id: number | string, payload: Record<string, unknown>) =>
  store.call({ method: 'POST', url: `/api/v2/admin/requests/${id}/status`, headers: bearer(staffToken), payload });

async function requested(shopper: Shopper, payload: Record<string, unknown> = { name: 'سيروم فيتامين سي' }) {
  const response = await ask(shopper.headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const noticesOf = (userId: number) =>
  store.database.rows<{ kind: string; title: string; body: string; link: string; dedupe_key: string }>(
    sql`select kind, title, body, link, dedupe_key from notifications where user_id = ${userId} order by id`,
  );

describe('POST app/request-product', () => {
  it("records the request, new, with the account's mobile when none is given", async () => {
    const shopper = await newShopper(store);
    const response = await ask(shopper.headers, { name: ' سيروم فيتامين سي ', brand: 'لاروش', note: '30 مل' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.productRequested);
    expect(response.json().data).toMatchObject({
      name: 'سيروم فيتامين سي',
      brand: 'لاروش',
      note: '30 مل',
      mobile: shopper.mobile,
      status: 'new',
    });
  });

  it('keeps a call-back number in international form', async () => {
    const shopper = await newShopper(store);
    expect((await requested(shopper, { name: 'كريم', mobile: '٠٧٨٠١٢٣٤٥٦٧' })).mobile).toBe('+9647801234567');
  });

  it('refuses a blank name, a long note and a bad mobile in Arabic', async () => {
    const shopper = await newShopper(store);
    for (const payload of [
      {},
      { name: '   ' },
      { name: 'x', note: 'ن'.repeat(1001) },
      { name: 'x', mobile: '12345' },
    ]) {
      expectArabicError(await ask(shopper.headers, payload), 422);
    }
  });

  it(`refuses a ${REQUESTS_PER_DAY + 1}th request within a day with 429`, async () => {
    const shopper = await newShopper(store);
    for (let i = 0; i < REQUESTS_PER_DAY; i += 1) await requested(shopper, { name: `منتج ${i}` });
    const response = await ask(shopper.headers, { name: 'واحد آخر' });
    expectArabicError(response, 429);
    expect(response.json().message).toBe(messages.productRequestTooMany);
  });

  it('answers a guest 401', async () => {
    expectArabicError(await ask({}, { name: 'كريم' }), 401);
  });
});

describe('the staff desk: /admin/requests', () => {
  it('moves new → in_review → added with the product: audited, and the requester is told once, with a link', async () => {
    const shopper = await newShopper(store);
    const request = await requested(shopper);
    const product = (await stockedVariant(store, 5)).productId;
    const listed = (await queue({ status: 'new' })).json();
    expect(listed.data[0]).toMatchObject({ id: request.id, requester: { id: shopper.id }, product: null });

    expect((await move(request.id, { status: 'in_review' })).statusCode).toBe(200);
    expect(await noticesOf(shopper.id)).toEqual([]);
    const added = await move(request.id, { status: 'added', product_id: product });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: messages.productRequestUpdated,
      data: { status: 'added', product: { id: product } },
    });
    expect(await noticesOf(shopper.id)).toEqual([
      {
        kind: 'product_request',
        title: messages.productRequestAddedTitle,
        body: 'أضفنا «سيروم فيتامين سي» إلى المتجر بناءً على طلبك.',
        link: `/products-details/${product}`,
        dedupe_key: `request:${request.id}:added`,
      },
    ]);
    expectArabicError(await move(request.id, { status: 'added', product_id: product }), 409);
    expect(await noticesOf(shopper.id)).toHaveLength(1);
    expect((await queue({ status: 'added' })).json().data.map((r: { id: number }) => r.id)).toContain(request.id);

    const audit = await store.database.rows<{ before: { status: string }; after: { status: string } }>(
      sql`select before, after from audit_log where entity_type = 'product_request' and entity_id = ${String(request.id)} order by id`,
    );
    expect(audit.map((entry) => [entry.before.status, entry.after.status])).toEqual([
      ['new', 'in_review'],
      ['in_review', 'added'],
    ]);
  });

  it('declines a request without telling anyone; a declined one is final', async () => {
    const shopper = await newShopper(store);
    const request = await requested(shopper);
    expect((await move(request.id, { status: 'declined' })).statusCode).toBe(200);
    expectArabicError(await move(request.id, { status: 'in_review' }), 409);
    expect(await noticesOf(shopper.id)).toEqual([]);
  });

  it('refuses added without a product, with an unknown product, and a bad status; 404 for an unknown request', async () => {
    const request = await requested(await newShopper(store));
    expectArabicError(await move(request.id, { status: 'added' }), 422);
    expectArabicError(await move(request.id, { status: 'added', product_id: 999999 }), 404);
    expectArabicError(await move(request.id, { status: 'new' }), 422);
    expectArabicError(await move(request.id, { status: 'lost' }), 422);
    expectArabicError(await move(999999, { status: 'declined' }), 404);
    expectArabicError(await queue({ status: 'lost' }), 422);
  });
});

describe('account deletion', () => {
  it('erases her requests', async () => {
    const shopper = await newShopper(store);
    const request = await requested(shopper);
    await store.services.deleteAccount.run(shopper.ctx);
    expect(await store.database.rows(sql`select id from product_requests where id = ${request.id}`)).toEqual([]);
  });
});
