import { type SQL, sql } from 'drizzle-orm';
import { likePattern, pgArray } from '../../../../lib/sql';

/**
 * The Storefront API's `query:` argument, in the part the store's content needs: `field:value` terms (`tag:روتين`,
 * `title:"واقي الشمس"`, `tag_not:draft`) and bare words, all of which must match. Unknown fields match nothing
 * rather than everything, as a search for a field Shopify has and the store does not keep should find nothing.
 */
const TERM = /(-)?(?:(\w+):)?(?:"([^"]*)"|(\S+))/g;

export interface SearchFields {
  /** Bare words: any of these columns contains the word. */
  text: readonly SQL[];
  /** `field:value`: the condition the value must meet. */
  fields: Record<string, (value: string) => SQL>;
}

export function searchConditions(query: string | null | undefined, search: SearchFields): SQL[] {
  const conditions: SQL[] = [];
  for (const match of (query ?? '').slice(0, 500).matchAll(TERM)) {
    const [, negated, field, quoted, bare] = match;
    const value = (quoted ?? bare ?? '').trim();
    if (!value || (!field && /^(AND|OR)$/.test(value))) continue;
    let condition: SQL;
    if (field) {
      const make = search.fields[field.toLowerCase()];
      condition = make ? make(value) : sql`false`;
    } else {
      const pattern = likePattern(value);
      condition = sql`(${sql.join(
        search.text.map((column) => sql`${column} ilike ${pattern}`),
        sql` or `,
      )})`;
    }
    conditions.push(negated ? sql`not ${condition}` : condition);
  }
  return conditions;
}

/** `tags` holds `value` (case as written). */
export const hasTag = (column: SQL) => (value: string) => sql`${column} @> ${pgArray([value])}::text[]`;
