import { adminPromotions, checkout, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { auditCount, auditOf, type Desk, deskOf } from '../../../test/desk';
import { startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, type Shopper, stockedVariant } from '../../../test/kits/orders';
import { callerCtx } from '../../../test/kits/promotions';

/** Discount codes at the staff desk (issue 12): what an admin sets, what the audit log keeps, what checkout does. */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  desk = await deskOf(store);
});
afterAll(() => store?.close());

let made = 0;
/** A body with every field, under a code no other test uses. */
const codeBody = (fields: Record<string, unknown> = {}) => ({
  code: `DESK${++made}`,
  description: 'خصم تجريبي من المكتب',
  kind: 'fixed',
  value: 5_000,
  ...fields,
});

async function created(fields: Record<string, unknown> = {}) {
  const response = await desk.send('POST', '/admin/codes', codeBody(fields));
  expect(response.statusCode, response.body).toBe(200);
  return adminPromotions.adminCodeCreateRoute.response.parse(response.json()).data;
}

async function invoice(shopper: Shopper, code: string) {
  const response = await store.call({
    method: 'GET',
    url: `/api/v2/app/invoice/details?code=${encodeURIComponent(code)}`,
    headers: shopper.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return checkout.invoiceDetailsRoute.response.parse(response.json()).data;
}

const codesCount = async () =>
  (await store.database.rows<{ n: number }>(sql`select count(*)::int as n from discount_codes`))[0]?.n;

describe('POST /admin/codes', () => {
  it('creates a code with every field: the text as shoppers type it is read, the days are Baghdad days', async () => {
    const variant = await stockedVariant(store, 5);
    const response = await desk.send('POST', '/admin/codes', {
      code: '  spring٢٠٣٠ ',
      description: 'خصم الربيع',
      kind: 'percentage',
      value: 15,
      min_subtotal: 20_000,
      max_discount: 9_000,
      starts_on: '2030-03-01',
      ends_on: '2030-03-31',
      usage_limit: 100,
      per_customer_limit: 1,
      first_order_only: true,
      brand_ids: [1],
      category_ids: [],
      product_ids: [variant.productId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.codeCreated);
    const code = response.json().data;
    expect(code).toMatchObject({
      code: 'SPRING2030',
      kind: 'percentage',
      value: 15,
      min_subtotal: 20_000,
      max_discount: 9_000,
      starts_on: '2030-03-01',
      ends_on: '2030-03-31',
      // 00:00 on 1 March to 24:00 on 31 March, Baghdad (UTC+3).
      starts_at: '2030-02-28T21:00:00.000Z',
      ends_at: '2030-03-31T21:00:00.000Z',
      usage_limit: 100,
      per_customer_limit: 1,
      first_order_only: true,
      brand_ids: [1],
      product_ids: [variant.productId],
      active: true,
      state: 'scheduled',
      used_count: 0,
      discount_total: 0,
    });
    expect(code.targets.brands).toEqual([{ id: 1, name: expect.stringMatching(/\S/) }]);
    expect(code.targets.products.map((p: { id: number }) => p.id)).toEqual([variant.productId]);

    const audit = await auditOf(store, 'discount_code', code.id);
    expect(audit).toEqual([
      {
        actor_id: desk.adminId,
        action: 'code.create',
        before: null,
        after: expect.objectContaining({ code: 'SPRING2030', kind: 'percentage', value: 15, usage_limit: 100 }),
      },
    ]);
  });

  it('keeps no value for free delivery and no cap for a fixed amount', async () => {
    const free = await created({ kind: 'free_delivery', value: 7 });
    expect(free).toMatchObject({ kind: 'free_delivery', value: 0, max_discount: null });
    const fixed = await created({ kind: 'fixed', value: 3_000, max_discount: 1_000 });
    expect(fixed).toMatchObject({ value: 3_000, max_discount: null, starts_on: null, ends_on: null });
  });

  it.each([
    ['a percentage of 0', { kind: 'percentage', value: 0 }, 'value', messages.percentageRange],
    ['a percentage over 100', { kind: 'percentage', value: 101 }, 'value', messages.percentageRange],
    ['a fixed amount of 0', { kind: 'fixed', value: 0 }, 'value', messages.fixedValueMin],
    ['a fraction of a dinar', { value: 2_500.5 }, 'value', 'حقل قيمة الخصم يجب أن يكون عدداً صحيحاً.'],
    ['an end before the start', { starts_on: '2030-05-02', ends_on: '2030-05-01' }, 'ends_on', messages.endBeforeStart],
    ['a day that does not exist', { ends_on: '2030-02-30' }, 'ends_on', 'قيمة حقل تاريخ الانتهاء غير صالحة.'],
    ['a code with a space', { code: 'TWO WORDS' }, 'code', messages.codeFormat],
    ['a code too short', { code: 'A1' }, 'code', messages.codeFormat],
    ['a kind it does not know', { kind: 'bogo' }, 'kind', 'قيمة حقل نوع الخصم غير مقبولة.'],
    ['a brand twice', { brand_ids: [1, 1] }, 'brand_ids', messages.listHasDuplicates],
    ['a usage limit of 0', { usage_limit: 0 }, 'usage_limit', 'قيمة حقل حد الاستخدام يجب ألا تقل عن 1.'],
  ])('refuses %s with 422 in Arabic, under the field, and writes nothing', async (_label, fields, field, message) => {
    const [codes, entries] = [await codesCount(), await auditCount(store)];
    const response = await desk.send('POST', '/admin/codes', codeBody(fields));
    expectArabicError(response, 422);
    expect(response.json().errors[field]).toContain(message);
    expect([await codesCount(), await auditCount(store)]).toEqual([codes, entries]);
  });

  it('refuses brands, categories or products that do not exist, naming them', async () => {
    const response = await desk.send('POST', '/admin/codes', codeBody({ category_ids: [999_998, 999_999] }));
    expectArabicError(response, 422);
    expect(response.json()).toMatchObject({
      code: 'reference.unknown',
      errors: { category_ids: ['بعض العناصر المختارة غير موجودة: 999998، 999999.'] },
    });
  });

  it('refuses a code whose text another code has, however it is typed: 409 in Arabic', async () => {
    const codes = await codesCount();
    const response = await desk.send('POST', '/admin/codes', codeBody({ code: ' welcome10 ' }));
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({
      code: 'code.taken',
      message: 'يوجد كود خصم آخر بالاسم WELCOME10. اختر اسماً غيره.',
      errors: { code: [expect.stringContaining('WELCOME10')] },
    });
    expect(await codesCount()).toBe(codes);
  });
});

describe('a code made at the desk, at checkout', () => {
  it('takes its amount off the invoice, within its minimum, per-customer and overall limits', async () => {
    const code = await created({ value: 4_000, min_subtotal: 20_000, per_customer_limit: 1, usage_limit: 2 });
    const variant = await stockedVariant(store, 20, 12_000);
    const [first, second, third] = [await newShopper(store), await newShopper(store), await newShopper(store)];

    await fillCart(store, first, [[variant, 1]]);
    expect((await invoice(first, code.code)).code).toEqual({
      code: code.code,
      valid: false,
      message: 'كود الخصم يعمل للطلبات من 20,000 د.ع فأكثر.',
    });
    await fillCart(store, first, [[variant, 1]]);
    const preview = await invoice(first, code.code.toLowerCase());
    expect(preview.code).toMatchObject({ valid: true, message: messages.codeApplied });
    expect(preview).toMatchObject({ subtotal: 24_000, discount: 4_000 });

    expect(await placed(store, first, { code: code.code })).toMatchObject({ discount: 4_000 });
    // The same customer again: their one use is spent.
    await fillCart(store, first, [[variant, 2]]);
    expect((await invoice(first, code.code)).code).toMatchObject({ valid: false, message: messages.codeCustomerLimit });

    await fillCart(store, second, [[variant, 2]]);
    await placed(store, second, { code: code.code });
    // Two uses of two: nobody else.
    await fillCart(store, third, [[variant, 2]]);
    expect((await invoice(third, code.code)).code).toMatchObject({ valid: false, message: messages.codeExhausted });

    const shown = (await desk.get(`/admin/codes/${code.id}`)).json().data;
    expect(shown).toMatchObject({ used_count: 2, discount_total: 8_000, state: 'exhausted' });
  });

  it('works from 00:00 on its first Baghdad day to 24:00 on its last', async () => {
    const code = await created({ starts_on: '2026-05-01', ends_on: '2026-05-10' });
    const shopper = await newShopper(store);
    const at = (iso: string) =>
      store.services.codes.check(callerCtx(store, shopper.id, new Date(iso)), code.code, 50_000);
    expect(await at('2026-04-30T20:59:59Z')).toMatchObject({ ok: false, code: 'code.not_started' });
    expect(await at('2026-04-30T21:00:00Z')).toMatchObject({ ok: true });
    expect(await at('2026-05-10T20:59:59Z')).toMatchObject({ ok: true });
    expect(await at('2026-05-10T21:00:00Z')).toMatchObject({ ok: false, code: 'code.expired' });
  });

  it('a first-order code is refused to a customer who has ordered', async () => {
    const code = await created({ first_order_only: true });
    const variant = await stockedVariant(store, 10, 15_000);
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[variant, 1]]);
    expect((await invoice(shopper, code.code)).code).toMatchObject({ valid: true });
    await placed(store, shopper);
    await fillCart(store, shopper, [[variant, 1]]);
    expect((await invoice(shopper, code.code)).code).toMatchObject({ message: messages.codeFirstOrderOnly });
  });
});

describe('PUT /admin/codes/{id} and POST /admin/codes/{id}/active', () => {
  it('changes every field; the audit log keeps the code before and after', async () => {
    const code = await created({ value: 2_000 });
    const response = await desk.send('PUT', `/admin/codes/${code.id}`, {
      ...codeBody({ code: `${code.code}b`, kind: 'percentage', value: 20, max_discount: 10_000 }),
      ends_on: '2031-01-31',
      usage_limit: '50',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      code: `${code.code}B`,
      kind: 'percentage',
      value: 20,
      max_discount: 10_000,
      ends_on: '2031-01-31',
      usage_limit: 50,
    });
    const [, update] = await auditOf(store, 'discount_code', code.id);
    expect(update).toMatchObject({
      actor_id: desk.adminId,
      action: 'code.update',
      before: { code: code.code, kind: 'fixed', value: 2_000, usage_limit: null },
      after: { code: `${code.code}B`, kind: 'percentage', value: 20, usage_limit: 50 },
    });
  });

  it('refuses a limit below the uses it already has, another code’s text, and an unknown id — in Arabic', async () => {
    const code = await created({ usage_limit: 5 });
    await store.database.rows(sql`update discount_codes set used_count = 3 where id = ${code.id}`);
    const below = await desk.send('PUT', `/admin/codes/${code.id}`, codeBody({ code: code.code, usage_limit: 2 }));
    expectArabicError(below, 422);
    expect(below.json()).toMatchObject({
      code: 'code.limit_below_uses',
      errors: { usage_limit: [messages.codeLimitBelowUses.replace('{used}', '3')] },
    });
    const taken = await desk.send('PUT', `/admin/codes/${code.id}`, codeBody({ code: 'save5000' }));
    expectArabicError(taken, 409);
    expectArabicError(await desk.send('PUT', '/admin/codes/999999', codeBody()), 404);
    expect((await desk.get(`/admin/codes/${code.id}`)).json().data).toMatchObject({ code: code.code, usage_limit: 5 });
  });

  it('switches a code off (shoppers hear "unknown") and on again, once each in the audit log', async () => {
    const code = await created();
    const variant = await stockedVariant(store, 10, 30_000);
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[variant, 1]]);

    const off = await desk.send('POST', `/admin/codes/${code.id}/active`, { active: false });
    expect(off.json()).toMatchObject({ message: messages.codeDeactivated, data: { active: false, state: 'inactive' } });
    expect((await invoice(shopper, code.code)).code).toMatchObject({ valid: false, message: messages.codeUnknown });
    // Again: nothing changes, nothing more is logged.
    await desk.send('POST', `/admin/codes/${code.id}/active`, { active: '0' });
    await desk.send('POST', `/admin/codes/${code.id}/active`, { active: true });
    expect((await invoice(shopper, code.code)).code).toMatchObject({ valid: true });
    expect((await auditOf(store, 'discount_code', code.id)).map((entry) => entry.action)).toEqual([
      'code.create',
      'code.deactivate',
      'code.activate',
    ]);
    expectArabicError(await desk.send('POST', `/admin/codes/${code.id}/active`, { active: 'maybe' }), 422);
  });
});

describe('GET /admin/codes', () => {
  it('searches the code as typed and the description, pages, and sorts', async () => {
    const a = await created({ code: 'SEARCHME١', description: 'عرض الجمعة' });
    const b = await created({ code: 'SEARCHME2' });
    const found = (await desk.get('/admin/codes', { q: 'searchme', sort: 'code', direction: 'asc' })).json();
    expect(found.data.map((code: { id: number }) => code.id)).toEqual([a.id, b.id]);
    expect((await desk.get('/admin/codes', { q: 'الجمعة' })).json().data.map((c: { id: number }) => c.id)).toEqual([
      a.id,
    ]);
    expect((await desk.get('/admin/codes', { q: 'searchme١' })).json().total).toBe(1);
    const paged = (await desk.get('/admin/codes', { limit: '2' })).json();
    expect(paged).toMatchObject({ page: 1, limit: 2, total_pages: Math.ceil(paged.total / 2) });
    expect(paged.data).toHaveLength(2);
  });

  it('filters by state, as each code reports it', async () => {
    await created({ ends_on: '2020-01-31' });
    await created({ starts_on: '2040-01-01' });
    const inactive = await created();
    await desk.send('POST', `/admin/codes/${inactive.id}/active`, { active: false });
    const exhausted = await created({ usage_limit: 1 });
    await store.database.rows(sql`update discount_codes set used_count = 1 where id = ${exhausted.id}`);
    for (const state of ['active', 'scheduled', 'expired', 'exhausted', 'inactive']) {
      const page = (await desk.get('/admin/codes', { status: state, limit: '100' })).json();
      expect(page.total, state).toBeGreaterThan(0);
      expect(new Set(page.data.map((code: { state: string }) => code.state)), state).toEqual(new Set([state]));
    }
  });

  it('refuses a bad filter with 422 in Arabic', async () => {
    expectArabicError(await desk.get('/admin/codes', { status: 'lost' }), 422);
    expectArabicError(await desk.get('/admin/codes', { limit: '1000' }), 422);
    expectArabicError(await desk.get('/admin/codes/999999'), 404);
  });
});
