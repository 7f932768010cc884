import { searchWords } from '@wb/contract';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** What a product's search words are made of. */
export interface SearchableProduct {
  title: string;
  titleEn?: string | null;
  brandNames: readonly string[];
  categoryNames: readonly string[];
  extraTerms?: readonly string[];
}

const unique = (words: string[]) => [...new Set(words)];

/**
 * The search words of a product, in the normalised form the keyword is matched in. Brand names are added both
 * as written and with their spaces removed, so 'سيرا في' (two words) and 'سيرافي' land on the same brand.
 */
export function productSearchWords(product: SearchableProduct): { titleWords: string[]; searchWords: string[] } {
  const titleWords = unique([...searchWords(product.title), ...searchWords(product.titleEn ?? '')]);
  const brandWords = product.brandNames.flatMap((name) => {
    const words = searchWords(name);
    return words.length > 1 ? [...words, words.join('')] : words;
  });
  const rest = [...product.categoryNames, ...(product.extraTerms ?? [])].flatMap((text) => searchWords(text));
  return { titleWords, searchWords: unique([...titleWords, ...brandWords, ...rest]) };
}

/** Brand names in their matching forms: each normalised name, and the same without spaces. */
export function brandSearchNames(names: readonly string[]): string[] {
  return unique(
    names.flatMap((name) => {
      const words = searchWords(name);
      return words.length ? [words.join(' '), words.join('')] : [];
    }),
  );
}

/** Rebuilds the search vocabulary from the products' words. Run after bulk catalogue writes. */
export async function refreshSearchTerms(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(sql`
      insert into search_terms (term, doc_count)
      select word, count(*)::int from products, unnest(search_words) as word
      where status = 'active'
      group by word`);
  });
}
