import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, type Stocked, setStock, stockedVariant } from '../../../test/kits/orders';
import { addDays, baghdadDay, baghdadDayStart } from '../../lib/baghdad-day';
import { LOW_STOCK_THRESHOLD } from './service';

/**
 * The dashboard (issue 12) over orders this file places: what a shop owner reads first thing — today's orders and
 * revenue by the Baghdad clock, where orders stand, what is running out, what sells.
 */
let store: TestStore;
let staffHeaders: Record<string, string>;
let lipstick: Stocked;
let cream: Stocked;
let runningOut: Stocked;
const orderIds: number[] = [];
const today = baghdadDay(new Date());
const yesterday = addDays(today, -1);

async function order(variant: Stocked, quantity: number): Promise<{ id: number; total: number }> {
  const shopper = await newShopper(store);
  await fillCart(store, shopper, [[variant, quantity]]);
  const made = await placed(store, shopper);
  orderIds.push(made.id);
  return made;
}

const dashboard = async () => {
  const response = await store.call({ method: 'GET', url: '/api/v2/admin/dashboard', headers: staffHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let todays: Array<{ id: number; total: number }>;
let cancelled: { id: number; total: number };
let lastNight: { id: number; total: number };

beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staffHeaders = bearer((await store.signIn(DEMO.staff)).jwt_token);
  // Only this file's variants may run low.
  await store.database.rows(sql`update variants set stock = 100`);
  lipstick = await stockedVariant(store, 50, 12_000);
  cream = await stockedVariant(store, 50, 30_000);
  runningOut = await stockedVariant(store, 50, 5_000);

  todays = [await order(lipstick, 3), await order(cream, 1), await order(lipstick, 2)];
  cancelled = await order(cream, 4);
  const move = await store.call({
    method: 'POST',
    url: `/api/v2/admin/orders/${cancelled.id}/status`,
    headers: staffHeaders,
    payload: { status: 'cancelled', note: 'الزبونة غيّرت رأيها' },
  });
  expect(move.statusCode, move.body).toBe(200);
  // Placed a minute before midnight in Baghdad: yesterday's, though it is the same UTC date as some of today's.
  lastNight = await order(cream, 2);
  const justBefore = new Date(baghdadDayStart(today).getTime() - 60_000).toISOString();
  await store.database.rows(sql`update orders set created_at = ${justBefore} where id = ${lastNight.id}`);
  await setStock(store, runningOut, 2);
});
afterAll(() => store?.close());

describe('GET /admin/dashboard', () => {
  it("counts today's orders by the Baghdad day, and their revenue without the cancelled one", async () => {
    const { today: day } = await dashboard();
    expect(day.date).toBe(today);
    expect(day.orders).toBe(4);
    expect(day.revenue).toBe(todays.reduce((sum, made) => sum + made.total, 0));
  });

  it('shows the last 30 days oldest first, quiet days as 0, last night in yesterday', async () => {
    const { last_30_days: days } = await dashboard();
    expect(days).toHaveLength(30);
    expect(days[29].date).toBe(today);
    expect(days[0].date).toBe(addDays(today, -29));
    expect(days[28]).toEqual({ date: yesterday, orders: 1, revenue: lastNight.total });
    expect(days[10]).toEqual({ date: addDays(today, -19), orders: 0, revenue: 0 });
  });

  it('counts every order by its status now, each status listed', async () => {
    const { by_status } = await dashboard();
    expect(by_status).toEqual([
      { status: 'pending', count: 4 },
      { status: 'confirmed', count: 0 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 0 },
      { status: 'cancelled', count: 1 },
      { status: 'returned', count: 0 },
    ]);
  });

  it('lists the variants running out, fewest units first, and leaves draft products out', async () => {
    const [draft] = await store.database.rows<{ id: number }>(sql`
      select v.id from variants v join products p on p.id = v.product_id
      where v.id not in (${lipstick.variantId}, ${cream.variantId}, ${runningOut.variantId}) limit 1`);
    await store.database.rows(sql`update variants set stock = 0 where id = ${draft?.id}`);
    await store.database.rows(
      sql`update products set status = 'draft' where id = (select product_id from variants where id = ${draft?.id})`,
    );
    const body = await dashboard();
    expect(body.low_stock_threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(body.low_stock.map((row: { variant_id: number }) => row.variant_id)).toEqual([runningOut.variantId]);
    expect(body.low_stock[0]).toMatchObject({ product_id: runningOut.productId, stock: 2 });
    expect(body.low_stock[0].title).toMatch(/[\u0600-\u06FF]/);
  });

  it('ranks the best sellers of 30 days by units, leaving cancelled orders out', async () => {
    const { top_products } = await dashboard();
    expect(top_products).toEqual([
      expect.objectContaining({ product_id: lipstick.productId, quantity: 5, revenue: 5 * 12_000 }),
      // One today and two last night; the four of the cancelled order do not count.
      expect.objectContaining({ product_id: cream.productId, quantity: 3, revenue: 3 * 30_000 }),
    ]);
  });

  it('is for the shop’s people only', async () => {
    const customer = bearer((await store.signIn(DEMO.customer)).jwt_token);
    const refused = await store.call({ method: 'GET', url: '/api/v2/admin/dashboard', headers: customer });
    expect(refused.statusCode).toBe(403);
    const admin = bearer((await store.signIn(DEMO.admin)).jwt_token);
    expect((await store.call({ method: 'GET', url: '/api/v2/admin/dashboard', headers: admin })).statusCode).toBe(200);
  });
});
