import type {
  AdminQuizOptions,
  AdminQuizQuestion,
  AdminQuizQuestionCreateBody,
  AdminQuizQuestionUpdateBody,
  AdminQuizRule,
  AdminQuizRuleBody,
} from '@wb/contract';
import { type QuizOptionRow, quizQuestions, quizRules, type RawRow, rowsOf } from '@wb/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { isUniqueViolation, pgArray } from '../../lib/sql';
import type { PublishedWrites } from '../audit/published';
import type { QuestionRow } from './answers';
import type { RuleRow } from './routine';

type Stamped = RawRow<typeof quizQuestions | typeof quizRules, 'updated_at'>;

const iso = (value: string | Date) => new Date(value).toISOString();

const questionOf = (row: QuestionRow & Stamped): AdminQuizQuestion => ({
  id: row.id,
  key: row.key,
  title: row.title,
  help: row.help,
  kind: row.kind,
  options: row.options.map((option) => ({ ...option, title_words: option.title_words ?? [] })),
  position: row.position,
  active: row.active,
  updated_at: iso(row.updated_at),
});

const ruleOf = (row: RuleRow & Stamped): AdminQuizRule => ({
  id: row.id,
  step: row.step,
  title: row.title,
  conditions: row.conditions,
  categories: row.categories,
  product_types: row.product_types,
  ingredients: row.ingredients,
  tags: row.tags,
  avoid_ingredients: row.avoid_ingredients,
  avoid_tags: row.avoid_tags,
  must_match: row.must_match,
  max_price: row.max_price,
  reason: row.reason,
  position: row.position,
  active: row.active,
  updated_at: iso(row.updated_at),
});

const optionsOf = (body: AdminQuizQuestionUpdateBody): QuizOptionRow[] =>
  body.options.map((option) => ({
    value: option.value,
    label: option.label,
    hint: option.hint ?? null,
    budget_max: option.budget_max ?? null,
    title_words: option.title_words,
  }));

const selectQuestion = (id: number) => sql`select * from quiz_questions where id = ${id}`;
const selectRule = (id: number) => sql`select * from quiz_rules where id = ${id}`;

/**
 * The skin quiz at the staff desk (issue 15, admins): questions and rules, each write audited and the storefront's
 * cached questions dropped on commit (`log`). A rule's conditions must name real questions and options, and a
 * question or option a rule names cannot go: the rule would silently never apply. The two sides lock the questions
 * they read (a rule `for share`, a question's change `for update`), so neither slips past the other's check.
 */
export class QuizDesk {
  constructor(private readonly log: PublishedWrites) {}

  async questions(ctx: Ctx): Promise<AdminQuizQuestion[]> {
    const rows = await rowsOf<QuestionRow & Stamped>(ctx.db, sql`select * from quiz_questions order by position, id`);
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
    const rows = await rowsOf<RuleRow & Stamped>(
      ctx.db,
      sql`select * from quiz_rules order by array_position(enum_range(null::quiz_step), step), position, id`,
    );
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
      ? await rowsOf<QuestionRow>(
          ctx.db,
          sql`select * from quiz_questions where key = any(${pgArray(keys)}::text[]) order by id for share`,
        )
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
    const lists: Array<[field: string, slugs: string[], known: SQL]> = [
      ['categories', body.categories, sql`select slug as name from categories`],
      ['product_types', body.product_types, sql`select distinct product_type as name from products`],
      ['ingredients', body.ingredients, sql`select slug as name from ingredients`],
      ['tags', body.tags, sql`select slug as name from tags`],
      ['avoid_ingredients', body.avoid_ingredients, sql`select slug as name from ingredients`],
      ['avoid_tags', body.avoid_tags, sql`select slug as name from tags`],
    ];
    for (const [field, slugs, known] of lists) {
      if (slugs.length === 0) continue;
      const found = await rowsOf<{ name: string }>(
        ctx.db,
        sql`select name from (${known}) k where name = any(${pgArray(slugs)}::text[])`,
      );
      const names = new Set(found.map((row) => row.name));
      const unknown = slugs.filter((slug) => !names.has(slug));
      if (unknown.length > 0) throw ApiError.field(field, 'reference.unknown', { ids: unknown.join('، ') });
    }
  }

  /** The title of a rule whose conditions name the question (or, given, one of these of its values). */
  private async ruleNaming(ctx: Ctx, key: string, values: string[] | null): Promise<string | null> {
    const [row] = await rowsOf<RawRow<typeof quizRules, 'title'>>(
      ctx.db,
      values === null
        ? sql`select title from quiz_rules where jsonb_exists(conditions, ${key}) order by id limit 1`
        : sql`select title from quiz_rules
            where jsonb_exists_any(conditions -> ${key}, ${pgArray(values)}::text[]) order by id limit 1`,
    );
    return row?.title ?? null;
  }

  private written(ctx: CallerCtx, action: string, type: string, id: number, before: unknown, after: unknown) {
    return this.log.record(ctx, { action, entityType: type, entityId: id, before, after });
  }

  private async question(ctx: Ctx, id: number): Promise<AdminQuizQuestion> {
    const [row] = await rowsOf<QuestionRow & Stamped>(ctx.db, selectQuestion(id));
    if (!row) throw ApiError.of('quiz.question_not_found');
    return questionOf(row);
  }

  private async lockedQuestion(ctx: Ctx, id: number): Promise<AdminQuizQuestion> {
    const [row] = await rowsOf<QuestionRow & Stamped>(ctx.db, sql`${selectQuestion(id)} for update`);
    if (!row) throw ApiError.of('quiz.question_not_found');
    return questionOf(row);
  }

  private async rule(ctx: Ctx, id: number): Promise<AdminQuizRule> {
    const [row] = await rowsOf<RuleRow & Stamped>(ctx.db, selectRule(id));
    if (!row) throw ApiError.of('quiz.rule_not_found');
    return ruleOf(row);
  }

  private async lockedRule(ctx: Ctx, id: number): Promise<AdminQuizRule> {
    const [row] = await rowsOf<RuleRow & Stamped>(ctx.db, sql`${selectRule(id)} for update`);
    if (!row) throw ApiError.of('quiz.rule_not_found');
    return ruleOf(row);
  }
}
