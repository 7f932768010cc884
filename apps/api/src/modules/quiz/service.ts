import {
  messages,
  type QuizAnswers,
  type QuizAnswersBody,
  type QuizProduct,
  type QuizQuestion,
  type QuizRoutine,
  type QuizStep,
  quizStepLabels,
  quizSteps,
  quizStepWhen,
} from '@wb/contract';
import { type QuizChoiceRow, quizQuestions, quizResults, quizRules } from '@wb/db';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { atomically, type Caller, type CallerCtx, type Ctx, lockCaller } from '../../context';
import { budgetOf, checkAnswers, type QuestionRow, summaryOf, titleFitOf } from './answers';
import { linesOfVariants } from './candidates';
import { buildRoutine, loadVocabulary, rulesFor } from './routine';

/** The cache tag of the public questions: every desk write to the quiz drops it. */
export const QUIZ_TAG = 'quiz';

/** Routines kept per person: her history for the desk's future use, bounded so a script cannot grow it. */
export const KEPT_RESULTS = 20;

export const activeQuestions = (ctx: Ctx): Promise<QuestionRow[]> =>
  ctx.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.active, true))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));

/** Answers compared whatever the order of their keys and of the values of a multiple-choice question. */
const canonical = (answers: QuizAnswers) =>
  JSON.stringify(
    Object.keys(answers)
      .sort()
      .map((key) => [key, [...(answers[key] ?? [])].sort()]),
  );
const sameAnswers = (a: QuizAnswers, b: QuizAnswers) => canonical(a) === canonical(b);

const stepOf = (step: QuizStep) => ({ step, label: quizStepLabels[step], when: quizStepWhen[step] });
const missingOf = (steps: readonly QuizStep[]) =>
  steps.map((step) => ({ step, label: quizStepLabels[step], message: messages.quizNoProductFits }));

/**
 * The skin quiz for shoppers (issue 15): the questions, a routine for her answers from the catalogue as it is now,
 * and, for a signed-in shopper, the routine kept and shown again at today's prices.
 */
export class QuizService {
  async questions(ctx: Ctx): Promise<QuizQuestion[]> {
    return (await activeQuestions(ctx)).map((question) => ({
      key: question.key,
      title: question.title,
      help: question.help,
      kind: question.kind,
      options: question.options.map(({ value, label, hint }) => ({ value, label, hint })),
    }));
  }

  /**
   * Her routine: the answers checked (422 naming the field), each step filled by its rule, and for a signed-in caller
   * the result kept (in one transaction under her account's lock, as every write of hers).
   */
  async routine(ctx: Ctx, body: QuizAnswersBody, caller: Caller | null): Promise<QuizRoutine> {
    const questions = await activeQuestions(ctx);
    const answers = checkAnswers(questions, body);
    const budget = budgetOf(questions, answers);
    const rules = await ctx.db.select().from(quizRules).where(eq(quizRules.active, true));
    const vocabulary = await loadVocabulary(ctx.db);
    const fit = titleFitOf(questions, answers);
    const routine = await buildRoutine(ctx.db, rulesFor(rules, answers), vocabulary, budget, fit);
    let savedAt: string | null = null;
    if (caller) {
      const choices: QuizChoiceRow[] = routine.picks.map((pick) => ({
        step: pick.step,
        rule_id: pick.rule.id,
        reason: pick.rule.reason,
        variant_id: pick.product.shopify_variant_id,
        alternative_variant_id: pick.alternative?.shopify_variant_id ?? null,
        highlights: pick.product.highlights,
        alternative_highlights: pick.alternative?.highlights ?? [],
      }));
      savedAt = await this.keep({ ...ctx, caller }, answers, choices, routine.missing, budget, routine.total);
    }
    return {
      answers,
      summary: summaryOf(questions, answers),
      steps: routine.picks.map((pick) => ({
        ...stepOf(pick.step),
        reason: pick.rule.reason,
        product: pick.product,
        alternative: pick.alternative,
      })),
      total: routine.total,
      budget_max: budget,
      missing: missingOf(routine.missing),
      saved_at: savedAt,
    };
  }

  private keep(
    ctx: CallerCtx,
    answers: QuizAnswers,
    choices: QuizChoiceRow[],
    missing: QuizStep[],
    budget: number | null,
    total: number,
  ): Promise<string> {
    return atomically(ctx, async (tx) => {
      await lockCaller(tx);
      const now = ctx.now();
      const values = { answers, choices, missing, budgetMax: budget, total, createdAt: now };
      // The same answers again (the result page read again, after signing in) renew her last routine, not add one.
      const [last] = await tx.db
        .select({ id: quizResults.id, answers: quizResults.answers })
        .from(quizResults)
        .where(eq(quizResults.userId, ctx.caller.id))
        .orderBy(desc(quizResults.createdAt), desc(quizResults.id))
        .limit(1);
      if (last && sameAnswers(last.answers, answers)) {
        await tx.db.update(quizResults).set(values).where(eq(quizResults.id, last.id));
        return now.toISOString();
      }
      await tx.db.insert(quizResults).values({ userId: ctx.caller.id, ...values });
      const kept = tx.db
        .select({ id: quizResults.id })
        .from(quizResults)
        .where(eq(quizResults.userId, ctx.caller.id))
        .orderBy(desc(quizResults.createdAt), desc(quizResults.id))
        .limit(KEPT_RESULTS);
      await tx.db
        .delete(quizResults)
        .where(and(eq(quizResults.userId, ctx.caller.id), notInArray(quizResults.id, kept)));
      return now.toISOString();
    });
  }

  /** Her last routine, read again: today's price and stock of each product; the total of what can be bought now. */
  async latest(ctx: CallerCtx): Promise<QuizRoutine | null> {
    const [row] = await ctx.db
      .select({
        id: quizResults.id,
        answers: quizResults.answers,
        choices: quizResults.choices,
        // Kept by `keep` from a routine's steps, so only steps (the column's type says text).
        missing: sql<QuizStep[]>`${quizResults.missing}`,
        budget_max: quizResults.budgetMax,
        created_at: quizResults.createdAt,
      })
      .from(quizResults)
      .where(eq(quizResults.userId, ctx.caller.id))
      .orderBy(desc(quizResults.createdAt), desc(quizResults.id))
      .limit(1);
    if (!row) return null;
    const questions = await activeQuestions(ctx);
    const ids = row.choices.flatMap((choice) =>
      choice.alternative_variant_id === null ? [choice.variant_id] : [choice.variant_id, choice.alternative_variant_id],
    );
    const lines = await linesOfVariants(ctx.db, ids);
    const line = (id: number | null, highlights: string[]): QuizProduct | null => {
      const found = id === null ? undefined : lines.get(id);
      return found ? { ...found, highlights } : null;
    };
    const steps = row.choices
      .flatMap((choice) => {
        const product = line(choice.variant_id, choice.highlights);
        if (!product) return [];
        const alternative = line(choice.alternative_variant_id, choice.alternative_highlights);
        return [{ ...stepOf(choice.step), reason: choice.reason, product, alternative }];
      })
      .sort((a, b) => quizSteps.indexOf(a.step) - quizSteps.indexOf(b.step));
    return {
      answers: row.answers,
      summary: summaryOf(questions, row.answers),
      steps,
      total: steps.reduce((sum, step) => sum + (step.product.available ? step.product.price : 0), 0),
      budget_max: row.budget_max,
      missing: missingOf(row.missing),
      saved_at: new Date(row.created_at).toISOString(),
    };
  }

  /** Account deletion: her answers and routines go with her. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(quizResults).where(eq(quizResults.userId, ctx.caller.id));
  }
}
