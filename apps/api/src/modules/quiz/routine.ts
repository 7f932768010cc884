import { isCoreQuizStep, type QuizAnswers, type QuizProduct, type QuizStep, quizSteps } from '@wb/contract';
import { categories as categoryRows, type Executor, ingredients, type quizRules, tags } from '@wb/db';
import { sql } from 'drizzle-orm';
import { conditionsHold } from './answers';
import { type Candidate, type ProductFilter, priceSpread, rankedCandidates, type TitleFit } from './candidates';

/** A rule as stored (the desk's row), as the routine reads it. */
export type RuleRow = typeof quizRules.$inferSelect;

/** One step of a fresh routine: the rule used, the product chosen and maybe another that would do. */
export interface Pick {
  step: QuizStep;
  rule: RuleRow;
  product: QuizProduct;
  alternative: QuizProduct | null;
}

export interface Routine {
  picks: Pick[];
  /** Steps a rule asked for that nothing fits (sold out, or past the budget). */
  missing: QuizStep[];
  total: number;
}

/**
 * Which steps the budget serves first: the basics a dermatologist names (cleanse, protect, moisturise), then the
 * treatment and the toner. The extra step only takes what is left at the end.
 */
const BUDGET_ORDER: readonly QuizStep[] = ['cleanser', 'sunscreen', 'moisturizer', 'treatment', 'toner', 'extra'];
/** Candidates read per step: the one chosen and enough to find an alternative of another brand. */
const CANDIDATES = 12;

/** The catalogue's names, to turn a rule's slugs into ids and matched ids into Arabic highlights. */
export interface Vocabulary {
  categories: Map<string, number[]>;
  ingredients: Map<string, { id: number; name: string }>;
  tags: Map<string, { id: number; name: string }>;
  ingredientNames: Map<number, string>;
  tagNames: Map<number, string>;
}

export async function loadVocabulary(db: Executor): Promise<Vocabulary> {
  const kind = (letter: 'c' | 'i' | 't') => sql<typeof letter>`${letter}::text`.as('kind');
  const rows = await db
    .select({
      kind: kind('c'),
      id: categoryRows.id,
      slug: categoryRows.slug,
      name: categoryRows.nameAr,
      parent: categoryRows.parentId,
    })
    .from(categoryRows)
    .unionAll(
      db
        .select({
          kind: kind('i'),
          id: ingredients.id,
          slug: ingredients.slug,
          name: ingredients.nameAr,
          parent: sql<number | null>`null::int`,
        })
        .from(ingredients),
    )
    .unionAll(
      db
        .select({
          kind: kind('t'),
          id: tags.id,
          slug: tags.slug,
          name: tags.name,
          parent: sql<number | null>`null::int`,
        })
        .from(tags),
    );
  const categories = new Map<string, number[]>();
  const slugOfCategory = new Map<number, string>();
  const vocabulary: Vocabulary = {
    categories,
    ingredients: new Map(),
    tags: new Map(),
    ingredientNames: new Map(),
    tagNames: new Map(),
  };
  for (const row of rows) {
    if (row.kind === 'c') {
      slugOfCategory.set(row.id, row.slug);
      categories.set(row.slug, [...(categories.get(row.slug) ?? []), row.id]);
    } else if (row.kind === 'i') {
      vocabulary.ingredients.set(row.slug, { id: row.id, name: row.name });
      vocabulary.ingredientNames.set(row.id, row.name);
    } else {
      vocabulary.tags.set(row.slug, { id: row.id, name: row.name });
      vocabulary.tagNames.set(row.id, row.name);
    }
  }
  // A department takes its shelves: a rule naming skin care finds the products on its shelves.
  for (const row of rows) {
    const parent = row.kind === 'c' && row.parent !== null ? slugOfCategory.get(row.parent) : undefined;
    if (parent) categories.set(parent, [...(categories.get(parent) ?? []), row.id]);
  }
  return vocabulary;
}

export function filterOf(rule: RuleRow, vocabulary: Vocabulary, fit: TitleFit): ProductFilter {
  const ids = (slugs: readonly string[], map: Map<string, { id: number }>) =>
    slugs.flatMap((slug) => map.get(slug)?.id ?? []);
  return {
    categoryIds: [...new Set(rule.categories.flatMap((slug) => vocabulary.categories.get(slug) ?? []))],
    productTypes: rule.productTypes,
    ingredientIds: ids(rule.ingredients, vocabulary.ingredients),
    tagIds: ids(rule.tags, vocabulary.tags),
    avoidIngredientIds: ids(rule.avoidIngredients, vocabulary.ingredients),
    avoidTagIds: ids(rule.avoidTags, vocabulary.tags),
    mustMatch: rule.mustMatch,
    fit,
  };
}

/** For each step, the first active rule (by position) whose conditions her answers meet. */
export function rulesFor(rules: readonly RuleRow[], answers: QuizAnswers): Map<QuizStep, RuleRow> {
  const chosen = new Map<QuizStep, RuleRow>();
  const ordered = [...rules].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const rule of ordered) {
    if (rule.active && !chosen.has(rule.step) && conditionsHold(rule.conditions, answers)) chosen.set(rule.step, rule);
  }
  return chosen;
}

const minCap = (...caps: Array<number | null>): number | null => {
  const set = caps.filter((cap): cap is number => cap !== null);
  return set.length === 0 ? null : Math.min(...set);
};

/**
 * Fills each step with its rule's best product within the budget. With a budget, each core step gets a fair share of
 * what is left (in proportion to the middle price of its shelf) while keeping enough for the cheapest choice of every
 * core step after it, so the basics are all there before any one step takes the best; the extra step takes what is
 * left. An alternative is another product of the step (another brand if one fits) that the routine can swap in
 * without passing the budget.
 */
export async function buildRoutine(
  db: Executor,
  chosen: Map<QuizStep, RuleRow>,
  vocabulary: Vocabulary,
  budget: number | null,
  fit: TitleFit,
): Promise<Routine> {
  const plan = BUDGET_ORDER.flatMap((step) => {
    const rule = chosen.get(step);
    return rule ? [{ step, rule, filter: filterOf(rule, vocabulary, fit) }] : [];
  });
  const spreads = new Map<QuizStep, { min: number; median: number } | null>();
  if (budget !== null) {
    for (const item of plan) spreads.set(item.step, await priceSpread(db, item.filter));
  }
  let remaining = budget ?? Number.POSITIVE_INFINITY;
  const taken: number[] = [];
  const found: Found[] = [];
  const missing: QuizStep[] = [];
  for (const [index, item] of plan.entries()) {
    let cap: number | null = item.rule.maxPrice;
    if (budget !== null) {
      cap = minCap(cap, shareOf(item.step, plan.slice(index + 1), spreads, remaining));
    }
    const ranked = await rankedCandidates(db, item.filter, cap, taken, CANDIDATES);
    const [main, ...others] = ranked;
    if (!main) {
      // The extra step is a bonus: nothing left for it is not a gap in her routine.
      if (isCoreQuizStep(item.step)) missing.push(item.step);
      continue;
    }
    taken.push(main.productId);
    remaining -= main.line.price;
    found.push({ step: item.step, rule: item.rule, main, others });
  }
  if (budget !== null) await upgrade(db, found, plan, budget);
  const total = found.reduce((sum, item) => sum + item.main.line.price, 0);
  const slack = budget === null ? Number.POSITIVE_INFINITY : budget - total;
  const offered = new Set(found.map((item) => item.main.productId));
  const picks = found.map(({ step, rule, main, others }) => {
    const fits = others.filter((other) => !offered.has(other.productId) && other.line.price <= main.line.price + slack);
    const alternative = fits.find((other) => other.brandId !== main.brandId) ?? fits[0] ?? null;
    if (alternative) offered.add(alternative.productId);
    return {
      step,
      rule,
      product: withHighlights(main, vocabulary),
      alternative: alternative ? withHighlights(alternative, vocabulary) : null,
    };
  });
  const order = (step: QuizStep) => quizSteps.indexOf(step);
  picks.sort((a, b) => order(a.step) - order(b.step));
  missing.sort((a, b) => order(a) - order(b));
  return { picks, missing, total };
}

type Found = { step: QuizStep; rule: RuleRow; main: Candidate; others: Candidate[] };

/**
 * What the shares left unspent goes back to the steps, in budget order: a step whose rule finds a better match within
 * its price plus what is left takes it. The candidates read here also give the alternatives more room.
 */
async function upgrade(
  db: Executor,
  found: Found[],
  plan: ReadonlyArray<{ step: QuizStep; filter: ProductFilter }>,
  budget: number,
): Promise<void> {
  for (const item of found) {
    const slack = budget - found.reduce((sum, other) => sum + other.main.line.price, 0);
    if (slack <= 0) return;
    const filter = plan.find((entry) => entry.step === item.step)?.filter;
    if (!filter) continue;
    const elsewhere = found.filter((other) => other !== item).map((other) => other.main.productId);
    const cap = minCap(item.rule.maxPrice, item.main.line.price + slack);
    const [best, ...rest] = await rankedCandidates(db, filter, cap, elsewhere, CANDIDATES);
    if (best && best.score > item.main.score) {
      item.others = [item.main, ...rest];
      item.main = best;
    } else if (best) {
      item.others = [best, ...rest].filter((other) => other.productId !== item.main.productId);
    }
  }
}

/** The most a step may spend now: its fair share of what is left, never eating the later core steps' minimum. */
function shareOf(
  step: QuizStep,
  later: ReadonlyArray<{ step: QuizStep }>,
  spreads: Map<QuizStep, { min: number; median: number } | null>,
  remaining: number,
): number {
  if (!isCoreQuizStep(step)) return Math.max(0, remaining);
  const own = spreads.get(step);
  const laterCore = later.filter((item) => isCoreQuizStep(item.step)).flatMap((item) => spreads.get(item.step) ?? []);
  const reserve = laterCore.reduce((sum, spread) => sum + spread.min, 0);
  if (!own) return Math.max(0, remaining - reserve);
  const weights = own.median + laterCore.reduce((sum, spread) => sum + spread.median, 0);
  const fair = Math.floor((remaining * own.median) / weights);
  const cap = Math.min(Math.max(fair, own.min), remaining - reserve);
  // Not even the cheapest fits beside the later steps' minimum: this step takes what is left (a later one goes).
  return cap >= own.min ? cap : Math.max(0, remaining);
}

function withHighlights(candidate: Candidate, vocabulary: Vocabulary): QuizProduct {
  const names = [
    ...candidate.ingredientIds.flatMap((id) => vocabulary.ingredientNames.get(id) ?? []),
    ...candidate.tagIds.flatMap((id) => vocabulary.tagNames.get(id) ?? []),
  ];
  return { ...candidate.line, highlights: names };
}
