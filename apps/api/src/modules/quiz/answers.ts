import {
  type ErrorCode,
  errorCodes,
  formatMessage,
  messages,
  type QuizAnswers,
  type QuizAnswersBody,
} from '@wb/contract';
import type { quizQuestions } from '@wb/db';
import { ApiError } from '../../lib/errors';
import type { TitleFit } from './candidates';

/** A question as stored (the desk's row), as the quiz's rules read it. */
export type QuestionRow = typeof quizQuestions.$inferSelect;

/**
 * Her answers checked against the active questions: every question answered, every value one of its options, one
 * value for a single-choice question. Each failure is named by its field (`answers.skin_type`) in Arabic with the
 * question's own title; all of them are reported at once, so the page can show every one.
 */
export function checkAnswers(questions: readonly QuestionRow[], body: QuizAnswersBody): QuizAnswers {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  const errors: Record<string, string[]> = {};
  let first: ErrorCode | null = null;
  const refuse = (key: string, code: ErrorCode, params: Record<string, string>) => {
    first ??= code;
    const message = formatMessage(messages[errorCodes[code].message], params);
    errors[`answers.${key}`] = [...(errors[`answers.${key}`] ?? []), message];
  };
  const answers: QuizAnswers = {};
  for (const [key, raw] of Object.entries(body.answers)) {
    const question = byKey.get(key);
    if (!question) {
      refuse(key, 'quiz.question_unknown', { key });
      continue;
    }
    const values = [...new Set(Array.isArray(raw) ? raw : [raw])];
    const known = new Set(question.options.map((option) => option.value));
    const unknown = values.find((value) => !known.has(value));
    if (unknown !== undefined) refuse(key, 'quiz.answer_invalid', { value: unknown, question: question.title });
    else if (values.length === 0) refuse(key, 'quiz.answer_required', { question: question.title });
    else if (question.kind === 'single' && values.length > 1) {
      refuse(key, 'quiz.answer_one_only', { question: question.title });
    } else answers[key] = values;
  }
  for (const question of questions) {
    if (!(question.key in body.answers)) refuse(question.key, 'quiz.answer_required', { question: question.title });
  }
  if (first) {
    const [message] = Object.values(errors)[0] ?? [];
    throw new ApiError(first, { errors, ...(message ? { message } : {}) });
  }
  return answers;
}

/** Whether answers satisfy a rule's conditions: every key answered with one of its values. */
export function conditionsHold(conditions: QuizAnswers, answers: QuizAnswers): boolean {
  return Object.entries(conditions).every(([key, values]) =>
    (answers[key] ?? []).some((value) => values.includes(value)),
  );
}

/** The budget her answers set: the smallest cap among the options she chose; null when none caps it. */
export function budgetOf(questions: readonly QuestionRow[], answers: QuizAnswers): number | null {
  let cap: number | null = null;
  for (const question of questions) {
    for (const option of question.options) {
      if (option.budget_max !== null && answers[question.key]?.includes(option.value)) {
        cap = cap === null ? option.budget_max : Math.min(cap, option.budget_max);
      }
    }
  }
  return cap;
}

/**
 * The product names her answers call for: the title words of the options she chose (preferred), and those of the
 * other options of the same questions (a product named only for them is left out). A question whose chosen options
 * have no words (normal skin) leaves out nothing.
 */
export function titleFitOf(questions: readonly QuestionRow[], answers: QuizAnswers): TitleFit {
  const prefer = new Set<string>();
  const others = new Set<string>();
  for (const question of questions) {
    const chosen = answers[question.key] ?? [];
    const mine = question.options.filter((option) => chosen.includes(option.value)).flatMap((o) => o.title_words ?? []);
    if (mine.length === 0) continue;
    for (const word of mine) prefer.add(word);
    for (const option of question.options) {
      if (!chosen.includes(option.value)) for (const word of option.title_words ?? []) others.add(word);
    }
  }
  return { prefer: [...prefer], avoid: [...others].filter((word) => !prefer.has(word)) };
}

/** Her answers in Arabic, question by question (answers to questions gone since are left out). */
export function summaryOf(questions: readonly QuestionRow[], answers: QuizAnswers) {
  return questions.flatMap((question) => {
    const chosen = answers[question.key];
    if (!chosen) return [];
    const labels = question.options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
    return labels.length > 0 ? [{ question: question.title, answer: labels.join('، ') }] : [];
  });
}
