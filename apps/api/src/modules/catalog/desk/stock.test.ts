import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { startTestStore, type TestStore } from '../../../../test/harness';
import { auditOf, type Desk, deskCall, deskOk, newProduct, openDesk, restockJobs } from '../../../../test/kits/catalog';
import { crowdWithCart, placeOrder, type Stocked } from '../../../../test/kits/orders';

/**
 * Stock as a ledger (issue 12): every change by hand is a line with who and why, never below zero, the product's
 * in-stock flag and the shoppers' pages follow, and a variant back from 0 tells notify-me. Adjustments racing orders
 * for the same variant lose nothing — on PostgreSQL (`npm run test:pg`) they really run at once.
 */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  desk = await openDesk(store);
});
afterAll(() => store?.close());

type Adjustment = {
  variant: { id: number; stock: number };
  movement: { delta: number; reason: string; balance: number; note: string; actor: { id: number } } | null;
};
const adjust = (variantId: number, body: Record<string, unknown>) =>
  deskCall(desk, 'POST', `/variants/${variantId}/stock`, body);
const inStock = async (productId: number) => {
  const [row] = await store.database.rows<{ in_stock: boolean }>(
    sql`select in_stock from products where id = ${productId}`,
  );
  return row?.in_stock;
};

describe('POST /admin/variants/{id}/stock', () => {
  it('adds a delivery and takes a breakage, each a line with who and why, and the audit entry', async () => {
    const product = await newProduct(desk, [{ title: 'واحد', price: 5_000, stock: 10 }]);
    const variantId = product.variants[0]?.id as number;
    const delivery = await deskOk<Adjustment>(desk, 'POST', `/variants/${variantId}/stock`, {
      delta: 24,
      note: 'وصلت شحنة من المورد',
    });
    expect(delivery.variant.stock).toBe(34);
    expect(delivery.movement).toMatchObject({
      delta: 24,
      reason: 'staff',
      balance: 34,
      note: 'وصلت شحنة من المورد',
      actor: { id: desk.adminId },
    });
    const broken = await deskOk<Adjustment>(desk, 'POST', `/variants/${variantId}/stock`, { delta: '-2', note: 'تلف' });
    expect(broken.variant.stock).toBe(32);
    const entries = await auditOf(store, 'variant', variantId);
    expect(entries.at(-1)).toMatchObject({
      action: 'stock.adjust',
      actor_id: desk.adminId,
      before: { stock: 34 },
      after: { stock: 32, delta: -2, note: 'تلف' },
    });
  });

  it('sets a counted level (the change is the difference); a count equal to the stock writes nothing', async () => {
    const product = await newProduct(desk, [{ title: 'واحد', price: 5_000, stock: 10 }]);
    const variantId = product.variants[0]?.id as number;
    const counted = await deskOk<Adjustment>(desk, 'POST', `/variants/${variantId}/stock`, { count: 7, note: 'جرد' });
    expect(counted.movement).toMatchObject({ delta: -3, balance: 7 });
    const same = await deskOk<Adjustment>(desk, 'POST', `/variants/${variantId}/stock`, { count: 7, note: 'جرد' });
    expect(same.movement).toBeNull();
  });

  it('never goes below zero: 409 in Arabic with what is there', async () => {
    const product = await newProduct(desk, [{ title: 'واحد', price: 5_000, stock: 3 }]);
    const response = await adjust(product.variants[0]?.id as number, { delta: -4, note: 'خطأ' });
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({ code: 'stock.below_zero' });
    expect(response.json().message).toContain('3');
  });

  it('wants a note, and a delta or a count — not both, not neither (422 in Arabic)', async () => {
    const product = await newProduct(desk);
    const id = product.variants[0]?.id as number;
    expectArabicError(await adjust(id, { delta: 1 }), 422);
    expectArabicError(await adjust(id, { note: 'x' }), 422);
    expectArabicError(await adjust(id, { delta: 1, count: 2, note: 'x' }), 422);
    expectArabicError(await adjust(id, { delta: 1.5, note: 'x' }), 422);
    expectArabicError(await adjust(999_999, { delta: 1, note: 'x' }), 404);
  });

  it('from 0 to more: the product is in stock again and `variant.restocked` is queued; 0 to 0 queues nothing', async () => {
    const product = await newProduct(desk, [{ title: 'واحد', price: 5_000, stock: 0 }]);
    const variantId = product.variants[0]?.id as number;
    expect(await inStock(product.id)).toBe(false);
    expect(await restockJobs(store, variantId)).toBe(0);
    await deskOk(desk, 'POST', `/variants/${variantId}/stock`, { delta: 5, note: 'وصلت' });
    expect(await inStock(product.id)).toBe(true);
    expect(await restockJobs(store, variantId)).toBe(1);
    await deskOk(desk, 'POST', `/variants/${variantId}/stock`, { delta: 5, note: 'وصلت أكثر' });
    expect(await restockJobs(store, variantId)).toBe(1);
    await deskOk(desk, 'POST', `/variants/${variantId}/stock`, { count: 0, note: 'جرد' });
    expect(await inStock(product.id)).toBe(false);
    const page = await store.call({ method: 'GET', url: `/api/v2/app/products/details?product_id=${product.id}` });
    expect(page.json().data.variants[0]).toMatchObject({ stock: 0, available: false });
  });
});

describe('GET /admin/variants/{id}/movements', () => {
  it('lists orders and adjustments newest first, each with the stock after it', async () => {
    const product = await newProduct(desk, [{ title: 'واحد', price: 5_000, stock: 20 }]);
    const variant: Stocked = { variantId: product.variants[0]?.id as number, productId: product.id, price: 5_000 };
    const [shopper] = await crowdWithCart(store, 1, variant, 3);
    const placed = await placeOrder(store, shopper as never);
    expect(placed.statusCode, placed.body).toBe(200);
    await deskOk(desk, 'POST', `/variants/${variant.variantId}/stock`, { delta: -1, note: 'عينة للعرض' });
    const body = (await deskCall(desk, 'GET', `/variants/${variant.variantId}/movements`)).json();
    expect(body.total).toBe(3);
    expect(
      body.data.map((m: { reason: string; delta: number; balance: number }) => [m.reason, m.delta, m.balance]),
    ).toEqual([
      ['staff', -1, 16],
      ['order', -3, 17],
      ['staff', 20, 20],
    ]);
    expect(body.data[1].order_number).toBe(placed.json().data.number);
  });
});

describe('an adjustment racing orders for the same variant', () => {
  it('loses no update: stock = start + adjustments − ordered, the ledger agrees, never below zero', {
    timeout: 180_000,
  }, async () => {
    const product = await newProduct(desk, [{ title: 'واحد', price: 10_000, stock: 30 }]);
    const variant: Stocked = { variantId: product.variants[0]?.id as number, productId: product.id, price: 10_000 };
    const shoppers = await crowdWithCart(store, 40, variant);
    const adjustments = [+10, -5, +7, -3, +12, -2, +4, -1];
    const responses = await Promise.all([
      ...shoppers.map((shopper) => placeOrder(store, shopper)),
      ...adjustments.map((delta, i) => adjust(variant.variantId, { delta, note: `سباق ${i}` })),
    ]);
    const orders = responses.slice(0, shoppers.length);
    const adjusted = responses.slice(shoppers.length);
    for (const response of [...orders, ...adjusted]) expect([200, 409], response.body).toContain(response.statusCode);
    const ordered = orders.filter((r) => r.statusCode === 200).length;
    const applied = adjustments.filter((_, i) => adjusted[i]?.statusCode === 200).reduce((a, b) => a + b, 0);
    const [row] = await store.database.rows<{ stock: number; moved: number; lines: number }>(sql`
      select stock, (select coalesce(sum(delta), 0)::int from stock_movements where variant_id = v.id) as moved,
        (select count(*)::int from stock_movements where variant_id = v.id) as lines
      from variants v where v.id = ${variant.variantId}`);
    expect(row?.stock).toBe(30 + applied - ordered);
    expect(row?.moved).toBe(row?.stock);
    expect(row?.lines).toBe(1 + ordered + adjusted.filter((r) => r.statusCode === 200).length);
    expect(row?.stock).toBeGreaterThanOrEqual(0);
    // Whichever came first, an order was refused only for want of stock, and every one that went through is counted.
    for (const refused of orders.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('stock.insufficient');
    }
    expect(ordered).toBeGreaterThanOrEqual(30 - 11);
  });
});
