import type { SearchBody } from '@wb/contract';
import { type SQL, sql } from 'drizzle-orm';

const direction = (type: 'asc' | 'desc') => (type === 'desc' ? sql`desc` : sql`asc`);

/**
 * The one ORDER BY of every product listing (search, filter, collections, brand, related and free products, over
 * `products p`): products that can be bought come first whatever the sort, relevance included, so a shopper never
 * scrolls past what they cannot buy to reach what they can (docs/decisions.md, "Out of stock last"). `sort` orders
 * within each of the two groups; the id keeps pages stable.
 */
export function inStockFirst(sort: SQL): SQL {
  return sql`p.in_stock desc, ${sort}, p.id`;
}

/**
 * The shopper's sort key. `relevance` (the default) is best match first with a keyword, else `fallback` (a
 * collection's own order) or best sellers.
 */
export function ordering(body: Pick<SearchBody, 'sort_key' | 'sort_type'>, hasKeyword: boolean, fallback?: SQL): SQL {
  return inStockFirst(sortKey(body, hasKeyword, fallback));
}

function sortKey(body: Pick<SearchBody, 'sort_key' | 'sort_type'>, hasKeyword: boolean, fallback?: SQL): SQL {
  switch (body.sort_key) {
    case 'price':
      return sql`p.price ${direction(body.sort_type)}`;
    case 'title':
      return sql`p.title ${direction(body.sort_type)}`;
    case 'created_at':
      return sql`p.created_at ${direction(body.sort_type)}`;
    case 'best_selling':
      return sql`p.sales_count desc`;
    default:
      if (hasKeyword) return sql`relevance desc, p.sales_count desc`;
      return fallback ?? sql`p.sales_count desc`;
  }
}
