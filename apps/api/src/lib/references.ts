import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context';
import { ApiError } from './errors';

/**
 * Every id a desk form names (a code's brands, a program's products, a popup's collection) must be a row of `table`:
 * otherwise a 422 under the form's field, naming the ids that are not.
 */
export async function requireRows(
  ctx: Ctx,
  field: string,
  table: PgTable & { id: AnyPgColumn },
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const found = new Set(rows.map((row) => row.id as number));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw ApiError.field(field, 'reference.unknown', { ids: missing.join('، ') });
}
