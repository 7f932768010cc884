import {
  type AdminOrder,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  type Role,
  toWesternDigits,
} from '@wb/contract';
import { rowsOf } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { pageMeta } from '../../lib/sql';
import { fromSql, type OrderService, summaryOf } from './service';

/** Baghdad keeps UTC+3 all year (no summer time since 2008): a desk's day is a Baghdad day. */
const BAGHDAD = '+03:00';
const DAY_MS = 86_400_000;

type CustomerRow = {
  customer_id: number;
  customer_name: string | null;
  customer_mobile: string | null;
  customer_type: Role;
};

const customerOf = (row: CustomerRow) => ({
  id: row.customer_id,
  name: row.customer_name,
  mobile: row.customer_mobile,
  user_type: row.customer_type,
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The staff desk's reading of orders (issue 12): every order, whoever placed it. Moving them is a flow. */
export class AdminOrderReads {
  constructor(private readonly orders: OrderService) {}

  async list(ctx: Ctx, query: AdminOrdersQuery) {
    const where: SQL[] = [sql`true`];
    if (query.status) where.push(sql`o.status = ${query.status}`);
    if (query.city_id) where.push(sql`o.city_id = ${query.city_id}`);
    if (query.placed_by) where.push(sql`o.placed_by = ${query.placed_by}`);
    if (query.from) where.push(sql`o.created_at >= ${new Date(`${query.from}T00:00:00${BAGHDAD}`).toISOString()}`);
    if (query.to) {
      const end = new Date(new Date(`${query.to}T00:00:00${BAGHDAD}`).getTime() + DAY_MS);
      where.push(sql`o.created_at < ${end.toISOString()}`);
    }
    const q = query.q ? toWesternDigits(query.q).trim() : '';
    if (q) {
      const like = likePattern(q);
      const matches = [
        sql`o.number ilike ${like}`,
        sql`o.address->>'name' ilike ${like}`,
        sql`u.name ilike ${like}`,
        sql`o.address->>'mobile' ilike ${like}`,
        sql`u.mobile ilike ${like}`,
      ];
      // A national number (07…) is kept as +9647… on the account.
      const digits = q.replace(/[\s-]/g, '');
      if (/^0\d{3,}$/.test(digits)) matches.push(sql`u.mobile ilike ${likePattern(`+964${digits.slice(1)}`)}`);
      where.push(sql`(${sql.join(matches, sql` or `)})`);
    }
    const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
    const column = query.sort === 'total' ? sql`o.total` : query.sort === 'number' ? sql`o.id` : sql`o.created_at`;
    const { page, limit } = query;
    const rows = await rowsOf<
      Record<string, unknown> & CustomerRow & { items_count: number; total_rows: number; city_name: string }
    >(
      ctx.db,
      sql`select o.*, c.name_ar as city_name, u.id as customer_id, u.name as customer_name, u.mobile as customer_mobile,
          u.user_type as customer_type,
          (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as items_count,
          count(*) over ()::int as total_rows
        from orders o join users u on u.id = o.user_id join cities c on c.id = o.city_id
        where ${sql.join(where, sql` and `)}
        order by ${column} ${direction}, o.id ${direction}
        limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = rows[0]?.total_rows ?? 0;
    const data: AdminOrderSummary[] = rows.map((row) => {
      const order = fromSql(row);
      return {
        ...summaryOf(order, row.items_count),
        customer: customerOf(row),
        city: row.city_name,
        city_id: order.cityId,
        courier: order.courier,
        tracking_number: order.trackingNumber,
      };
    });
    return { data, ...pageMeta(page, limit, total) };
  }

  /** One order, whoever placed it, with its customer; a missing one is a 404. */
  async get(ctx: Ctx, id: number): Promise<AdminOrder> {
    const row = await this.orders.row(ctx, id);
    const full = await this.orders.full(ctx, row);
    const [customer] = await rowsOf<CustomerRow>(
      ctx.db,
      sql`select id as customer_id, name as customer_name, mobile as customer_mobile, user_type as customer_type
        from users where id = ${row.userId}`,
    );
    return {
      ...full,
      customer: customerOf(customer as CustomerRow),
      city_id: row.cityId,
      courier: row.courier,
      tracking_number: row.trackingNumber,
    };
  }
}
