import { type Executor, rowsOf } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { pgArray } from '../../lib/sql';

/** A variant as a cart line shows it: the catalogue's current price, stock and names, never the client's. */
export interface LineVariant {
  variant_id: number;
  product_id: number;
  sku: string;
  title: string;
  variant_title: string;
  product_type: string;
  vendor: string;
  price: number;
  compare_at: number | null;
  stock: number;
  /** The product is on sale (status active). */
  active: boolean;
  image_path: string | null;
}

/**
 * Variant reads for carts (and, next, orders): the lines' display data, cached per variant and dropped when its
 * product changes (tag `product:<id>`), and the SQL that finds a variant that can be bought, for a write that must
 * read stock in its own statement.
 */
export class VariantCatalog {
  private readonly cache: ValueCache;

  constructor(cacheTtlMs: number, cacheTags: CacheTags) {
    this.cache = cacheTags.register(new ValueCache({ max: 20_000, ttlMs: cacheTtlMs, tags: ['catalog'] }));
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
      const rows = await rowsOf<LineVariant & Record<string, unknown>>(
        executor,
        sql`
        select v.id as variant_id, p.id as product_id, v.sku, p.title, v.title as variant_title, p.product_type,
          b.name_en as vendor, v.price, v.compare_at, v.stock, p.status = 'active' as active,
          (select url from product_images i where i.product_id = p.id order by position, id limit 1) as image_path
        from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
        where v.id = any(${pgArray(missing)}::int[])`,
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
   * A CTE body selecting `id, stock` of the variant when it belongs to `productId` and that product is on sale: a cart
   * write joins it, so the stock it checks is read in the write's own statement (no stale read between two).
   */
  buyableVariant(variantId: number, productId: number): SQL {
    return sql`select v.id, v.stock from variants v join products p on p.id = v.product_id
      where v.id = ${variantId} and v.product_id = ${productId} and p.status = 'active'`;
  }
}
