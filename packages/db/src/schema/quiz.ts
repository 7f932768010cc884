import { type QuizAnswers, quizQuestionKinds, quizSteps } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';

/**
 * The skin quiz (issue 15): the questions the shopper answers, the desk's rules that turn answers into a routine of
 * catalogue products, and the routines kept for signed-in shoppers. Questions and rules are the desk's (/admin/quiz);
 * the seed writes a realistic set.
 */

export const quizQuestionKind = pgEnum('quiz_question_kind', quizQuestionKinds);
export const quizStep = pgEnum('quiz_step', quizSteps);

/** One option of a question; `budget_max` makes it a budget: the routine's products cost at most that together. */
export interface QuizOptionRow {
  value: string;
  label: string;
  hint: string | null;
  budget_max: number | null;
  /** Words of product names meaning "made for this answer" (`الجافة`). */
  title_words: string[];
}

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    /** What answers and rules name (`skin_type`); fixed once made. */
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    help: text('help').notNull().default(''),
    kind: quizQuestionKind('kind').notNull(),
    options: jsonb('options').$type<QuizOptionRow[]>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('quiz_questions_options_array', sql`jsonb_typeof(${t.options}) = 'array'`)],
);

/**
 * A rule: for answers matching `conditions` (each key's answer among its values; every key must hold), the step is
 * filled from `categories` (and `product_types`, when given), preferring products with the `ingredients` and `tags`,
 * never one with an `avoid_ingredients` or an `avoid_tags`. Within a step the first active rule by position whose
 * conditions hold is the one used.
 */
export const quizRules = pgTable(
  'quiz_rules',
  {
    id: serial('id').primaryKey(),
    step: quizStep('step').notNull(),
    title: text('title').notNull(),
    conditions: jsonb('conditions').$type<QuizAnswers>().notNull().default({}),
    categories: text('categories').array().notNull(),
    /** Product types as the catalogue names them (`غسول رغوي`); empty: any product of the categories. */
    productTypes: text('product_types').array().notNull().default(sql`'{}'::text[]`),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    avoidIngredients: text('avoid_ingredients').array().notNull().default(sql`'{}'::text[]`),
    avoidTags: text('avoid_tags').array().notNull().default(sql`'{}'::text[]`),
    mustMatch: boolean('must_match').notNull().default(false),
    maxPrice: integer('max_price'),
    reason: text('reason').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('quiz_rules_step_idx').on(t.step, t.position),
    check('quiz_rules_conditions_object', sql`jsonb_typeof(${t.conditions}) = 'object'`),
    check('quiz_rules_max_price_positive', sql`${t.maxPrice} is null or ${t.maxPrice} > 0`),
  ],
);

/** What a kept routine chose for one step: the products are read again (price, stock) when she comes back. */
export interface QuizChoiceRow {
  step: (typeof quizSteps)[number];
  rule_id: number;
  reason: string;
  variant_id: number;
  alternative_variant_id: number | null;
  highlights: string[];
  alternative_highlights: string[];
}

/** A routine kept for a signed-in shopper: her answers, what was chosen, and the total then. Hers alone. */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<QuizAnswers>().notNull(),
    choices: jsonb('choices').$type<QuizChoiceRow[]>().notNull(),
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    budgetMax: integer('budget_max'),
    total: integer('total').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('quiz_results_user_idx').on(t.userId, t.createdAt)],
);
