import { DESK_COUNT_CAP } from '@wb/contract';
import {
  type auditLog,
  type Executor,
  type orders,
  type partnerApplications,
  type productRequests,
  type RawRow,
  type reviews,
  rowsOf,
  type storeFeedback,
  type users,
} from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import { addDays, baghdadDayStart } from './baghdad-day';
import { pageMeta, pgArray } from './sql';

/**
 * `column` within a range of Baghdad days (lib/baghdad-day.ts) (`from` and `to` both inclusive, either may be absent), as conditions to
 * AND with the rest of a desk list's filters.
 */
export function withinBaghdadDays(column: SQL, range: { from?: string | undefined; to?: string | undefined }): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(sql`${column} >= ${baghdadDayStart(range.from).toISOString()}`);
  if (range.to) where.push(sql`${column} < ${baghdadDayStart(addDays(range.to, 1)).toISOString()}`);
  return where;
}

/** Conditions joined by AND (`true` for none). */
export const allOf = (where: SQL[]): SQL => (where.length ? sql.join(where, sql` and `) : sql`true`);

/** The tables the desk lists. */
type DeskTable =
  | typeof orders
  | typeof users
  | typeof auditLog
  | typeof reviews
  | typeof productRequests
  | typeof partnerApplications
  | typeof storeFeedback;

/** A desk list's rows: `from <table> <alias> where …`, and whether a search narrowed it. */
export interface DeskList {
  table: DeskTable['_']['name'];
  alias: 'o' | 'u' | 'a' | 'r' | 'q' | 'p' | 'f';
  where: SQL;
  searching: boolean;
  /**
   * The columns the list's order reads besides `id` (constants, never input). A search's matches are set apart with
   * just these, not whole rows: thousands of orders' addresses would be copied only to be sorted and dropped.
   */
  orderColumns?: readonly string[];
}

/** `from <table> <alias> where …` */
export const fromOf = (list: DeskList): SQL =>
  sql`from ${sql.raw(list.table)} ${sql.raw(list.alias)} where ${list.where}`;

/** `a.id, a.created_at, …`: what a search's matches keep (all of the row when the list names no order columns). */
const matchedColumns = ({ alias, orderColumns }: DeskList): SQL =>
  sql.raw(orderColumns ? ['id', ...orderColumns].map((column) => `${alias}.${column}`).join(', ') : `${alias}.*`);

/**
 * A desk list's page and count: `picked`, a subquery of the page's ids (to join to what the page shows, in `order`),
 * and the page fields. Counting stops at DESK_COUNT_CAP: a page turn then costs at most that many index entries,
 * however long the list. A search is counted by the rows it matches, found through its index and put in order
 * apart (a materialised CTE, so the order cannot steer the planner into walking the whole list newest first, looking
 * for a rare `like '%…%'` match it cannot estimate); when they are fewer than the cap, the page is sliced from them;
 * when they are more, the match is common, and walking the list in order finds a page at once.
 */
export async function countedList(db: Executor, list: DeskList, order: SQL, page: number, limit: number) {
  const alias = sql.raw(list.alias);
  const from = fromOf(list);
  const cap = DESK_COUNT_CAP;
  const offset = (page - 1) * limit;
  const pageOfList = sql`(select ${alias}.id ${from} ${order} limit ${limit} offset ${offset})`;
  const metaOf = (counted: number) => {
    const capped = counted > cap;
    return { ...pageMeta(page, limit, capped ? cap : counted), total_capped: capped };
  };
  if (list.searching) {
    const matched = await rowsOf<RawRow<DeskTable, 'id'>>(
      db,
      sql`with matched as materialized (select ${matchedColumns(list)} ${from} limit ${cap + 1})
        select ${alias}.id from matched ${alias} ${order}`,
    );
    if (matched.length > cap) return { picked: pageOfList, meta: metaOf(matched.length) };
    const ids = matched.slice(offset, offset + limit).map((row) => row.id);
    return { picked: sql`(select unnest(${pgArray(ids)}::int[]) as id)`, meta: metaOf(matched.length) };
  }
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) c`,
  );
  return { picked: pageOfList, meta: metaOf(row?.n ?? 0) };
}
