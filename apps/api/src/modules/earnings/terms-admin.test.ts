import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { DEFAULT_SELLER_TERMS } from './terms';

/** The sellers' terms at the staff desk (issue 14, admins): read, saved, checked, audited, used at once. */
let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = bearer((await store.signIn(DEMO.admin)).jwt_token);
});
afterAll(() => store?.close());

const get = (headers = admin) => store.call({ method: 'GET', url: '/api/v2/admin/seller-terms', headers });
const put = (payload: unknown, headers = admin) =>
  store.call({ method: 'PUT', url: '/api/v2/admin/seller-terms', headers, payload: payload as never });

const terms = {
  influencer: {
    max_line_discount_percent: 25,
    max_order_discount_percent: 15,
    delivery_fee_min: 1_000,
    delivery_fee_max: 8_000,
    commission_percent: 12,
  },
  pharmacist: {
    max_line_discount_percent: 10,
    max_order_discount_percent: 5,
    delivery_fee_min: 0,
    delivery_fee_max: 6_000,
    commission_percent: 4,
  },
};

describe('/admin/seller-terms', () => {
  it('shows the defaults until an admin saves terms; saved ones are what invoices and orders use at once', async () => {
    // The sellers' invoices read the terms first, so the cached copy must be dropped by the save.
    expect(await store.services.sellerTerms.forRole(store.ctx(), 'influencer')).toEqual(
      DEFAULT_SELLER_TERMS.influencer,
    );
    const before = await get();
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual(DEFAULT_SELLER_TERMS);

    const saved = await put(terms);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: terms, message: messages.sellerTermsSaved });
    expect((await get()).json().data).toEqual(terms);
    await expect.poll(() => store.services.sellerTerms.forRole(store.ctx(), 'influencer')).toEqual(terms.influencer);

    // Saved again: the row is updated, not duplicated; the audit log has both changes with before and after.
    const again = { ...terms, pharmacist: { ...terms.pharmacist, commission_percent: 6 } };
    expect((await put(again)).statusCode).toBe(200);
    expect((await get()).json().data.pharmacist.commission_percent).toBe(6);
    const audit = await store.database.rows<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from audit_log where entity_id = 'seller_terms' order by id`,
    );
    expect(audit).toEqual([
      { action: 'seller_terms.update', before: DEFAULT_SELLER_TERMS, after: terms },
      { action: 'seller_terms.update', before: terms, after: again },
    ]);
  });

  it('refuses a delivery-fee maximum below its minimum, naming the role’s field, and saves nothing', async () => {
    const current = (await get()).json().data;
    const response = await put({
      ...terms,
      pharmacist: { ...terms.pharmacist, delivery_fee_min: 5_000, delivery_fee_max: 4_000 },
    });
    expectArabicError(response, 422);
    expect(response.json()).toMatchObject({
      code: 'seller_terms.fee_range',
      errors: { 'pharmacist.delivery_fee_max': [messages.sellerTermsRange] },
    });
    expect((await get()).json().data).toEqual(current);
  });

  it('refuses out-of-range figures (a commission over 50 %, a negative fee)', async () => {
    expectArabicError(await put({ ...terms, influencer: { ...terms.influencer, commission_percent: 51 } }), 422);
    expectArabicError(await put({ ...terms, influencer: { ...terms.influencer, delivery_fee_min: -1 } }), 422);
    expectArabicError(await put({ influencer: terms.influencer }), 422);
  });

  it('is for admins: staff are refused', async () => {
    const staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
    expectArabicError(await get(staff), 403);
    expectArabicError(await put(terms, staff), 403);
  });
});
