import { productSearchWords, products, type RawRow, rowsOf, searchTerms } from '@wb/db';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { CacheTags } from '../../lib/cache-tags';
import { pgArray } from '../../lib/sql';

/** What a product gave the vocabulary before a write: its words, counted only while it was active. */
export interface IndexedState {
  words: readonly string[];
  active: boolean;
}

/** What a product's search words are made from: its own names, and those of its brand, categories, tags … */
type SourceRow = RawRow<typeof products, 'title' | 'title_en' | 'product_type'> & {
  active: boolean;
  brand_names: string[];
  category_names: string[];
  extra: string[];
};

/** The tag of cached keyword resolutions (search/service.ts), dropped when the vocabulary gains or loses a term. */
export const VOCABULARY_TAG = 'vocabulary';

/**
 * Keeps a product's search words, and the search vocabulary, right after a catalogue write (issue 12): the words are
 * made exactly as the seed makes them (`productSearchWords` of @wb/db, from the title, brand names and aliases,
 * categories, type, tags and ingredients), and the vocabulary's counts move by the difference, in the write's own
 * transaction. Terms are counted up and down in sorted order, so two writes sharing terms wait for each other instead
 * of deadlocking, and neither loses the other's count.
 */
export class SearchIndexer {
  constructor(private readonly cacheTags: CacheTags) {}

  /** The product's contribution now, to hand back to `reindex` after the write. */
  async state(ctx: Ctx, productId: number): Promise<IndexedState> {
    const [row] = await ctx.db
      .select({ words: products.searchWords, active: eq(products.status, 'active').mapWith(Boolean) })
      .from(products)
      .where(eq(products.id, productId));
    return { words: row?.words ?? [], active: row?.active ?? false };
  }

  async reindex(ctx: Ctx, productId: number, before: IndexedState): Promise<void> {
    const [row] = await rowsOf<SourceRow>(
      ctx.db,
      sql`select p.title, p.title_en, p.product_type, p.status = 'active' as active,
          array[b.name_ar, b.name_en] || b.aliases as brand_names,
          array_remove(array[c.name_ar, c.name_en, pc.name_ar, pc.name_en], null) as category_names,
          array(select t.name from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id)
            || array(select x from product_ingredients pi join ingredients g on g.id = pi.ingredient_id,
                 unnest(array[g.name_ar, g.name_en]) as x where pi.product_id = p.id) as extra
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id
        where p.id = ${productId}`,
    );
    if (!row) return;
    const { titleWords, searchWords } = productSearchWords({
      title: row.title,
      titleEn: row.title_en,
      brandNames: row.brand_names,
      categoryNames: row.category_names,
      extraTerms: [row.product_type, ...row.extra],
    });
    await ctx.db.update(products).set({ titleWords, searchWords }).where(eq(products.id, productId));
    const had = new Set(before.active ? before.words : []);
    const has = new Set(row.active ? searchWords : []);
    const added = [...has].filter((word) => !had.has(word));
    const removed = [...had].filter((word) => !has.has(word));
    await this.count(ctx, added, removed);
  }

  private async count(ctx: Ctx, added: string[], removed: string[]): Promise<void> {
    if (added.length === 0 && removed.length === 0) return;
    const terms = [...added, ...removed];
    const deltas = [...added.map(() => 1), ...removed.map(() => -1)];
    const order = terms.map((_, i) => i).sort((a, b) => ((terms[a] as string) < (terms[b] as string) ? -1 : 1));
    const changed = await rowsOf<RawRow<typeof searchTerms, 'term' | 'doc_count'>>(
      ctx.db,
      sql`insert into search_terms (term, doc_count)
        select d.term, d.delta from unnest(${pgArray(order.map((i) => terms[i] as string))}::text[],
          ${pgArray(order.map((i) => deltas[i] as number))}::int[]) as d(term, delta)
        order by d.term
        on conflict (term) do update set doc_count = search_terms.doc_count + excluded.doc_count
        returning term, doc_count`,
    );
    const gone = changed.filter((row) => row.doc_count <= 0).map((row) => row.term);
    if (gone.length) await ctx.db.delete(searchTerms).where(inArray(searchTerms.term, gone));
    // A new term can now be corrected to and completed; a gone one no longer can.
    if (changed.some((row) => row.doc_count === 1) || gone.length) {
      await this.cacheTags.invalidate(ctx.db, [VOCABULARY_TAG]);
    }
  }
}
