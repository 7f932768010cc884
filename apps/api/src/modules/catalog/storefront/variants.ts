import type { Variant } from '@wb/contract';
import {
  type brands,
  type categories,
  type DbRow,
  type Executor,
  isTransaction,
  preparedRowsOf,
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

  /** Drops this process's copies of a product's variants (an order found them moved under lock). */
  forget(productId: number): void {
    this.cacheTags.drop([`product:${productId}`]);
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
    const rows = await preparedRowsOf<LineVariant>(
      executor,
      'variants_lock',
      sql`${LINE_VARIANT_SELECT} where v.id = any(${pgArray(sorted)}::int[]) order by v.id for no key update of v`,
    );
    heldVariantLocks(executor, sorted);
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
    // Rows locked in id order before they are written (an order has locked them so already, in this transaction; a
    // cancel has not): an update's own plan visits rows in whatever order it likes, and two such orders deadlock.
    const held = heldVariantLocks(ctx.db);
    if (!variantIds.every((id) => held.has(id))) {
      await rowsOf(
        ctx.db,
        sql`select id from variants where id = any(${pgArray(variantIds)}::int[]) order by id for no key update`,
      );
    }
    const [orderId, actorId, note] = 'orderId' in ref ? [ref.orderId, null, null] : [null, ref.actorId, ref.note];
    // One statement: the guarded update, its lines in the ledger, and the in-stock flag of the products whose flag
    // flips (only those are locked, in id order, and written: the listings, which sort what can be bought first,
    // change only then; a product's own page shows its stock, and is dropped every time).
    const changed = await preparedRowsOf<
      RawRow<typeof variants, 'id' | 'product_id'> & { before: number; after: number; flipped: boolean }
    >(
      ctx.db,
      'stock_move',
      sql`with moved as (
          update variants v set stock = v.stock + d.delta
          from unnest(${pgArray(variantIds)}::int[], ${pgArray(deltas)}::int[]) as d(id, delta)
          where v.id = d.id and v.stock + d.delta >= 0
          returning v.id, v.product_id, v.stock - d.delta as before, v.stock as after
        ), ledger as (
          insert into stock_movements (variant_id, delta, reason, order_id, actor_id, note)
          select m.id, m.after - m.before, ${ref.reason}, ${orderId}::int, ${actorId}::int, ${note}::text from moved m
        ), stocked as (
          -- Whether each product can be bought once this commits: its moved variants as they are now, the others as
          -- they were.
          select m.product_id, bool_or(m.after > 0) or exists (
              select 1 from variants w where w.product_id = m.product_id and w.stock > 0
                and w.id <> all(${pgArray(variantIds)}::int[])
            ) as in_stock
          from moved m group by m.product_id
        ), locked as materialized (
          select p.id, s.in_stock from products p join stocked s on s.product_id = p.id
          where p.in_stock is distinct from s.in_stock
          order by p.id for no key update of p
        ), flipped as (
          update products p set in_stock = locked.in_stock, updated_at = now()
          from locked where p.id = locked.id
          returning p.id
        )
        select m.id, m.product_id, m.before, m.after, exists (select 1 from flipped) as flipped from moved m`,
    );
    if (changed.length !== variantIds.length) throw new Error('stock moved below zero despite the lock');
    const restocked = changed.filter((row) => row.before === 0 && row.after > 0);
    if (restocked.length) {
      await this.restocked(
        ctx,
        restocked.map((row) => ({ variantId: row.id, productId: row.product_id })),
      );
    }
    const productIds = [...new Set(changed.map((row) => row.product_id))].sort((a, b) => a - b);
    await this.cacheTags.invalidate(ctx.db, [
      ...(changed.some((row) => row.flipped) ? ['listings'] : []),
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

/**
 * The variants each open transaction has locked (a lock lasts until its transaction ends, and the executor with it):
 * `move` after `lockForOrder` in the same transaction does not lock them again. With `ids`, records them as locked.
 */
const variantLocks = new WeakMap<Executor, Set<number>>();

function heldVariantLocks(executor: Executor, ids: readonly number[] = []): Set<number> {
  if (!isTransaction(executor)) return new Set();
  const held = variantLocks.get(executor) ?? new Set<number>();
  for (const id of ids) held.add(id);
  variantLocks.set(executor, held);
  return held;
}
