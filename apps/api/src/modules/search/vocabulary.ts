import { searchWords } from '@wb/contract';
import { type Executor, type RawRow, rowsOf, type searchTerms } from '@wb/db';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../lib/sql';

/** How a catalogue term was reached from a typed word; the weight ranks products. */
export type MatchKind = 'exact' | 'prefix' | 'fuzzy';
export interface Expansion {
  term: string;
  kind: MatchKind;
  weight: number;
}
/** One typed word (or two joined) and the catalogue terms it stands for. */
export interface WordGroup {
  word: string;
  expansions: Expansion[];
}

/** Words that carry no meaning on their own; ignored unless they are all the keyword has. */
const STOP_WORDS = new Set(['في', 'من', 'مع', 'على', 'الى', 'الي', 'عن', 'او', 'و', 'for', 'the', 'and', 'with', 'of']);

const MAX_EXPANSIONS = 12;
/** Below this trigram similarity a vocabulary term is not taken as a misspelling of the word. */
const FUZZY_MIN_SIMILARITY = 0.34;

/** A vocabulary term found for a typed word: 0 the word itself, 1 a completion, 2 a correction; its similarity. */
type TermRow = RawRow<typeof searchTerms, 'term'> & { word: string; kind: number; score: number };

/**
 * Resolves a keyword against the search vocabulary:
 * 1. adjacent words whose join is a catalogue term become one ('سيرا في' → 'سيرافي', 'la roche' → 'laroche');
 * 2. each word expands to itself, to terms it begins (all words of 3+ letters, and the last word from 2 letters,
 *    for typing), and — only when neither exists — to the closest terms by trigram similarity (typos).
 */
export async function expandKeyword(executor: Executor, keyword: string): Promise<WordGroup[]> {
  const typed = searchWords(keyword);
  if (typed.length === 0) return [];
  const joins = typed.slice(1).map((word, i) => `${typed[i]}${word}`);
  const rows = await lookupTerms(executor, [...typed, ...joins], typed.length - 1);
  const found = groupBy(rows);

  const words: string[] = [];
  for (let i = 0; i < typed.length; i++) {
    const current = typed[i] as string;
    const next = typed[i + 1];
    const joined = next ? `${current}${next}` : undefined;
    if (joined && found.get(joined)?.some((row) => row.kind === 0)) {
      words.push(joined);
      i++;
    } else {
      words.push(current);
    }
  }
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length ? meaningful : words).map((word) => ({
    word,
    expansions: toExpansions(word, found.get(word)),
  }));
}

function groupBy(rows: TermRow[]): Map<string, TermRow[]> {
  const map = new Map<string, TermRow[]>();
  for (const row of rows) map.set(row.word, [...(map.get(row.word) ?? []), row]);
  return map;
}

/** Edit distance (insertions, deletions, substitutions), on the short words of the vocabulary. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] as number;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] as number;
}

/**
 * Exact and prefix terms when the word has any; otherwise the spelling corrections closest by edit distance
 * (trigram similarity finds candidates, but ties 'ماسكرا' between 'ماسكارا' and 'ماسك'; one edit away wins).
 */
function toExpansions(word: string, rows: TermRow[] | undefined): Expansion[] {
  if (!rows?.length) return [];
  const direct = rows.filter((row) => row.kind < 2);
  if (direct.length) {
    // An exact word outranks a completion.
    return direct.map((row) => ({
      term: row.term,
      kind: row.kind === 0 ? 'exact' : 'prefix',
      weight: row.kind === 0 ? 1 : 0.8,
    }));
  }
  const scored = rows.map((row) => ({ term: row.term, distance: editDistance(word, row.term) }));
  const closest = Math.min(...scored.map((row) => row.distance));
  return scored
    .filter((row) => row.distance <= Math.max(closest, 1))
    .map((row) => ({
      term: row.term,
      kind: 'fuzzy' as const,
      weight: 0.7 * (1 - row.distance / Math.max(word.length, row.term.length)),
    }));
}

/** One round trip for all words: exact, prefix and trigram candidates from the vocabulary, best first. */
async function lookupTerms(executor: Executor, words: string[], lastIndex: number): Promise<TermRow[]> {
  return rowsOf<TermRow>(
    executor,
    sql`
    select w.word, t.term, t.kind, t.score
    from unnest(${pgArray(words)}::text[]) with ordinality as w(word, ord)
    cross join lateral (
      select s.term,
        case when s.term = w.word then 0 when s.term like w.word || '%' then 1 else 2 end as kind,
        similarity(s.term, w.word)::float8 as score
      from search_terms s
      where s.term = w.word
        or (s.term like w.word || '%' and (length(w.word) >= 3 or (w.ord = ${lastIndex + 1} and length(w.word) >= 2)))
        or (length(w.word) >= 3 and s.term % w.word and similarity(s.term, w.word) >= ${FUZZY_MIN_SIMILARITY})
      order by kind, score desc, s.doc_count desc, s.term
      limit ${MAX_EXPANSIONS}
    ) t`,
  );
}
