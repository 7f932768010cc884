import type { ProductStatus } from '@wb/contract';
import { collectionProducts, type Executor, products, variants } from '@wb/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { CallerCtx } from '../../../context';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';

/**
 * Products and variants as the desk's writers read and lock them (issue 12): their rows, the locks (variants before
 * their product, FOR NO KEY UPDATE, as the order flow takes them), the snapshots audit entries keep, and the drop of
 * a product's cached answers.
 */

export type VariantFields = {
  sku: string;
  title: string;
  price: number;
  compareAt: number | null;
  position?: number | undefined;
};
export type NewVariant = VariantFields & {
  /** Units on hand at the start: a line in the ledger. */
  stock?: number | undefined;
};
export type VariantPatch = Partial<VariantFields>;

export type ProductFields = {
  title: string;
  titleEn: string;
  description: string;
  productType: string;
  status: ProductStatus;
  brandId: number;
  categoryId: number;
};
export interface NewProduct extends Partial<Pick<ProductFields, 'titleEn' | 'description' | 'productType'>> {
  title: string;
  status: ProductStatus;
  brandId: number;
  categoryId: number;
  handle?: string | undefined;
  collectionIds?: readonly number[] | undefined;
  variants: readonly NewVariant[];
}
export type ProductPatch = Partial<ProductFields> & {
  collectionIds?: readonly number[] | undefined;
  /** The first variant's price and compare-at price: the ones the product's cards show. */
  price?: number | undefined;
  compareAt?: number | null | undefined;
};

/** The columns of a product the desk's writers read, and the ids of its collections. */
const productColumns = (db: Executor) => ({
  id: products.id,
  handle: products.handle,
  title: products.title,
  titleEn: products.titleEn,
  description: products.description,
  productType: products.productType,
  status: products.status,
  brandId: products.brandId,
  categoryId: products.categoryId,
  // A nested builder, not SQL text: a one-table select writes its SQL fields' columns without their table, which
  // would bind `products.id` to the subquery's own table.
  collectionIds: sql<number[]>`array(${db
    .select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, products.id))
    .orderBy(asc(collectionProducts.collectionId))})`,
});
const variantColumns = {
  id: variants.id,
  productId: variants.productId,
  sku: variants.sku,
  title: variants.title,
  price: variants.price,
  compareAt: variants.compareAt,
  position: variants.position,
  stock: variants.stock,
};

const productRows = (ctx: CallerCtx) => ctx.db.select(productColumns(ctx.db)).from(products);
const variantRows = (ctx: CallerCtx) => ctx.db.select(variantColumns).from(variants);

export type ProductRow = Awaited<ReturnType<typeof productRows>>[number];
export type VariantRow = Awaited<ReturnType<typeof variantRows>>[number];

/** Where stock written with a variant comes from: the desk (by hand) or an import, and the ledger's note. */
export interface StockOrigin {
  reason: 'staff' | 'import';
  note: string;
}

/** The product locked for the rest of the transaction, as it is now; a missing one is a 404. */
export async function lockProduct(ctx: CallerCtx, productId: number): Promise<ProductRow> {
  const [row] = await productRows(ctx).where(eq(products.id, productId)).for('no key update');
  if (!row) throw ApiError.of('product.not_found');
  return row;
}

/** The variant locked (FOR NO KEY UPDATE, as the order flow locks it); a missing one is a 404. */
export async function lockVariant(ctx: CallerCtx, variantId: number): Promise<VariantRow> {
  const [row] = await variantRows(ctx).where(eq(variants.id, variantId)).for('no key update');
  if (!row) throw ApiError.of('variant.not_found');
  return row;
}

/** The variant and every other of its product, locked in id order; the variant as it is now. */
export async function lockSiblings(ctx: CallerCtx, variantId: number): Promise<VariantRow> {
  const productOf = ctx.db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, variantId));
  const rows = await variantRows(ctx)
    .where(eq(variants.productId, productOf))
    .orderBy(asc(variants.id))
    .for('no key update');
  const row = rows.find((variant) => variant.id === variantId);
  if (!row) throw ApiError.of('variant.not_found');
  return row;
}

/** The variant whose price the product shows (first by position), locked; none is a 404 of the product. */
export async function lockFirstVariant(ctx: CallerCtx, productId: number): Promise<VariantRow> {
  const [row] = await variantRows(ctx)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id))
    .limit(1)
    .for('no key update');
  if (!row) throw ApiError.of('product.not_found');
  return row;
}

/** The product and its variants as an audit entry keeps them. */
export async function productSnapshot(ctx: CallerCtx, productId: number) {
  const [row] = await productRows(ctx).where(eq(products.id, productId));
  const all = await variantRows(ctx)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  return { ...productState(row as ProductRow), variants: all.map(variantState) };
}

/** A product row without its id (the entry names it). */
export function productState(row: ProductRow) {
  const { id: _, ...fields } = row;
  return fields;
}

export async function variantSnapshot(ctx: CallerCtx, variantId: number) {
  const [row] = await variantRows(ctx).where(eq(variants.id, variantId));
  return variantState(row as VariantRow);
}

export const variantState = ({ productId: _, ...row }: VariantRow) => row;

/** The product's cached page and every listing are dropped in every process when the write commits. */
export async function dropProduct(cacheTags: CacheTags, ctx: CallerCtx, productId: number): Promise<void> {
  const tags = ['listings', `product:${productId}`];
  await cacheTags.invalidate(ctx.db, tags);
}
