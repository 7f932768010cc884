import type { SearchFilters } from '@wb/contract';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../lib/sql';
import type { WordGroup } from './vocabulary';

/** Conditions every product must meet: active, each word group matched, and the shopper's filters. */
export function matchConditions(groups: readonly WordGroup[], filters: SearchFilters): SQL {
  const parts: SQL[] = [sql`p.status = 'active'`];
  for (const group of groups) {
    parts.push(sql`p.search_words && ${pgArray(group.expansions.map((e) => e.term))}::text[]`);
  }
  if (filters.brands?.length) parts.push(sql`p.brand_id = any(${pgArray(filters.brands)}::int[])`);
  if (filters.categories?.length) {
    // A parent category includes its children.
    const ids = pgArray(filters.categories);
    parts.push(
      sql`p.category_id in (select id from categories where id = any(${ids}::int[]) or parent_id = any(${ids}::int[]))`,
    );
  }
  if (filters.price_min !== undefined) parts.push(sql`p.price >= ${filters.price_min}`);
  if (filters.price_max !== undefined) parts.push(sql`p.price <= ${filters.price_max}`);
  if (filters.availability === 'in_stock') parts.push(sql`p.in_stock`);
  if (filters.availability === 'out_of_stock') parts.push(sql`not p.in_stock`);
  if (filters.free_only) parts.push(sql`p.is_free`);
  if (filters.on_sale) parts.push(sql`p.compare_at is not null and p.compare_at > p.price`);
  return sql.join(parts, sql` and `);
}

/**
 * Relevance of a product: for each word group, the best weight among the terms it carries (a title word counts
 * 1.5×), summed over groups. Computed only for rows that already matched every group.
 */
export function relevance(groups: readonly WordGroup[]): SQL {
  const expansions = groups.flatMap((group, index) => group.expansions.map((e) => ({ ...e, group: index })));
  const terms = pgArray(expansions.map((e) => e.term));
  const weights = pgArray(expansions.map((e) => e.weight));
  const ids = pgArray(expansions.map((e) => e.group));
  return sql`(select coalesce(sum(best), 0) from (
      select max(e.weight * case when e.term = any(p.title_words) then 1.5 else 1 end) as best
      from unnest(${terms}::text[], ${weights}::float8[], ${ids}::int[]) as e(term, weight, grp)
      where e.term = any(p.search_words)
      group by e.grp) as per_group)`;
}
