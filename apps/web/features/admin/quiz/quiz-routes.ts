import type { adminQuiz } from '@wb/contract';
import { clientRoute } from '@/lib/api';

/** The desk's writes to the skin quiz (issue 15, admins), as typed references; reads happen on the server. */
type Q = typeof adminQuiz;

export const deskQuizRoutes = {
  createQuestion: clientRoute<Q['adminQuizQuestionCreateRoute']>(
    'admin.quiz.questions.create',
    'POST',
    '/admin/quiz/questions',
  ),
  updateQuestion: clientRoute<Q['adminQuizQuestionUpdateRoute']>(
    'admin.quiz.questions.update',
    'PUT',
    '/admin/quiz/questions/{id}',
  ),
  deleteQuestion: clientRoute<Q['adminQuizQuestionDeleteRoute']>(
    'admin.quiz.questions.delete',
    'DELETE',
    '/admin/quiz/questions/{id}',
  ),
  createRule: clientRoute<Q['adminQuizRuleCreateRoute']>('admin.quiz.rules.create', 'POST', '/admin/quiz/rules'),
  updateRule: clientRoute<Q['adminQuizRuleUpdateRoute']>('admin.quiz.rules.update', 'PUT', '/admin/quiz/rules/{id}'),
  deleteRule: clientRoute<Q['adminQuizRuleDeleteRoute']>('admin.quiz.rules.delete', 'DELETE', '/admin/quiz/rules/{id}'),
};
