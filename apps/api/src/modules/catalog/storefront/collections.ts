import type { CollectionKind, CollectionSummary, Paged, ProductCard, SearchBody } from '@wb/contract';
import { rowsOf } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../context';
import { ValueCache } from '../../../lib/cache';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';
import { ordering } from '../../../lib/listing-order';
import { pageMeta } from '../../../lib/sql';
import { loadCards } from './cards';

const summaryColumns = sql`c.id, c.kind, c.slug, c.title, c.description, c.image_path as image, c.featured,
  c.brand_id, c.category_id,
  (select count(*)::int from collection_products cp join products p on p.id = cp.product_id
     where cp.collection_id = c.id and p.status = 'active') as product_count`;

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
      const conditions: SQL[] = [sql`true`];
      if (kind) conditions.push(sql`c.kind = ${kind}`);
      if (featured !== undefined) conditions.push(sql`c.featured = ${featured}`);
      return rowsOf<CollectionSummary>(
        ctx.db,
        sql`
        select ${summaryColumns} from collections c where ${sql.join(conditions, sql` and `)}
        order by c.sort_order, c.id`,
      );
    });
  }

  async products(
    ctx: Ctx,
    id: number,
    query: Pick<SearchBody, 'page' | 'limit' | 'sort_key' | 'sort_type'>,
  ): Promise<Paged<ProductCard> & { collection: CollectionSummary }> {
    const key = `products:${id}:${query.page}:${query.limit}:${query.sort_key}:${query.sort_type}`;
    return this.cached(key, async () => {
      const [collection] = await rowsOf<CollectionSummary>(
        ctx.db,
        sql`select ${summaryColumns} from collections c where c.id = ${id}`,
      );
      if (!collection) throw ApiError.of('collection.not_found');
      // Without a sort key a collection keeps its own order (position), still with what can be bought first.
      const order = ordering(query, false, sql`cp.position`);
      const rows = await rowsOf<{ id: number }>(
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
