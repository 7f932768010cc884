import type { Variant } from '@wb/contract';
import {
  type brands,
  type categories,
  type DbRow,
  type Executor,
  type productImages,
  type products,
  type RawRow,
  rowsOf,
  type variants,
} from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../context';
import { ValueCache } from '../../../lib/cache';
import type { CacheTags } from '../../../lib/cache-tags';
import { firstImageUrl } from '../../../lib/product-image';
import { pgArray } from '../../../lib/sql';

type VariantColumns = DbRow<typeof variants>;

/** A variant as a cart line shows it: the catalogue's current price, stock and names, never the client's. */
export type LineVariant = RawRow<typeof variants, 'sku' | 'price' | 'compare_at' | 'stock'> &
  RawRow<typeof products, 'title' | 'product_type' | 'brand_id' | 'category_id'> & {
    variant_id: VariantColumns['id'];
    product_id: VariantColumns['product_id'];
    variant_title: VariantColumns['title'];
    vendor: DbRow<typeof brands>['name_en'];
    /** The product is on sale (status active). */
    active: boolean;
    image_path: DbRow<typeof productImages>['url'] | null;
    /** The category's Arabic name, as listings show it (the analytics events' item_category). */
    category: DbRow<typeof categories>['name_ar'];
  };

/** A variant as the wire's `variant` shows it (wishlist entries, seller cart lines, shared carts): what it sells for now. */
function variantOnSale(variant: LineVariant): Variant {
  return {
    id: variant.variant_id,
    shopify_variant_id: variant.variant_id,
    sku: variant.sku,
    title: variant.variant_title,
    price: variant.price,
    compare_at: variant.compare_at,
    stock: variant.active ? variant.stock : 0,
    available: variant.active && variant.stock > 0,
  };
}

/** Everything a line shows, and what pricing needs (brand and category, for codes limited to them). */
const LINE_VARIANT_SELECT = sql`
  select v.id as variant_id, p.id as product_id, v.sku, p.title, v.title as variant_title, p.product_type,
    b.name_en as vendor, v.price, v.compare_at, v.stock, p.status = 'active' as active,
    ${firstImageUrl(sql`p.id`)} as image_path,
    p.brand_id, p.category_id, c.name_ar as category
  from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id`;

/** A change of one variant's stock. */
export interface StockMove {
  variantId: number;
  quantity: number;
}

/**
 * Why stock moved, for its line in the ledger: an order took it (quantities taken), a cancelled or returned order gave
 * it back, or someone changed it by hand or by an import (signed quantities, with who and why).
 */
export type StockRef =
  | { reason: 'order' | 'order_cancelled'; orderId: number }
  /** Staff edited a pending order's lines (issue 24): signed, positive back on the shelf, negative taken. */
  | { reason: 'order_edited'; orderId: number }
  | { reason: 'staff' | 'import'; actorId: number | null; note: string };

/** Told, inside the moving transaction, of the variants that went from none in stock to some (their restock). */
export type RestockListener = (
  ctx: Ctx,
  restocked: ReadonlyArray<{ variantId: number; productId: number }>,
) => Promise<void>;

/**
 * Variant reads for carts (and, next, orders): the lines' display data, cached per variant and dropped when its
 * product changes (tag `product:<id>`), and the SQL that finds a variant that can be bought, for a write that must
 * read stock in its own statement.
 */
export class VariantCatalog {
  private readonly cache: ValueCache;

  constructor(
    cacheTtlMs: number,
    private readonly cacheTags: CacheTags,
    private readonly restocked: RestockListener = async () => {},
  ) {
    this.cache = cacheTags.register(new ValueCache({ max: 20_000, ttlMs: cacheTtlMs, tags: ['catalog'] }));
  }

  /** A variant as every cart, wishlist and shared cart shows it: an inactive one offers no stock. */
  onSale(variant: LineVariant): Variant {
    return variantOnSale(variant);
  }

  /**
   * The variants of `ids` that exist (a deleted one is simply absent), each from the cache when it can be; `fresh`
   * reads them all from the database (a stock check that must not be 30 s old).
   */
  async lineVariants(
    executor: Executor,
    ids: readonly number[],
    options: { fresh?: boolean } = {},
  ): Promise<Map<number, LineVariant>> {
    const found = new Map<number, LineVariant>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const hit = options.fresh ? undefined : this.cache.peek<LineVariant | null>(String(id));
      if (hit === undefined) missing.push(id);
      else if (hit) found.set(id, hit);
    }
    if (missing.length) {
      const since = this.cache.version;
      const rows = await rowsOf<LineVariant>(
        executor,
        sql`${LINE_VARIANT_SELECT} where v.id = any(${pgArray(missing)}::int[])`,
      );
      for (const row of rows) {
        found.set(row.variant_id, row);
        // Not stored if the product changed while it was read (its drop came after `since`).
        this.cache.put(String(row.variant_id), row, ['catalog', `product:${row.product_id}`], since);
      }
    }
    return found;
  }

  /**
   * The variants of `ids`, locked for the rest of the transaction, in id order (two orders sharing variants lock them
   * in the same order and cannot deadlock): what an order reads here stays true until it commits.
   *
   * Every stock lock is FOR NO KEY UPDATE, never FOR UPDATE: the order lines written in the same transaction take
   * FOR KEY SHARE on their variants and products (foreign keys), and two orders holding those shares would each wait
   * for the other to let go before FOR UPDATE could be had — a deadlock PostgreSQL breaks by killing one (the orders
   * bench found hundreds). NO KEY UPDATE excludes every other stock writer just the same and lets the shares be.
   */
  async lockForOrder(executor: Executor, ids: readonly number[]): Promise<Map<number, LineVariant>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    if (sorted.length === 0) return new Map();
    const rows = await rowsOf<LineVariant>(
      executor,
      sql`${LINE_VARIANT_SELECT} where v.id = any(${pgArray(sorted)}::int[]) order by v.id for no key update of v`,
    );
    return new Map(rows.map((row) => [row.variant_id, row]));
  }

  /**
   * Takes stock for an order (negative) or puts it back (a cancelled order, positive), or moves it by hand or by an
   * import (signed): a guarded update per variant (never below zero — the CHECK stands behind it; callers lock and
   * check first), a line in the stock ledger each, the products' in-stock flag kept in step, the variants that went
   * from 0 to more handed to the restock listener, and their cached pages and every listing dropped in every process
   * once this commits.
   */
  async move(ctx: Ctx, moves: readonly StockMove[], ref: StockRef): Promise<void> {
    const byVariant = new Map<number, number>();
    for (const move of moves) byVariant.set(move.variantId, (byVariant.get(move.variantId) ?? 0) + move.quantity);
    const variantIds = [...byVariant.keys()].filter((id) => byVariant.get(id) !== 0).sort((a, b) => a - b);
    if (variantIds.length === 0) return;
    const deltas = variantIds.map((id) => (ref.reason === 'order' ? -1 : 1) * (byVariant.get(id) ?? 0));
    // Rows locked in id order before they are written (an order locked them so already; a cancel has not): an
    // update's own plan visits rows in whatever order it likes, and two such orders deadlock.
    await rowsOf(
      ctx.db,
      sql`select id from variants where id = any(${pgArray(variantIds)}::int[]) order by id for no key update`,
    );
    const changed = await rowsOf<RawRow<typeof variants, 'id' | 'product_id'> & { before: number; after: number }>(
      ctx.db,
      sql`update variants v set stock = v.stock + d.delta
        from unnest(${pgArray(variantIds)}::int[], ${pgArray(deltas)}::int[]) as d(id, delta)
        where v.id = d.id and v.stock + d.delta >= 0
        returning v.id, v.product_id, v.stock - d.delta as before, v.stock as after`,
    );
    if (changed.length !== variantIds.length) throw new Error('stock moved below zero despite the lock');
    const [orderId, actorId, note] = 'orderId' in ref ? [ref.orderId, null, null] : [null, ref.actorId, ref.note];
    await rowsOf(
      ctx.db,
      sql`insert into stock_movements (variant_id, delta, reason, order_id, actor_id, note)
        select d.id, d.delta, ${ref.reason}, ${orderId}::int, ${actorId}::int, ${note}::text
        from unnest(${pgArray(variantIds)}::int[], ${pgArray(deltas)}::int[]) as d(id, delta)`,
    );
    const restocked = changed.filter((row) => row.before === 0 && row.after > 0);
    if (restocked.length) {
      await this.restocked(
        ctx,
        restocked.map((row) => ({ variantId: row.id, productId: row.product_id })),
      );
    }
    const productIds = [...new Set(changed.map((row) => row.product_id))].sort((a, b) => a - b);
    // Only the products whose in-stock flag flips are written (in id order, locked first): the listings, which sort
    // what can be bought first, change only then; a product's own page shows its stock, and is dropped every time.
    const flipped = await rowsOf<RawRow<typeof products, 'id'>>(
      ctx.db,
      sql`with locked as (select id from products where id = any(${pgArray(productIds)}::int[]) order by id for no key update)
        update products p set in_stock = not p.in_stock, updated_at = now()
        from locked
        where p.id = locked.id
          and p.in_stock is distinct from exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)
        returning p.id`,
    );
    await this.cacheTags.invalidate(ctx.db, [
      ...(flipped.length ? ['listings'] : []),
      ...productIds.map((id) => `product:${id}`),
    ]);
  }

  /**
   * A CTE body selecting `id, stock` of the variant when it belongs to `productId` and that product is on sale: a cart
   * write joins it, so the stock it checks is read in the write's own statement (no stale read between two).
   */
  buyableVariant(variantId: number, productId: number): SQL {
    return sql`select v.id, v.stock from variants v join products p on p.id = v.product_id
      where v.id = ${variantId} and v.product_id = ${productId} and p.status = 'active'`;
  }
}
