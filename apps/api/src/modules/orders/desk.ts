import {
  type AdminOrder,
  type AdminOrderSummary,
  type AdminOrdersExportQuery,
  type AdminOrdersQuery,
  ORDERS_EXPORT_MAX,
} from '@wb/contract';
import { type cities, type DbRow, type Executor, type orders, type RawRow, rowsOf, users } from '@wb/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { allOf, countedList, type DeskList, fromOf, withinBaghdadDays } from '../../lib/desk-lists';
import { accountMatches, orderMatches, searchNeedle } from '../../lib/desk-search';
import { ApiError } from '../../lib/errors';
import { pgArray } from '../../lib/sql';
import { fromSql, type OrderService, summaryOf } from './service';

type Account = DbRow<typeof users>;
type CustomerRow = {
  customer_id: Account['id'];
  customer_name: Account['name'] | null;
  customer_mobile: Account['mobile'];
  customer_type: Account['user_type'];
};

const customerOf = (row: CustomerRow) => ({
  id: row.customer_id,
  name: row.customer_name,
  mobile: row.customer_mobile,
  user_type: row.customer_type,
});

type SummaryRow = DbRow<typeof orders> &
  CustomerRow & { items_count: number; city_name: DbRow<typeof cities>['name_ar'] };

/** An order as the desk's list and export read it: the order, who placed it, where it goes, how many pieces. */
export interface DeskOrder {
  order: ReturnType<typeof fromSql>;
  customer: AdminOrderSummary['customer'];
  city: string;
  itemsCount: number;
}

/**
 * Accounts a search matches, looked up first: up to this many, their ids go into the orders' condition as one
 * constant array (an index scan of each account's orders, or a hash probe); past it — a very common name, the start
 * of a number — the condition joins the accounts instead (exact either way; the second suits many matches).
 */
const MATCHING_ACCOUNTS_INLINE = 5000;

/** Orders an export reads at a time: a few hundred kilobytes of rows in memory, however large the export. */
const EXPORT_BATCH = 1000;

/** The staff desk's reading of orders (issue 12): every order, whoever placed it. Moving them is a flow. */
export class AdminOrderReads {
  constructor(
    private readonly orders: OrderService,
    private readonly limits = { exportMax: ORDERS_EXPORT_MAX },
  ) {}

  /**
   * `from orders o where …` for the list's filters and search: the one definition the list, its count and the CSV
   * export share, so the export holds exactly what the list shows.
   */
  private async filtered(db: Executor, query: AdminOrdersExportQuery): Promise<DeskList> {
    const where: SQL[] = [];
    if (query.ids) where.push(sql`o.id = any(${pgArray(query.ids)}::int[])`);
    if (query.status) where.push(sql`o.status = ${query.status}`);
    if (query.city_id) where.push(sql`o.city_id = ${query.city_id}`);
    if (query.placed_by) where.push(sql`o.placed_by = ${query.placed_by}`);
    if (query.customer_id) where.push(sql`o.user_id = ${query.customer_id}`);
    where.push(...withinBaghdadDays(sql`o.created_at`, query));
    const needle = searchNeedle(query.q);
    if (needle) {
      // The order's own text (number, who receives it, their mobile), or the account that placed it.
      const accounts = accountMatches(needle);
      const found = await rowsOf<RawRow<typeof users, 'id'>>(
        db,
        sql`select u.id from users u where ${accounts} limit ${MATCHING_ACCOUNTS_INLINE + 1}`,
      );
      const byAccount =
        found.length > MATCHING_ACCOUNTS_INLINE
          ? sql`o.user_id in (select u.id from users u where ${accounts})`
          : sql`o.user_id = any(${pgArray(found.map((row) => row.id))}::int[])`;
      where.push(sql`(${orderMatches(needle)} or ${byAccount})`);
    }
    return {
      table: 'orders',
      alias: 'o',
      where: allOf(where),
      searching: needle !== null,
      orderColumns: ['created_at', 'total'],
    };
  }

  /**
   * One page of the list, and its count capped at DESK_COUNT_CAP (lib/desk-lists.ts). The page's ids are found first
   * and only those 20-odd orders are joined to their customer, governorate and line count: a deep page skips ids, not
   * joined rows (issue 12's speed target: < 50 ms p99 over 100,000 orders).
   */
  async list(ctx: Ctx, query: AdminOrdersQuery) {
    const order = orderBy(query);
    const list = await this.filtered(ctx.db, query);
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<SummaryRow>(ctx.db, sql`${selectSummaries(picked)} ${order}`);
    return { data: rows.map((row) => toSummary(deskOrderOf(row))), ...meta };
  }

  /**
   * Every order the list's query finds, in the list's order, to be read a batch at a time — for the CSV export.
   * Refused (422) past ORDERS_EXPORT_MAX (`exportMax`) before anything is sent: an export is whole, or it is not made.
   */
  async export(ctx: Ctx, query: AdminOrdersExportQuery): Promise<AsyncIterable<DeskOrder[]>> {
    const from = fromOf(await this.filtered(ctx.db, query));
    // The ids in order first (50,000 integers at most), then their rows batch by batch.
    const ids = await rowsOf<RawRow<typeof orders, 'id'>>(
      ctx.db,
      sql`select o.id ${from} ${orderBy(query)} limit ${this.limits.exportMax + 1}`,
    );
    const max = this.limits.exportMax;
    if (ids.length > max) throw ApiError.of('export.too_many_rows', { max: max.toLocaleString('en') });
    return (async function* () {
      for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
        const batch = ids.slice(start, start + EXPORT_BATCH).map((row) => row.id);
        const rows = await rowsOf<SummaryRow>(
          ctx.db,
          selectSummaries(sql`(select unnest(${pgArray(batch)}::int[]) as id)`),
        );
        const byId = new Map(rows.map((row) => [row.id, deskOrderOf(row)]));
        yield batch.flatMap((id) => byId.get(id) ?? []);
      }
    })();
  }

  /** One order, whoever placed it, with its customer; a missing one is a 404. */
  async get(ctx: Ctx, id: number): Promise<AdminOrder> {
    const row = await this.orders.row(ctx, id);
    const full = await this.orders.full(ctx, row);
    const [customer] = await ctx.db
      .select({
        customer_id: users.id,
        customer_name: users.name,
        customer_mobile: users.mobile,
        customer_type: users.userType,
      })
      .from(users)
      .where(eq(users.id, row.userId));
    return {
      ...full,
      customer: customerOf(customer as CustomerRow),
      city_id: row.cityId,
      courier: row.courier,
      tracking_number: row.trackingNumber,
    };
  }
}

/** The list's order: newest first unless asked otherwise; the id breaks ties, so pages never overlap. */
function orderBy(query: AdminOrdersExportQuery): SQL {
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const column = query.sort === 'total' ? sql`o.total` : query.sort === 'number' ? sql`o.id` : sql`o.created_at`;
  return sql`order by ${column} ${direction}, o.id ${direction}`;
}

/** The orders of `ids` (a subquery of `id`s) with what a summary shows beside them. */
function selectSummaries(ids: SQL): SQL {
  return sql`select o.*, c.name_ar as city_name, u.id as customer_id, u.name as customer_name,
      u.mobile as customer_mobile, u.user_type as customer_type,
      (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as items_count
    from ${ids} picked join orders o on o.id = picked.id
      join users u on u.id = o.user_id join cities c on c.id = o.city_id`;
}

const deskOrderOf = (row: SummaryRow): DeskOrder => ({
  order: fromSql(row),
  customer: customerOf(row),
  city: row.city_name,
  itemsCount: row.items_count,
});

function toSummary({ order, customer, city, itemsCount }: DeskOrder): AdminOrderSummary {
  return {
    ...summaryOf(order, itemsCount),
    customer,
    city,
    city_id: order.cityId,
    courier: order.courier,
    tracking_number: order.trackingNumber,
  };
}
