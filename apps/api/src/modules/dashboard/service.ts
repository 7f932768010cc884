import { type AdminDashboard, orderStatus } from '@wb/contract';
import { type DbRow, type orderItems, type orders, products, type RawRow, rowsOf, variants } from '@wb/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { addDays, baghdadDay, baghdadDayStart } from '../../lib/baghdad-day';

/** A variant at or under this many units shows on the dashboard as running out. */
export const LOW_STOCK_THRESHOLD = 5;
const DAYS = 30;
const LIST_SIZE = 10;

/** Orders that bring no money in: left out of revenue and best sellers, still counted as placed. */
const NO_REVENUE = sql`('cancelled', 'returned')`;

/** A product's sales over the period: pieces and money, gifts left out. */
type TopProduct = RawRow<typeof orderItems, 'product_id'> & {
  title: DbRow<typeof products>['title'];
  quantity: number;
  revenue: number;
};

/**
 * The staff desk's dashboard (issue 12): today's orders and revenue, the last 30 Baghdad days, every order by its
 * status now, low-stock variants and the best sellers of the last 30 days. Read-only, four aggregate queries on the
 * orders indexes (created_at, status), run side by side; sums are read as float8 (exact for whole dinars far past any shop's total) so
 * 30 days of a busy shop cannot overflow a 32-bit integer.
 */
export class AdminDashboardReads {
  async get(ctx: Ctx): Promise<AdminDashboard> {
    const today = baghdadDay(ctx.now());
    const first = addDays(today, -(DAYS - 1));
    const since = baghdadDayStart(first).toISOString();
    // The Baghdad day of an order: its instant moved 3 hours on, read as UTC (no time zone data needed).
    const orderDay = sql`to_char((o.created_at + interval '3 hours') at time zone 'UTC', 'YYYY-MM-DD')`;

    // Four reads at once: on PostgreSQL each takes a pool connection of its own (PGlite runs them in turn).
    const [daily, statuses, lowStock, top] = await Promise.all([
      rowsOf<{ day: string; orders: number; revenue: number }>(
        ctx.db,
        sql`select ${orderDay} as day, count(*)::int as orders,
          coalesce(sum(o.total) filter (where o.status not in ${NO_REVENUE}), 0)::float8 as revenue
        from orders o where o.created_at >= ${since}
        group by 1`,
      ),
      rowsOf<RawRow<typeof orders, 'status'> & { count: number }>(
        ctx.db,
        sql`select status, count(*)::int as count from orders group by status`,
      ),
      ctx.db
        .select({
          variant_id: variants.id,
          product_id: variants.productId,
          title: products.title,
          variant_title: variants.title,
          sku: variants.sku,
          stock: variants.stock,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(products.status, 'active'), lte(variants.stock, LOW_STOCK_THRESHOLD)))
        .orderBy(asc(variants.stock), asc(variants.id))
        .limit(LIST_SIZE),
      rowsOf<TopProduct>(
        ctx.db,
        sql`select i.product_id, p.title, sum(i.quantity)::int as quantity, sum(i.total)::float8 as revenue
        from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id
        where o.created_at >= ${since} and o.status not in ${NO_REVENUE} and not i.is_gift
        group by i.product_id, p.title
        order by quantity desc, revenue desc, i.product_id limit ${LIST_SIZE}`,
      ),
    ]);

    const byDay = new Map(daily.map((row) => [row.day, row]));
    const last30 = Array.from({ length: DAYS }, (_, index) => {
      const date = addDays(first, index);
      const row = byDay.get(date);
      return { date, orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
    });
    const counts = new Map(statuses.map((row) => [row.status, row.count]));
    return {
      today: last30[DAYS - 1] ?? { date: today, orders: 0, revenue: 0 },
      by_status: orderStatus.options.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      last_30_days: last30,
      low_stock_threshold: LOW_STOCK_THRESHOLD,
      low_stock: lowStock,
      top_products: top.map((row) => ({ ...row, revenue: Number(row.revenue) })),
    };
  }
}
