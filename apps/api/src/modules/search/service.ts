import {
  isBlankKeyword,
  type MostSearchItem,
  normalizeSearchText,
  type Paged,
  type ProductCard,
  type SearchBody,
  type SearchFacets,
} from '@wb/contract';
import { type products, type RawRow, rowsOf, type searchLog } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { ReadThroughCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { ApiError } from '../../lib/errors';
import { ordering } from '../../lib/listing-order';
import { pageMeta } from '../../lib/sql';
import type { CatalogService } from '../catalog/storefront/service';
import { VOCABULARY_TAG } from './indexer';
import type { SearchLog } from './log';
import { matchConditions, relevance } from './query';
import { expandKeyword, type WordGroup } from './vocabulary';

/** The public most-searched list: the last 30 days, the top 10, each searched by at least 3 different networks. */
export const MOST_SEARCHED = { days: 30, count: 10, minSearchers: 3 } as const;

/** A word the catalogue has as it stands: not only a prefix of one, nor a spelling corrected to one. */
const isCatalogWord = (group: WordGroup) =>
  group.expansions.some((expansion) => expansion.kind === 'exact' && expansion.term === group.word);

/** Keyword search and filtered listings over the catalogue, identical on PGlite and PostgreSQL. */
export class SearchService {
  private readonly results: ReadThroughCache<Paged<ProductCard>>;
  private readonly facetCache: ReadThroughCache<SearchFacets>;
  private readonly words: ReadThroughCache<{ groups: WordGroup[] }>;
  private readonly popular: ReadThroughCache<{ items: MostSearchItem[] }>;

  constructor(
    private readonly catalog: CatalogService,
    private readonly searchLog: SearchLog,
    cacheTtlMs: number,
    cacheTags: CacheTags,
  ) {
    const listings = ['catalog', 'listings'];
    this.results = cacheTags.register(new ReadThroughCache({ max: 5000, ttlMs: cacheTtlMs, tags: listings }));
    this.facetCache = cacheTags.register(new ReadThroughCache({ max: 1000, ttlMs: cacheTtlMs, tags: listings }));
    this.words = cacheTags.register(
      new ReadThroughCache({ max: 10_000, ttlMs: Math.max(cacheTtlMs, 60_000), tags: ['catalog', VOCABULARY_TAG] }),
    );
    this.popular = new ReadThroughCache({ max: 1, ttlMs: 5 * 60_000 });
  }

  /**
   * POST /app/search: a keyword is required; a blank one is refused before any query runs. A first page is a search
   * someone made: it is logged for most_search with the searcher's address.
   */
  async search(ctx: Ctx, body: SearchBody): Promise<Paged<ProductCard>> {
    if (isBlankKeyword(body.keyword)) throw ApiError.field('keyword', 'search.keyword_blank');
    const keyword = body.keyword as string;
    const result = await this.list(ctx, body, keyword);
    if (body.page === 1) {
      const groups = await this.wordGroups(ctx, keyword);
      this.searchLog.record(ctx, {
        keyword,
        // The words the keyword resolved to, so 'واقى الشمس' and 'واقي شمس' count as one search.
        normalized: groups.map((group) => group.word).join(' '),
        results: result.total,
        known: groups.length > 0 && groups.every(isCatalogWord),
        ip: ctx.ip,
      });
    }
    return result;
  }

  /** POST /app/search/filter: the same listing with the keyword optional, plus facets for the filter panel. */
  async filter(ctx: Ctx, body: SearchBody): Promise<Paged<ProductCard> & { facets: SearchFacets }> {
    const keyword = isBlankKeyword(body.keyword) ? '' : (body.keyword as string);
    const [list, facets] = await Promise.all([this.list(ctx, body, keyword), this.facets(ctx, keyword)]);
    return { ...list, facets };
  }

  /**
   * GET /app/search/most_search: what many different people searched, not what one client repeated. A search counts
   * once per searcher's network; a search is listed only when at least MOST_SEARCHED.minSearchers networks made it
   * and every word of it is a catalogue word (a made-up or misspelt word is never published, however often it is
   * sent). Each is shown in the spelling most of its searchers typed. `count` is the number of searchers.
   */
  async mostSearched(ctx: Ctx): Promise<MostSearchItem[]> {
    const { items } = await this.popular.get('top', async () => ({
      items: await rowsOf<RawRow<typeof searchLog, 'keyword'> & { count: number }>(
        ctx.db,
        sql`
        with recent as (
          select normalized, keyword, searcher from search_log
          where created_at > now() - make_interval(days => ${MOST_SEARCHED.days})
            and known and results_count > 0 and searcher is not null
        ),
        people as (
          select normalized, count(distinct searcher)::int as count from recent
          group by normalized having count(distinct searcher) >= ${MOST_SEARCHED.minSearchers}
        ),
        spelling as (
          select distinct on (normalized) normalized, keyword from (
            select normalized, keyword, count(distinct searcher) as typed_by from recent group by normalized, keyword
          ) s
          order by normalized, typed_by desc, keyword
        )
        select spelling.keyword, people.count
        from people join spelling on spelling.normalized = people.normalized
        order by people.count desc, spelling.keyword
        limit ${MOST_SEARCHED.count}`,
      ),
    }));
    return items;
  }

  /** The keyword's words and the catalogue terms each stands for (cached per normalised keyword). */
  private async wordGroups(ctx: Ctx, keyword: string): Promise<WordGroup[]> {
    const { groups } = await this.words.get(normalizeSearchText(keyword), async () => ({
      groups: await expandKeyword(ctx.db, keyword),
    }));
    return groups;
  }

  private async groupsFor(ctx: Ctx, keyword: string): Promise<WordGroup[] | null> {
    if (!keyword) return [];
    // Words the catalogue has never heard of are dropped while others match; if none match, nothing does.
    const known = (await this.wordGroups(ctx, keyword)).filter((group) => group.expansions.length > 0);
    return known.length ? known : null;
  }

  private list(ctx: Ctx, body: SearchBody, keyword: string): Promise<Paged<ProductCard>> {
    const key = JSON.stringify([
      normalizeSearchText(keyword),
      body.filters,
      body.sort_key,
      body.sort_type,
      body.page,
      body.limit,
    ]);
    return this.results.get(key, async () => {
      const groups = await this.groupsFor(ctx, keyword);
      if (!groups) return { data: [], ...pageMeta(body.page, body.limit, 0) };
      const where = matchConditions(groups, body.filters);
      const score = groups.length ? relevance(groups) : sql`0`;
      const rows = await rowsOf<RawRow<typeof products, 'id'> & { total: number }>(
        ctx.db,
        sql`
        select p.id, count(*) over ()::int as total, ${score} as relevance
        from products p where ${where}
        order by ${ordering(body, groups.length > 0)}
        limit ${body.limit} offset ${(body.page - 1) * body.limit}`,
      );
      const total = rows[0]?.total ?? (body.page > 1 ? await this.count(ctx, where) : 0);
      return {
        data: await this.catalog.cards(
          ctx,
          rows.map((row) => row.id),
        ),
        ...pageMeta(body.page, body.limit, total),
      };
    });
  }

  private async count(ctx: Ctx, where: SQL): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from products p where ${where}`);
    return row?.n ?? 0;
  }

  /** Brands, categories and the price range of everything the keyword matches, ignoring the other filters. */
  private facets(ctx: Ctx, keyword: string): Promise<SearchFacets> {
    return this.facetCache.get(normalizeSearchText(keyword), async () => {
      const groups = await this.groupsFor(ctx, keyword);
      if (!groups) return { brands: [], categories: [], price: { min: 0, max: 0 } };
      const [row] = await rowsOf<{ facets: SearchFacets }>(
        ctx.db,
        sql`
        with m as (select p.brand_id, p.category_id, p.price from products p where ${matchConditions(groups, {})})
        select json_build_object(
          'brands', (select coalesce(json_agg(x order by x.count desc, x.id), '[]'::json) from (
              select b.id, b.name_ar as name, b.name_en, count(*)::int as count
              from m join brands b on b.id = m.brand_id group by b.id, b.name_ar, b.name_en) x),
          'categories', (select coalesce(json_agg(x order by x.count desc, x.id), '[]'::json) from (
              select c.id, c.name_ar as name, count(*)::int as count
              from m join categories c on c.id = m.category_id group by c.id, c.name_ar) x),
          'price', (select json_build_object('min', coalesce(min(price), 0), 'max', coalesce(max(price), 0)) from m)
        ) as facets`,
      );
      return row?.facets ?? { brands: [], categories: [], price: { min: 0, max: 0 } };
    });
  }
}
