import {
  type AdminProduct,
  type AdminProductSummary,
  type AdminProductsQuery,
  type CatalogueOptions,
  LOW_STOCK_THRESHOLD,
  type StockAdjustment,
  type StockMovement,
  toWesternDigits,
} from '@wb/contract';
import {
  brands,
  categories,
  collections,
  type DbRow,
  type orders,
  type products,
  type RawRow,
  rowsOf,
  stockMovements,
  variants,
} from '@wb/db';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { firstImageUrl } from '../../../lib/product-image';
import { likePattern, pageMeta } from '../../../lib/sql';

/** The columns of a product as the desk lists it; `p` products, `b` brands, `c` categories. */
const SUMMARY_COLUMNS = sql`p.id, p.handle, p.title, p.status, p.price, p.compare_at,
  json_build_object('id', b.id, 'name', b.name_ar) as brand,
  json_build_object('id', c.id, 'name', c.name_ar) as category,
  s.stock, s.min_stock, s.variants_count,
  ${firstImageUrl(sql`p.id`)} as image,
  p.updated_at`;

/** Units, the lowest variant's units and the variant count of product `p`. */
const STOCK_JOIN = sql`cross join lateral (
  select coalesce(sum(v.stock), 0)::int as stock, coalesce(min(v.stock), 0)::int as min_stock,
    count(*)::int as variants_count
  from variants v where v.product_id = p.id) s`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A product as the desk lists it: its own columns, and what SUMMARY_COLUMNS and STOCK_JOIN make of the rest. */
type SummaryRow = RawRow<
  typeof products,
  'id' | 'handle' | 'title' | 'status' | 'price' | 'compare_at' | 'updated_at'
> &
  Pick<AdminProductSummary, 'brand' | 'category' | 'stock' | 'min_stock' | 'variants_count' | 'image'>;

/** One product as the desk edits it: the summary, more of its columns, and its collections, variants and pictures. */
type ProductRow = SummaryRow &
  RawRow<typeof products, 'title_en' | 'description' | 'product_type' | 'created_at'> &
  Pick<AdminProduct, 'collections' | 'variants' | 'images'>;

/** A ledger line: its own columns, the order's number, the stock after it and who wrote it. */
type MovementRow = RawRow<typeof stockMovements, 'id' | 'delta' | 'reason' | 'order_id' | 'note' | 'created_at'> & {
  order_number: DbRow<typeof orders>['number'] | null;
  balance: number;
  actor: StockMovement['actor'];
};

/** The desk's reading of the catalogue (issue 12): every product whatever its status, its variants, stock ledger. */
export class CatalogReads {
  async list(ctx: Ctx, query: AdminProductsQuery) {
    const where: SQL[] = [sql`true`];
    if (query.status) where.push(sql`p.status = ${query.status}`);
    if (query.brand_id) where.push(sql`p.brand_id = ${query.brand_id}`);
    if (query.category_id) where.push(sql`(c.id = ${query.category_id} or c.parent_id = ${query.category_id})`);
    if (query.low_stock) where.push(sql`s.min_stock <= ${LOW_STOCK_THRESHOLD}`);
    const q = query.q ? toWesternDigits(query.q).trim() : '';
    if (q) {
      const like = likePattern(q);
      where.push(sql`(p.title ilike ${like} or p.title_en ilike ${like} or p.handle ilike ${like}
        or exists (select 1 from variants w where w.product_id = p.id and w.sku ilike ${like}))`);
    }
    const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
    const column = {
      updated_at: sql`p.updated_at`,
      created_at: sql`p.created_at`,
      title: sql`p.title`,
      price: sql`p.price`,
      stock: sql`s.stock`,
    }[query.sort ?? 'updated_at'];
    const { page, limit } = query;
    const rows = await rowsOf<SummaryRow & { total_rows: number }>(
      ctx.db,
      sql`select ${SUMMARY_COLUMNS}, count(*) over ()::int as total_rows
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id ${STOCK_JOIN}
        where ${sql.join(where, sql` and `)}
        order by ${column} ${direction}, p.id ${direction}
        limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = rows[0]?.total_rows ?? 0;
    const data = rows.map(({ total_rows: _, ...row }) => ({ ...row, updated_at: iso(row.updated_at) }));
    return { data, ...pageMeta(page, limit, total) };
  }

  /** One product, whatever its status; a missing one is a 404. */
  async product(ctx: Ctx, id: number): Promise<AdminProduct> {
    const [row] = await rowsOf<ProductRow>(
      ctx.db,
      sql`select ${SUMMARY_COLUMNS}, p.title_en, p.description, p.product_type, p.created_at,
          coalesce((select json_agg(json_build_object('id', k.id, 'title', k.title) order by k.title)
            from collection_products cp join collections k on k.id = cp.collection_id where cp.product_id = p.id),
            '[]'::json) as collections,
          coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'title', v.title, 'price', v.price,
            'compare_at', v.compare_at, 'stock', v.stock, 'position', v.position) order by v.position, v.id)
            from variants v where v.product_id = p.id), '[]'::json) as variants,
          coalesce((select json_agg(json_build_object('id', i.id, 'url', i.url, 'alt', i.alt, 'width', i.width,
            'height', i.height, 'position', i.position) order by i.position, i.id)
            from product_images i where i.product_id = p.id), '[]'::json) as images
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id ${STOCK_JOIN}
        where p.id = ${id}`,
    );
    if (!row) throw ApiError.of('product.not_found');
    return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
  }

  async options(ctx: Ctx): Promise<CatalogueOptions> {
    const [brandOptions, categoryOptions, collectionOptions] = await Promise.all([
      ctx.db
        .select({ id: brands.id, name: brands.nameAr, name_en: brands.nameEn })
        .from(brands)
        .orderBy(asc(brands.nameAr), asc(brands.id)),
      // Each department, then its shelves.
      ctx.db
        .select({ id: categories.id, name: categories.nameAr, parent_id: categories.parentId })
        .from(categories)
        .orderBy(
          sql`coalesce(${categories.parentId}, ${categories.id})`,
          sql`${categories.parentId} nulls first`,
          asc(categories.sortOrder),
          asc(categories.id),
        ),
      ctx.db
        .select({ id: collections.id, title: collections.title, kind: collections.kind })
        .from(collections)
        .orderBy(asc(collections.kind), asc(collections.sortOrder), asc(collections.id)),
    ]);
    return { brands: brandOptions, categories: categoryOptions, collections: collectionOptions };
  }

  /**
   * A variant's ledger, newest first, each line with the stock right after it: the stock now less the movements
   * since (the seed's starting stock has no line of its own, so a running sum from the first line would be wrong).
   */
  async movements(ctx: Ctx, variantId: number, page: number, limit: number) {
    const [variant] = await ctx.db
      .select({
        stock: variants.stock,
        total: ctx.db.$count(stockMovements, eq(stockMovements.variantId, variants.id)),
      })
      .from(variants)
      .where(eq(variants.id, variantId));
    if (!variant) throw ApiError.of('variant.not_found');
    const rows = await rowsOf<MovementRow>(
      ctx.db,
      sql`select m.id, m.delta, m.reason, m.order_id, o.number as order_number, m.note, m.created_at,
          ${variant.stock} - coalesce(sum(m.delta) over (order by m.id desc rows between unbounded preceding and 1 preceding), 0)::int as balance,
          case when m.actor_id is null then null else json_build_object('id', m.actor_id, 'name', coalesce(u.name, '')) end as actor
        from stock_movements m left join orders o on o.id = m.order_id left join users u on u.id = m.actor_id
        where m.variant_id = ${variantId}
        order by m.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
    );
    return {
      data: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
      ...pageMeta(page, limit, variant.total),
    };
  }

  /** A variant's stock after an adjustment, and the ledger line it wrote (the newest: the variant is still locked). */
  async adjustment(ctx: Ctx, variantId: number, movementId: number | null): Promise<StockAdjustment> {
    const [variant] = await ctx.db
      .select({
        id: variants.id,
        sku: variants.sku,
        title: variants.title,
        price: variants.price,
        compare_at: variants.compareAt,
        stock: variants.stock,
        position: variants.position,
      })
      .from(variants)
      .where(eq(variants.id, variantId));
    if (!variant) throw ApiError.of('variant.not_found');
    const movement = movementId === null ? null : ((await this.movements(ctx, variantId, 1, 1)).data[0] ?? null);
    return { variant, movement };
  }
}
