import { z } from 'zod';
import { boolParam, intParam, iqd, text } from '../common';
import { messages } from '../messages';
import { quizQuestionKinds, quizSteps } from '../quiz-steps';
import { clearable } from './admin-promotions';
import { image } from './catalog';
import { timestamp } from './fields';

/**
 * The skin quiz (issue 15): questions a shopper answers one at a time, and the routine of real catalogue products the
 * desk's rules choose for her answers. Questions and rules are edited at the staff desk (/admin/quiz).
 */

// ── Questions

/** A question's key or an option's value: what answers and rule conditions name (`skin_type`, `dark_spots`). */
// A refinement rather than min/max/regex: the validation messages keep a custom refinement's own Arabic words.
export const quizKey = z
  .string()
  .trim()
  .refine((key) => /^[a-z][a-z0-9_]{0,39}$/.test(key), { error: messages.quizKeyFormat });

/** An option as the shopper sees it. */
export const quizOption = z.object({
  value: z.string(),
  label: z.string().describe('Arabic, on the answer button'),
  hint: z.string().nullable().describe('A line under the label (e.g. what oily skin feels like)'),
});

export const quizQuestion = z.object({
  key: z.string(),
  title: z.string(),
  help: z.string().describe('Arabic help under the question; may be empty'),
  kind: z.enum(quizQuestionKinds).describe('single: exactly one answer; multi: one or more'),
  options: z.array(quizOption),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

/** The desk's option: also the routine's budget when the option is a budget (the total its products may cost). */
export const adminQuizOption = quizOption.extend({
  budget_max: iqd.nullable().describe('Chosen, the routine costs at most this (dinars); null: no cap'),
  title_words: z
    .array(z.string())
    .describe(
      'Words of product names that say a product is made for this answer (`الجافة`): chosen, such products are preferred, and products named only for another answer of the question are left out',
    ),
});
export type AdminQuizOption = z.infer<typeof adminQuizOption>;

export const adminQuizQuestion = quizQuestion.extend({
  id: z.number().int(),
  options: z.array(adminQuizOption),
  position: z.number().int(),
  active: z.boolean(),
  updated_at: timestamp,
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestion>;

const slugList = (max: number) =>
  z
    .array(text(80).min(1))
    .max(max)
    .refine((slugs) => new Set(slugs).size === slugs.length, { error: messages.listHasDuplicates });

const optionBody = z.object({
  value: quizKey,
  label: text(80).min(1),
  hint: clearable(text(160)),
  budget_max: clearable(intParam(1_000, 100_000_000)),
  title_words: slugList(10).default([]),
});

const optionsBody = z
  .array(optionBody)
  .min(2)
  .max(12)
  .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
    error: messages.quizOptionRepeated,
  });

const questionFields = {
  title: text(200).min(1),
  help: clearable(text(300)),
  kind: z.enum(quizQuestionKinds),
  options: optionsBody,
  position: intParam(0, 10_000).default(0).describe('Questions are asked in this order (then by id)'),
  active: boolParam.default(true),
};

export const adminQuizQuestionCreateBody = z.object({ key: quizKey, ...questionFields });
export type AdminQuizQuestionCreateBody = z.infer<typeof adminQuizQuestionCreateBody>;

/** The key stays what it was made with: answers kept and rules name it. */
export const adminQuizQuestionUpdateBody = z.object(questionFields);
export type AdminQuizQuestionUpdateBody = z.infer<typeof adminQuizQuestionUpdateBody>;

// ── Rules

/** Answers a rule asks for: for each question key, the values of which any one will do. Every key must hold. */
export const quizConditions = z.record(z.string(), z.array(z.string()));

export const adminQuizRule = z.object({
  id: z.number().int(),
  step: z.enum(quizSteps),
  title: z.string().describe('What the desk calls the rule'),
  conditions: quizConditions,
  categories: z.array(z.string()).describe('Category slugs (a department takes its shelves)'),
  product_types: z.array(z.string()).describe('Product types as the catalogue names them; empty: any'),
  ingredients: z.array(z.string()).describe('Ingredient slugs preferred, best match first'),
  tags: z.array(z.string()).describe('Tag slugs preferred'),
  avoid_ingredients: z.array(z.string()).describe('Ingredient slugs a product must not contain'),
  avoid_tags: z.array(z.string()).describe('Tag slugs a product must not carry (e.g. travel sizes)'),
  must_match: z.boolean().describe('Only products with at least one preferred ingredient or tag'),
  max_price: iqd.nullable().describe("The step's own cap on one product, beside the budget"),
  reason: z.string().describe('Arabic: why the product was chosen, shown with it'),
  position: z.number().int(),
  active: z.boolean(),
  updated_at: timestamp,
});
export type AdminQuizRule = z.infer<typeof adminQuizRule>;

export const adminQuizRuleBody = z.object({
  step: z.enum(quizSteps),
  title: text(120).min(1),
  conditions: z
    .record(quizKey, z.array(quizKey).min(1).max(12))
    .default({})
    .refine((conditions) => Object.keys(conditions).length <= 10, { error: messages.quizTooManyConditions }),
  categories: slugList(20).min(1),
  product_types: slugList(30).default([]),
  ingredients: slugList(20).default([]),
  tags: slugList(20).default([]),
  avoid_ingredients: slugList(20).default([]),
  avoid_tags: slugList(20).default([]),
  must_match: boolParam.default(false),
  max_price: clearable(intParam(1_000, 100_000_000)),
  reason: text(300).min(1),
  position: intParam(0, 10_000).default(0).describe('Within a step, the first active rule whose conditions hold wins'),
  active: boolParam.default(true),
});
export type AdminQuizRuleBody = z.infer<typeof adminQuizRuleBody>;

const named = z.object({ slug: z.string(), name: z.string() });

/** What the rule form chooses from. */
export const adminQuizOptions = z.object({
  categories: z.array(named.extend({ parent: z.string().nullable() })),
  product_types: z.array(z.object({ name: z.string(), category: z.string() })).describe('With their shelf'),
  ingredients: z.array(named),
  tags: z.array(named),
});
export type AdminQuizOptions = z.infer<typeof adminQuizOptions>;

// ── Answers and the routine

/** `{ answers: { skin_type: 'oily', concerns: ['acne', 'dark_spots'] } }`: a single question takes one value. */
export const quizAnswersBody = z.object({
  answers: z
    .record(text(60), z.union([text(60), z.array(text(60)).max(20)]))
    .refine((answers) => Object.keys(answers).length <= 20, { error: messages.quizTooManyAnswers }),
});
export type QuizAnswersBody = z.infer<typeof quizAnswersBody>;
export type QuizAnswers = Record<string, string[]>;

/** A product of the routine: what its card shows and what the add-to-cart payload needs. */
export const quizProduct = z.object({
  shopify_product_id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string().describe("Brand's Latin name, as the add-to-cart payload carries it"),
  brand_name: z.string(),
  image: image.nullable(),
  shopify_variant_id: z.number().int(),
  shopify_variant_sku: z.string(),
  variant_title: z.string(),
  price: iqd,
  compare_at: iqd.nullable(),
  available: z.boolean().describe('In stock now (a kept routine read again may have sold out)'),
  rating: z.number().nullable().describe('Average of the visible reviews, one decimal'),
  reviews_count: z.number().int(),
  highlights: z.array(z.string()).describe('Arabic names of the ingredients and tags that matched the rule'),
});
export type QuizProduct = z.infer<typeof quizProduct>;

export const quizRoutineStep = z.object({
  step: z.enum(quizSteps),
  label: z.string(),
  when: z.string(),
  reason: z.string(),
  product: quizProduct,
  alternative: quizProduct.nullable().describe('Another fit for the step, within the same budget'),
});
export type QuizRoutineStep = z.infer<typeof quizRoutineStep>;

export const quizRoutine = z.object({
  answers: z.record(z.string(), z.array(z.string())),
  summary: z.array(z.object({ question: z.string(), answer: z.string() })).describe('Her answers, in Arabic'),
  steps: z.array(quizRoutineStep),
  total: iqd.describe('The products available now, one of each'),
  budget_max: iqd.nullable(),
  missing: z
    .array(z.object({ step: z.enum(quizSteps), label: z.string(), message: z.string() }))
    .describe('Steps a rule asked for that nothing in stock within the budget fits'),
  saved_at: timestamp.nullable().describe('When it was kept for the signed-in caller; null for a guest'),
});
export type QuizRoutine = z.infer<typeof quizRoutine>;
