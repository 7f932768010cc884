import { type SQL, sql } from 'drizzle-orm';
import { productTypes } from './data/product-types';
import { quizQuestionsData, quizRulesData, ROUTINE_AVOID_TAGS } from './data/quiz';
import { reference } from './reference';

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/**
 * Checks the quiz's seed against the reference data, so a renamed shelf, ingredient, tag or product type fails the
 * seed (and its test) instead of leaving a routine step that never finds a product.
 */
export function checkQuizSeed(): void {
  const ref = reference();
  const types = new Set(productTypes.map((type) => type.ar));
  const options = new Map(quizQuestionsData.map((q) => [q.key, new Set(q.options.map((o) => o.value))]));
  for (const rule of quizRulesData) {
    const where = `quiz rule «${rule.title}»`;
    for (const slug of rule.categories) if (!ref.categoryBySlug.has(slug)) throw new Error(`${where}: shelf ${slug}`);
    for (const name of rule.types ?? []) if (!types.has(name)) throw new Error(`${where}: product type ${name}`);
    for (const slug of [...(rule.ingredients ?? []), ...(rule.avoid ?? [])]) {
      if (!ref.ingredientBySlug.has(slug)) throw new Error(`${where}: ingredient ${slug}`);
    }
    for (const slug of [...(rule.tags ?? []), ...(rule.avoidTags ?? ROUTINE_AVOID_TAGS)]) {
      if (!ref.tagBySlug.has(slug)) throw new Error(`${where}: tag ${slug}`);
    }
    for (const [key, values] of Object.entries(rule.when ?? {})) {
      const known = options.get(key);
      if (!known || !values.every((value) => known.has(value))) throw new Error(`${where}: condition ${key}`);
    }
  }
}

/** The quiz's questions and rules (data/quiz.ts), with fixed ids; positions follow the data's order. */
export async function quizRows(tx: Executor): Promise<void> {
  checkQuizSeed();
  const questions = quizQuestionsData.map((q, i) => ({
    id: i + 1,
    key: q.key,
    title: q.title,
    help: q.help,
    kind: q.kind,
    options: q.options.map((o) => ({
      value: o.value,
      label: o.label,
      hint: o.hint ?? null,
      budget_max: o.budgetMax ?? null,
      title_words: o.titleWords ?? [],
    })),
    position: (i + 1) * 10,
  }));
  await tx.execute(sql`
    insert into quiz_questions (id, key, title, help, kind, options, position)
    select * from json_to_recordset(${JSON.stringify(questions)}::json)
      as x(id int, key text, title text, help text, kind quiz_question_kind, options jsonb, position int)`);
  const rules = quizRulesData.map((r, i) => ({
    id: i + 1,
    step: r.step,
    title: r.title,
    conditions: r.when ?? {},
    categories: r.categories,
    product_types: r.types ?? [],
    ingredients: r.ingredients ?? [],
    tags: r.tags ?? [],
    avoid_ingredients: r.avoid ?? [],
    avoid_tags: r.avoidTags ?? ROUTINE_AVOID_TAGS,
    must_match: r.mustMatch ?? false,
    max_price: r.maxPrice ?? null,
    reason: r.reason,
    position: (i + 1) * 10,
  }));
  await tx.execute(sql`
    insert into quiz_rules (id, step, title, conditions, categories, product_types, ingredients, tags,
      avoid_ingredients, avoid_tags, must_match, max_price, reason, position)
    select * from json_to_recordset(${JSON.stringify(rules)}::json)
      as x(id int, step quiz_step, title text, conditions jsonb, categories text[], product_types text[],
        ingredients text[], tags text[], avoid_ingredients text[], avoid_tags text[], must_match boolean,
        max_price int, reason text, position int)`);
}
