import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-quiz.ts` attaches. */
export const adminQuizQuestionsList = {
  id: 'admin.quiz.questions.list',
  method: 'GET',
  path: '/admin/quiz/questions',
  access: admins,
} as const;
export const adminQuizQuestionsCreate = {
  id: 'admin.quiz.questions.create',
  method: 'POST',
  path: '/admin/quiz/questions',
  access: admins,
} as const;
export const adminQuizQuestionsUpdate = {
  id: 'admin.quiz.questions.update',
  method: 'PUT',
  path: '/admin/quiz/questions/{id}',
  access: admins,
} as const;
export const adminQuizQuestionsDelete = {
  id: 'admin.quiz.questions.delete',
  method: 'DELETE',
  path: '/admin/quiz/questions/{id}',
  access: admins,
} as const;
export const adminQuizRulesList = {
  id: 'admin.quiz.rules.list',
  method: 'GET',
  path: '/admin/quiz/rules',
  access: admins,
} as const;
export const adminQuizOptions = {
  id: 'admin.quiz.options',
  method: 'GET',
  path: '/admin/quiz/options',
  access: admins,
} as const;
export const adminQuizRulesCreate = {
  id: 'admin.quiz.rules.create',
  method: 'POST',
  path: '/admin/quiz/rules',
  access: admins,
} as const;
export const adminQuizRulesUpdate = {
  id: 'admin.quiz.rules.update',
  method: 'PUT',
  path: '/admin/quiz/rules/{id}',
  access: admins,
} as const;
export const adminQuizRulesDelete = {
  id: 'admin.quiz.rules.delete',
  method: 'DELETE',
  path: '/admin/quiz/rules/{id}',
  access: admins,
} as const;
