import type { CollectionKind, CollectionSummary, Paged, ProductCard, SearchBody } from '@wb/contract';
import { collectionProducts, collections, type Executor, products, type RawRow, rowsOf } from '@wb/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../context';
import { ValueCache } from '../../../lib/cache';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';
import { ordering } from '../../../lib/listing-order';
import { pageMeta } from '../../../lib/sql';
import { loadCards } from './cards';

/** A collection as its list and its page show it, with its products on sale counted. */
const summaryColumns = (db: Executor) => ({
  id: collections.id,
  kind: collections.kind,
  slug: collections.slug,
  title: collections.title,
  description: collections.description,
  image: collections.imagePath,
  featured: collections.featured,
  brand_id: collections.brandId,
  category_id: collections.categoryId,
  // A nested builder, not SQL text: a one-table select writes its SQL fields' columns without their table, which
  // would bind `collections.id` to the subquery's own tables.
  product_count: sql<number>`${db
    .select({ count: sql<number>`count(*)::int` })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(eq(collectionProducts.collectionId, collections.id), eq(products.status, 'active')))}`,
});

/** The /collections pages: lists of collections by kind, and a collection's products. */
export class CollectionService {
  private readonly cache: ValueCache;

  constructor(cacheTtlMs: number, cacheTags: CacheTags) {
    this.cache = cacheTags.register(new ValueCache({ max: 2000, ttlMs: cacheTtlMs, tags: ['catalog', 'listings'] }));
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load);
  }

  list(ctx: Ctx, kind?: CollectionKind, featured?: boolean): Promise<CollectionSummary[]> {
    return this.cached(`list:${kind ?? '*'}:${featured ?? '*'}`, () => {
      const where = and(
        kind ? eq(collections.kind, kind) : undefined,
        featured === undefined ? undefined : eq(collections.featured, featured),
      );
      return ctx.db
        .select(summaryColumns(ctx.db))
        .from(collections)
        .where(where)
        .orderBy(asc(collections.sortOrder), asc(collections.id));
    });
  }

  async products(
    ctx: Ctx,
    id: number,
    query: Pick<SearchBody, 'page' | 'limit' | 'sort_key' | 'sort_type'>,
  ): Promise<Paged<ProductCard> & { collection: CollectionSummary }> {
    const key = `products:${id}:${query.page}:${query.limit}:${query.sort_key}:${query.sort_type}`;
    return this.cached(key, async () => {
      const [collection] = await ctx.db.select(summaryColumns(ctx.db)).from(collections).where(eq(collections.id, id));
      if (!collection) throw ApiError.of('collection.not_found');
      // Without a sort key a collection keeps its own order (position), still with what can be bought first.
      const order = ordering(query, false, sql`cp.position`);
      const rows = await rowsOf<RawRow<typeof products, 'id'>>(
        ctx.db,
        sql`
        select p.id from collection_products cp join products p on p.id = cp.product_id
        where cp.collection_id = ${id} and p.status = 'active'
        order by ${order}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      );
      const cards = await loadCards(
        ctx.db,
        rows.map((row) => row.id),
      );
      return { data: cards, ...pageMeta(query.page, query.limit, collection.product_count), collection };
    });
  }
}
