import { adminPromotions, checkout, messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { auditOf, type Desk, deskOf } from '../../../test/desk';
import { startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, type Shopper, stockedVariant } from '../../../test/kits/orders';

/**
 * Gift programs at the staff desk (issue 12): what an admin sets is what a shopper's cart is offered at once — the
 * programs are shown from a cache (an hour here), which every desk write drops.
 */
let store: TestStore;
let desk: Desk;
let shopper: Shopper;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000', CACHE_TTL_SECONDS: '3600' });
  desk = await deskOf(store);
  shopper = await newShopper(store);
  await fillCart(store, shopper, [[await stockedVariant(store, 10, 20_000), 2]]);
});
afterAll(() => store?.close());

/** The programs the shopper's cart (40,000 د.ع) is offered, by id. */
async function offered(): Promise<Map<number, { unlocked: boolean; products: number[] }>> {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/prediction', headers: shopper.headers });
  const programs = checkout.predictionRoute.response.parse(response.json()).data;
  return new Map(programs.map((p) => [p.id, { unlocked: p.unlocked, products: p.products.map((card) => card.id) }]));
}

async function giftProducts(count: number) {
  const products: number[] = [];
  for (let i = 0; i < count; i++) products.push((await stockedVariant(store, 5, 8_000)).productId);
  return products;
}

/**
 * The drop reaches this process when the write's transaction commits, through LISTEN/NOTIFY: on PostgreSQL a moment
 * after the answer, so the reads wait for it — for a fraction of the cache's hour.
 */
// Long before the cache would expire of itself (an hour): a change seen within it was pushed, on a busy machine too.
const soon = { timeout: 15_000 };

const programBody = (products: number[], fields: Record<string, unknown> = {}) => ({
  name: 'هدية الربيع',
  description: 'اختاري هدية مع طلبك',
  min_total: 30_000,
  max_gifts: 1,
  product_ids: products,
  ...fields,
});

describe('gift programs at the desk', () => {
  it('lists every program with its products, state and the orders it gave to', async () => {
    const response = await desk.get('/admin/gift-programs');
    expect(response.statusCode).toBe(200);
    const programs = adminPromotions.adminGiftProgramsRoute.response.parse(response.json()).data;
    expect(programs.length).toBeGreaterThan(0);
    for (const program of programs) {
      expect(program.products.length, program.name).toBeGreaterThan(0);
      expect(program.orders_count).toBe(0);
    }
  });

  it('a program created, changed and switched off reaches the shopper’s cart at once; each step is audited', async () => {
    const [first, second] = await giftProducts(2);
    const before = await offered();
    const response = await desk.send('POST', '/admin/gift-programs', programBody([first as number]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.giftProgramCreated);
    const program = response.json().data;
    expect(program).toMatchObject({ min_total: 30_000, state: 'active', active: true, orders_count: 0 });
    expect(program.products).toEqual([{ id: first, title: expect.any(String), status: 'active', stock: 5 }]);
    expect(before.has(program.id)).toBe(false);
    await expect
      .poll(async () => (await offered()).get(program.id), soon)
      .toEqual({ unlocked: true, products: [first] });

    const changed = await desk.send(
      'PUT',
      `/admin/gift-programs/${program.id}`,
      programBody([second as number, first as number], { min_total: 45_000, max_gifts: 2 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(async () => (await offered()).get(program.id), soon)
      .toEqual({ unlocked: false, products: [second, first] });

    await desk.send('POST', `/admin/gift-programs/${program.id}/active`, { active: false });
    await expect.poll(async () => (await offered()).has(program.id), soon).toBe(false);

    const audit = await auditOf(store, 'gift_program', program.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'gift_program.create',
      'gift_program.update',
      'gift_program.deactivate',
    ]);
    expect(audit[1]).toMatchObject({
      actor_id: desk.adminId,
      before: { min_total: 30_000, max_gifts: 1, product_ids: [first] },
      after: { min_total: 45_000, max_gifts: 2, product_ids: [second, first] },
    });
  });

  it('a program dated in the future is scheduled, not offered', async () => {
    const [product] = await giftProducts(1);
    const program = (
      await desk.send('POST', '/admin/gift-programs', programBody([product as number], { starts_on: '2040-01-01' }))
    ).json().data;
    expect(program).toMatchObject({
      state: 'scheduled',
      starts_on: '2040-01-01',
      starts_at: '2039-12-31T21:00:00.000Z',
    });
    expect((await offered()).has(program.id)).toBe(false);
  });

  it.each([
    ['no products', { product_ids: [] }, 'product_ids', messages.giftProductsRequired],
    ['a product twice', { product_ids: [1, 1] }, 'product_ids', messages.listHasDuplicates],
    ['a minimum of 0', { min_total: 0 }, 'min_total', 'قيمة حقل الحد الأدنى للسلة يجب ألا تقل عن 1.'],
    ['eleven gifts', { max_gifts: 11 }, 'max_gifts', 'قيمة حقل عدد الهدايا يجب ألا تزيد عن 10.'],
    ['no name', { name: '  ' }, 'name', 'حقل الاسم مطلوب.'],
    ['an end before the start', { starts_on: '2030-05-02', ends_on: '2030-05-01' }, 'ends_on', messages.endBeforeStart],
  ])('refuses %s with 422 in Arabic', async (_label, fields, field, message) => {
    const response = await desk.send('POST', '/admin/gift-programs', programBody([1], fields));
    expectArabicError(response, 422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses products that do not exist, and a program that does not', async () => {
    const unknown = await desk.send('POST', '/admin/gift-programs', programBody([999_999]));
    expectArabicError(unknown, 422);
    expect(unknown.json()).toMatchObject({ code: 'reference.unknown', errors: { product_ids: [expect.any(String)] } });
    expectArabicError(await desk.send('PUT', '/admin/gift-programs/999999', programBody([1])), 404);
    expectArabicError(await desk.send('POST', '/admin/gift-programs/999999/active', { active: false }), 404);
  });
});
