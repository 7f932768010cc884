import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { quizAnswersBody, quizQuestion, quizRoutine } from '../schemas/quiz';

/**
 * The skin quiz (issue 15, /survey/quiz): its questions, the routine for a set of answers, and a signed-in shopper's
 * last routine. The questions and the rules that choose the products are the staff desk's (/admin/quiz).
 */
const tag = 'اختبار البشرة';

export const quizQuestionsRoute = defineRoute(table.quizQuestions, {
  tag,
  summary: 'The active questions, in the order they are asked, each with its options.',
  response: envelope(z.array(quizQuestion)),
});

export const quizAnswersRoute = defineRoute(table.quizAnswers, {
  // Public: a guest gets her routine too. A signed-in caller (a credential sent) has it kept; a credential that is
  // sent but no longer valid is a 401, so the client renews the session rather than lose the result silently.
  tag,
  summary:
    'The routine for these answers: ordered steps, each with one product in stock within the budget (and maybe an alternative) and why it was chosen. Kept for a signed-in caller.',
  body: quizAnswersBody,
  response: envelope(quizRoutine),
  successMessage: 'quizRoutineReady',
  rateLimited: true,
  failures: [
    { code: 'quiz.question_unknown', field: 'answers.<key>', when: 'An answer names no active question.' },
    { code: 'quiz.answer_invalid', field: 'answers.<key>', when: 'A value is not one of the question’s options.' },
    { code: 'quiz.answer_required', field: 'answers.<key>', when: 'An active question is not answered.' },
    { code: 'quiz.answer_one_only', field: 'answers.<key>', when: 'A single-choice question has several values.' },
    { code: 'auth.unauthenticated', when: 'A credential is sent but its session is no longer valid.' },
  ],
});

export const quizLatestRoute = defineRoute(table.quizLatest, {
  tag,
  summary: "The caller's last routine, at today's prices and stock; data is null when she has none.",
  response: envelope(quizRoutine.nullable()),
});
