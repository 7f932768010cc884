import type { quiz } from '@wb/contract';
import { clientRoute } from './api';

/**
 * The skin quiz's calls from the browser (issue 15), as typed references (see `clientRoute`), apart from the other
 * route files so only the quiz's pages carry them. The questions are read on the server.
 */
type Q = typeof quiz;

export const quizRoutes = {
  answers: clientRoute<Q['quizAnswersRoute']>('quiz.answers', 'POST', '/app/quiz/answers'),
  latest: clientRoute<Q['quizLatestRoute']>('quiz.latest', 'GET', '/app/quiz/latest'),
};
