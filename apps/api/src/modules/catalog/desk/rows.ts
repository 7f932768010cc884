import type { ProductStatus } from '@wb/contract';
import { rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
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

export type ProductRow = ProductFields & { id: number; handle: string; collectionIds: number[] };
export type VariantRow = VariantFields & { id: number; productId: number; stock: number };

const PRODUCT_ROW = sql`p.id, p.handle, p.title, p.title_en as "titleEn", p.description, p.product_type as "productType",
  p.status, p.brand_id as "brandId", p.category_id as "categoryId",
  array(select collection_id from collection_products where product_id = p.id order by collection_id) as "collectionIds"`;
const VARIANT_ROW = sql`v.id, v.product_id as "productId", v.sku, v.title, v.price, v.compare_at as "compareAt",
  v.position, v.stock`;

/** Where stock written with a variant comes from: the desk (by hand) or an import, and the ledger's note. */
export interface StockOrigin {
  reason: 'staff' | 'import';
  note: string;
}

/** The product locked for the rest of the transaction, as it is now; a missing one is a 404. */
export async function lockProduct(ctx: CallerCtx, productId: number): Promise<ProductRow> {
  const [row] = await rowsOf<ProductRow>(
    ctx.db,
    sql`select ${PRODUCT_ROW} from products p where p.id = ${productId} for no key update`,
  );
  if (!row) throw ApiError.of('product.not_found');
  return row;
}

/** The variant locked (FOR NO KEY UPDATE, as the order flow locks it); a missing one is a 404. */
export async function lockVariant(ctx: CallerCtx, variantId: number): Promise<VariantRow> {
  const [row] = await rowsOf<VariantRow>(
    ctx.db,
    sql`select ${VARIANT_ROW} from variants v where v.id = ${variantId} for no key update`,
  );
  if (!row) throw ApiError.of('variant.not_found');
  return row;
}

/** The variant and every other of its product, locked in id order; the variant as it is now. */
export async function lockSiblings(ctx: CallerCtx, variantId: number): Promise<VariantRow> {
  const rows = await rowsOf<VariantRow>(
    ctx.db,
    sql`select ${VARIANT_ROW} from variants v
      where v.product_id = (select product_id from variants where id = ${variantId})
      order by v.id for no key update`,
  );
  const row = rows.find((variant) => variant.id === variantId);
  if (!row) throw ApiError.of('variant.not_found');
  return row;
}

/** The variant whose price the product shows (first by position), locked; none is a 404 of the product. */
export async function lockFirstVariant(ctx: CallerCtx, productId: number): Promise<VariantRow> {
  const [row] = await rowsOf<VariantRow>(
    ctx.db,
    sql`select ${VARIANT_ROW} from variants v where v.product_id = ${productId}
      order by v.position, v.id limit 1 for no key update`,
  );
  if (!row) throw ApiError.of('product.not_found');
  return row;
}

/** The product and its variants as an audit entry keeps them. */
export async function productSnapshot(ctx: CallerCtx, productId: number) {
  const [row] = await rowsOf<ProductRow>(ctx.db, sql`select ${PRODUCT_ROW} from products p where p.id = ${productId}`);
  const variants = await rowsOf<VariantRow>(
    ctx.db,
    sql`select ${VARIANT_ROW} from variants v where v.product_id = ${productId} order by v.position, v.id`,
  );
  return { ...productState(row as ProductRow), variants: variants.map(variantState) };
}

/** A product row without its id (the entry names it). */
export function productState(row: ProductRow) {
  const { id: _, ...fields } = row;
  return fields;
}

export async function variantSnapshot(ctx: CallerCtx, variantId: number) {
  const [row] = await rowsOf<VariantRow>(ctx.db, sql`select ${VARIANT_ROW} from variants v where v.id = ${variantId}`);
  return variantState(row as VariantRow);
}

export const variantState = ({ productId: _, ...row }: VariantRow) => row;

/**
 * The product's cached page and every listing are dropped here at once (the admin's next read is fresh) and in every
 * process when the write commits (NOTIFY), as the cart does with its lines.
 */
export async function dropProduct(cacheTags: CacheTags, ctx: CallerCtx, productId: number): Promise<void> {
  const tags = ['listings', `product:${productId}`];
  cacheTags.drop(tags);
  await cacheTags.invalidate(ctx.db, tags);
}
