/**
 * Compile-time proof, run by `npm run typecheck` (no test runner needed): a statement's row is typed from the schema,
 * so renaming or dropping a column breaks the build instead of failing at run time. Each `@ts-expect-error` below
 * names a column the schema does not have, through the same means the services use; were the name accepted (the row
 * type hand-written again, or the helper loosened), the directive itself would be an unused one and fail the build.
 */
import { eq } from 'drizzle-orm';
import { columnsByDbName, type DbRow, type Executor, type RawRow } from './executor';
import { products, type wishlistItems } from './schema';

/** Raw SQL that stays raw: its row names columns by their database names, checked against the schema. */
export type ProductCard = RawRow<typeof products, 'id' | 'title_en' | 'created_at'>;

// @ts-expect-error 'title_english' is not a column of products: a renamed column fails where its old name is used.
export type RenamedColumn = RawRow<typeof products, 'title_english'>;

// @ts-expect-error the row is keyed by database names (snake_case), not by the schema's property names.
export type PropertyNameInRawRow = RawRow<typeof products, 'titleEn'>;

export function readsOfRow(row: DbRow<typeof wishlistItems>): number {
  // @ts-expect-error a column the table does not have cannot be read from its row.
  return row.product_id;
}

/** The query builder: a plain read names columns through the table object. */
export function builderRead(db: Executor, id: number) {
  return db.select({ id: products.id, title_en: products.titleEn }).from(products).where(eq(products.id, id));
}

export function builderReadOfMissingColumn(db: Executor) {
  // @ts-expect-error 'titleEnglish' is not a property of the products table.
  return db.select({ title: products.titleEnglish }).from(products);
}

/** A builder read of every column keyed by database names (`columnsByDbName`): the row is a DbRow, names checked. */
export async function builderReadByDbNames(db: Executor): Promise<DbRow<typeof products> | undefined> {
  const [row] = await db.select(columnsByDbName(products)).from(products).limit(1);
  // @ts-expect-error its keys are the database names: the schema's property names are not among them.
  void row?.titleEn;
  return row;
}
