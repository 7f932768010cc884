import type {
  AdminQuizOptions,
  AdminQuizQuestion,
  AdminQuizQuestionCreateBody,
  AdminQuizQuestionUpdateBody,
  AdminQuizRule,
  AdminQuizRuleBody,
} from '@wb/contract';
import {
  categories,
  type Executor,
  ingredients,
  products,
  type QuizOptionRow,
  quizQuestions,
  quizRules,
  rowsOf,
  tags,
} from '@wb/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { isUniqueViolation, pgArray } from '../../lib/sql';
import type { PublishedWrites } from '../audit/published';
import type { QuestionRow } from './answers';
import type { RuleRow } from './routine';

const questionOf = (row: QuestionRow): AdminQuizQuestion => ({
  id: row.id,
  key: row.key,
  title: row.title,
  help: row.help,
  kind: row.kind,
  options: row.options.map((option) => ({ ...option, title_words: option.title_words ?? [] })),
  position: row.position,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
});

const ruleOf = (row: RuleRow): AdminQuizRule => ({
  id: row.id,
  step: row.step,
  title: row.title,
  conditions: row.conditions,
  categories: row.categories,
  product_types: row.productTypes,
  ingredients: row.ingredients,
  tags: row.tags,
  avoid_ingredients: row.avoidIngredients,
  avoid_tags: row.avoidTags,
  must_match: row.mustMatch,
  max_price: row.maxPrice,
  reason: row.reason,
  position: row.position,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
});

const optionsOf = (body: AdminQuizQuestionUpdateBody): QuizOptionRow[] =>
  body.options.map((option) => ({
    value: option.value,
    label: option.label,
    hint: option.hint ?? null,
    budget_max: option.budget_max ?? null,
    title_words: option.title_words,
  }));

const selectQuestion = (db: Executor, id: number) => db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
const selectRule = (db: Executor, id: number) => db.select().from(quizRules).where(eq(quizRules.id, id));

/** The names a rule may use of each catalogue list, those of `slugs` that exist. */
const knownNames = {
  categories: (db: Executor, slugs: string[]) =>
    db.select({ name: categories.slug }).from(categories).where(inArray(categories.slug, slugs)),
  productTypes: (db: Executor, names: string[]) =>
    db.selectDistinct({ name: products.productType }).from(products).where(inArray(products.productType, names)),
  ingredients: (db: Executor, slugs: string[]) =>
    db.select({ name: ingredients.slug }).from(ingredients).where(inArray(ingredients.slug, slugs)),
  tags: (db: Executor, slugs: string[]) => db.select({ name: tags.slug }).from(tags).where(inArray(tags.slug, slugs)),
};

/**
 * The skin quiz at the staff desk (issue 15, admins): questions and rules, each write audited and the storefront's
 * cached questions dropped on commit (`log`). A rule's conditions must name real questions and options, and a
 * question or option a rule names cannot go: the rule would silently never apply. The two sides lock the questions
 * they read (a rule `for share`, a question's change `for update`), so neither slips past the other's check.
 */
export class QuizDesk {
  constructor(private readonly log: PublishedWrites) {}

  async questions(ctx: Ctx): Promise<AdminQuizQuestion[]> {
    const rows = await ctx.db.select().from(quizQuestions).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
    return rows.map(questionOf);
  }

  createQuestion(ctx: CallerCtx, body: AdminQuizQuestionCreateBody): Promise<AdminQuizQuestion> {
    return atomically(ctx, async (tx) => {
      const [taken] = await tx.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(eq(quizQuestions.key, body.key));
      if (taken) throw ApiError.field('key', 'quiz.question_key_taken', { key: body.key });
      let id: number;
      try {
        const [row] = await tx.db
          .insert(quizQuestions)
          .values({
            key: body.key,
            title: body.title,
            help: body.help ?? '',
            kind: body.kind,
            options: optionsOf(body),
            position: body.position,
            active: body.active,
            createdAt: ctx.now(),
            updatedAt: ctx.now(),
          })
          .returning({ id: quizQuestions.id });
        id = row?.id ?? 0;
      } catch (error) {
        // Two desks making the same key at once: the second hears what the first check would have said.
        if (isUniqueViolation(error)) throw ApiError.field('key', 'quiz.question_key_taken', { key: body.key });
        throw error;
      }
      const after = await this.question(tx, id);
      await this.written(tx, 'quiz_question.create', 'quiz_question', id, null, after);
      return after;
    });
  }

  updateQuestion(ctx: CallerCtx, id: number, body: AdminQuizQuestionUpdateBody): Promise<AdminQuizQuestion> {
    return atomically(ctx, async (tx) => {
      const before = await this.lockedQuestion(tx, id);
      const kept = new Set(body.options.map((option) => option.value));
      const removed = before.options.map((option) => option.value).filter((value) => !kept.has(value));
      if (removed.length > 0) {
        const rule = await this.ruleNaming(tx, before.key, removed);
        if (rule) {
          throw ApiError.field('options', 'quiz.question_in_use', { rule, what: `الخيار «${removed.join('، ')}»` });
        }
      }
      await tx.db
        .update(quizQuestions)
        .set({
          title: body.title,
          help: body.help ?? '',
          kind: body.kind,
          options: optionsOf(body),
          position: body.position,
          active: body.active,
          updatedAt: ctx.now(),
        })
        .where(eq(quizQuestions.id, id));
      const after = await this.question(tx, id);
      await this.written(tx, 'quiz_question.update', 'quiz_question', id, before, after);
      return after;
    });
  }

  deleteQuestion(ctx: CallerCtx, id: number): Promise<void> {
    return atomically(ctx, async (tx) => {
      const before = await this.lockedQuestion(tx, id);
      const rule = await this.ruleNaming(tx, before.key, null);
      if (rule) throw ApiError.of('quiz.question_in_use', { rule, what: 'هذا السؤال' });
      await tx.db.delete(quizQuestions).where(eq(quizQuestions.id, id));
      await this.written(tx, 'quiz_question.delete', 'quiz_question', id, before, null);
    });
  }

  async rules(ctx: Ctx): Promise<AdminQuizRule[]> {
    const rows = await ctx.db
      .select()
      .from(quizRules)
      // An enum sorts in the order it declares its values: the routine's steps, in the order the shopper does them.
      .orderBy(asc(quizRules.step), asc(quizRules.position), asc(quizRules.id));
    return rows.map(ruleOf);
  }

  async options(ctx: Ctx): Promise<AdminQuizOptions> {
    const [row] = await rowsOf<AdminQuizOptions & Record<string, unknown>>(
      ctx.db,
      sql`select
        (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name_ar, 'parent', parent.slug)
          order by coalesce(parent.sort_order, c.sort_order), c.parent_id nulls first, c.sort_order, c.id), '[]')
          from categories c left join categories parent on parent.id = c.parent_id) as categories,
        (select coalesce(json_agg(json_build_object('name', t.product_type, 'category', t.slug)
          order by t.slug, t.product_type), '[]')
          from (select distinct p.product_type, c.slug from products p join categories c on c.id = p.category_id
            where p.product_type <> '') t) as product_types,
        (select coalesce(json_agg(json_build_object('slug', slug, 'name', name_ar) order by name_ar), '[]')
          from ingredients) as ingredients,
        (select coalesce(json_agg(json_build_object('slug', slug, 'name', name) order by name), '[]')
          from tags) as tags`,
    );
    return { categories: [], product_types: [], ingredients: [], tags: [], ...row };
  }

  createRule(ctx: CallerCtx, body: AdminQuizRuleBody): Promise<AdminQuizRule> {
    return atomically(ctx, async (tx) => {
      await this.checkRule(tx, body);
      const [row] = await tx.db
        .insert(quizRules)
        .values({ ...this.ruleValues(body), createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning({ id: quizRules.id });
      const id = row?.id ?? 0;
      const after = await this.rule(tx, id);
      await this.written(tx, 'quiz_rule.create', 'quiz_rule', id, null, after);
      return after;
    });
  }

  updateRule(ctx: CallerCtx, id: number, body: AdminQuizRuleBody): Promise<AdminQuizRule> {
    return atomically(ctx, async (tx) => {
      const before = await this.lockedRule(tx, id);
      await this.checkRule(tx, body);
      await tx.db
        .update(quizRules)
        .set({ ...this.ruleValues(body), updatedAt: ctx.now() })
        .where(eq(quizRules.id, id));
      const after = await this.rule(tx, id);
      await this.written(tx, 'quiz_rule.update', 'quiz_rule', id, before, after);
      return after;
    });
  }

  deleteRule(ctx: CallerCtx, id: number): Promise<void> {
    return atomically(ctx, async (tx) => {
      const before = await this.lockedRule(tx, id);
      await tx.db.delete(quizRules).where(eq(quizRules.id, id));
      await this.written(tx, 'quiz_rule.delete', 'quiz_rule', id, before, null);
    });
  }

  private ruleValues(body: AdminQuizRuleBody) {
    return {
      step: body.step,
      title: body.title,
      conditions: body.conditions,
      categories: body.categories,
      productTypes: body.product_types,
      ingredients: body.ingredients,
      tags: body.tags,
      avoidIngredients: body.avoid_ingredients,
      avoidTags: body.avoid_tags,
      mustMatch: body.must_match,
      maxPrice: body.max_price ?? null,
      reason: body.reason,
      position: body.position,
      active: body.active,
    };
  }

  /**
   * A rule names only what exists: its conditions real questions and their options (the questions locked until the
   * rule commits), its categories, product types, ingredients and tags the catalogue's. Each failure names its field.
   */
  private async checkRule(ctx: CallerCtx, body: AdminQuizRuleBody): Promise<void> {
    const keys = Object.keys(body.conditions);
    const questions = keys.length
      ? await ctx.db
          .select()
          .from(quizQuestions)
          .where(inArray(quizQuestions.key, keys))
          .orderBy(asc(quizQuestions.id))
          .for('share')
      : [];
    const byKey = new Map(questions.map((question) => [question.key, question]));
    for (const [key, values] of Object.entries(body.conditions)) {
      const question = byKey.get(key);
      if (!question) throw ApiError.field(`conditions.${key}`, 'quiz.condition_question_unknown', { key });
      const known = new Set(question.options.map((option) => option.value));
      const value = values.find((candidate) => !known.has(candidate));
      if (value !== undefined) {
        throw ApiError.field(`conditions.${key}`, 'quiz.condition_value_unknown', { value, question: question.title });
      }
    }
    const lists: Array<[field: string, slugs: string[], known: (typeof knownNames)[keyof typeof knownNames]]> = [
      ['categories', body.categories, knownNames.categories],
      ['product_types', body.product_types, knownNames.productTypes],
      ['ingredients', body.ingredients, knownNames.ingredients],
      ['tags', body.tags, knownNames.tags],
      ['avoid_ingredients', body.avoid_ingredients, knownNames.ingredients],
      ['avoid_tags', body.avoid_tags, knownNames.tags],
    ];
    for (const [field, slugs, known] of lists) {
      if (slugs.length === 0) continue;
      const found = await known(ctx.db, slugs);
      const names = new Set(found.map((row) => row.name));
      const unknown = slugs.filter((slug) => !names.has(slug));
      if (unknown.length > 0) throw ApiError.field(field, 'reference.unknown', { ids: unknown.join('، ') });
    }
  }

  /** The title of a rule whose conditions name the question (or, given, one of these of its values). */
  private async ruleNaming(ctx: Ctx, key: string, values: string[] | null): Promise<string | null> {
    const [row] = await ctx.db
      .select({ title: quizRules.title })
      .from(quizRules)
      .where(
        values === null
          ? sql`jsonb_exists(${quizRules.conditions}, ${key})`
          : sql`jsonb_exists_any(${quizRules.conditions} -> ${key}, ${pgArray(values)}::text[])`,
      )
      .orderBy(asc(quizRules.id))
      .limit(1);
    return row?.title ?? null;
  }

  private written(ctx: CallerCtx, action: string, type: string, id: number, before: unknown, after: unknown) {
    return this.log.record(ctx, { action, entityType: type, entityId: id, before, after });
  }

  private async question(ctx: Ctx, id: number): Promise<AdminQuizQuestion> {
    const [row] = await selectQuestion(ctx.db, id);
    if (!row) throw ApiError.of('quiz.question_not_found');
    return questionOf(row);
  }

  private async lockedQuestion(ctx: Ctx, id: number): Promise<AdminQuizQuestion> {
    const [row] = await selectQuestion(ctx.db, id).for('update');
    if (!row) throw ApiError.of('quiz.question_not_found');
    return questionOf(row);
  }

  private async rule(ctx: Ctx, id: number): Promise<AdminQuizRule> {
    const [row] = await selectRule(ctx.db, id);
    if (!row) throw ApiError.of('quiz.rule_not_found');
    return ruleOf(row);
  }

  private async lockedRule(ctx: Ctx, id: number): Promise<AdminQuizRule> {
    const [row] = await selectRule(ctx.db, id).for('update');
    if (!row) throw ApiError.of('quiz.rule_not_found');
    return ruleOf(row);
  }
}
