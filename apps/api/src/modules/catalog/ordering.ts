import type { SearchBody } from '@wb/contract';
import { type SQL, sql } from 'drizzle-orm';

const direction = (type: 'asc' | 'desc') => (type === 'desc' ? sql`desc` : sql`asc`);

/** Out-of-stock products go last whatever the order, so a shopper sees what can be bought first. */
export function ordering(body: Pick<SearchBody, 'sort_key' | 'sort_type'>, hasKeyword: boolean, fallback?: SQL): SQL {
  switch (body.sort_key) {
    case 'price':
      return sql`p.in_stock desc, p.price ${direction(body.sort_type)}, p.id`;
    case 'title':
      return sql`p.in_stock desc, p.title ${direction(body.sort_type)}, p.id`;
    case 'created_at':
      return sql`p.in_stock desc, p.created_at ${direction(body.sort_type)}, p.id`;
    case 'best_selling':
      return sql`p.in_stock desc, p.sales_count desc, p.id`;
    default:
      if (fallback) return fallback;
      return hasKeyword
        ? sql`relevance desc, p.in_stock desc, p.sales_count desc, p.id`
        : sql`p.in_stock desc, p.sales_count desc, p.id`;
  }
}
