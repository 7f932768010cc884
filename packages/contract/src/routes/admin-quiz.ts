import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { idParams } from '../schemas/fields';
import {
  adminQuizOptions,
  adminQuizQuestion,
  adminQuizQuestionCreateBody,
  adminQuizQuestionUpdateBody,
  adminQuizRule,
  adminQuizRuleBody,
} from '../schemas/quiz';

/**
 * The skin quiz at the staff desk (issue 15, admins): its questions and the rules that turn answers into a routine.
 * Every write is in the audit log and reaches the storefront's next read of the questions.
 */
const tag = 'مكتب الموظفين: اختبار البشرة';
const access = ['admin'] as const;
const write = { rateLimited: true, idempotent: true, access, tag } as const;

const questionMissing = { code: 'quiz.question_not_found', when: 'No question with this id.' } as const;
const ruleMissing = { code: 'quiz.rule_not_found', when: 'No rule with this id.' } as const;
const conditionFailures = [
  { code: 'quiz.condition_question_unknown', field: 'conditions.<key>', when: 'A condition names no question.' },
  {
    code: 'quiz.condition_value_unknown',
    field: 'conditions.<key>',
    when: 'A condition names a value that is not one of its question’s options.',
  },
  {
    code: 'reference.unknown',
    field: 'categories',
    when: 'A category, ingredient or tag slug is not in the catalogue (the field named).',
  },
] as const;

export const adminQuizQuestionsRoute = defineRoute(table.adminQuizQuestionsList, {
  tag,
  summary: 'Every question, asked or not, in the order they are asked.',
  response: envelope(z.array(adminQuizQuestion)),
});

export const adminQuizQuestionCreateRoute = defineRoute(table.adminQuizQuestionsCreate, {
  ...write,
  summary: 'Add a question with its options.',
  body: adminQuizQuestionCreateBody,
  response: envelope(adminQuizQuestion),
  successMessage: 'quizQuestionCreated',
  failures: [{ code: 'quiz.question_key_taken', field: 'key', when: 'Another question has this key.' }],
});

export const adminQuizQuestionUpdateRoute = defineRoute(table.adminQuizQuestionsUpdate, {
  ...write,
  summary: 'Change a question (its key stays). An option a rule names cannot be removed.',
  params: idParams,
  body: adminQuizQuestionUpdateBody,
  response: envelope(adminQuizQuestion),
  successMessage: 'saved',
  failures: [
    questionMissing,
    { code: 'quiz.question_in_use', field: 'options', when: 'An option removed is named by a rule’s conditions.' },
  ],
});

export const adminQuizQuestionDeleteRoute = defineRoute(table.adminQuizQuestionsDelete, {
  ...write,
  summary: 'Delete a question no rule names.',
  params: idParams,
  response: messageOnly,
  successMessage: 'quizQuestionDeleted',
  failures: [questionMissing, { code: 'quiz.question_in_use', when: 'A rule’s conditions name the question.' }],
});

export const adminQuizRulesRoute = defineRoute(table.adminQuizRulesList, {
  tag,
  summary: 'Every rule, by routine step and then in the order they are tried.',
  response: envelope(z.array(adminQuizRule)),
});

export const adminQuizOptionsRoute = defineRoute(table.adminQuizOptions, {
  tag,
  summary: 'The categories, ingredients and tags a rule chooses from.',
  response: envelope(adminQuizOptions),
});

export const adminQuizRuleCreateRoute = defineRoute(table.adminQuizRulesCreate, {
  ...write,
  summary: 'Add a rule: a step, the answers it applies to, how it picks products, and why.',
  body: adminQuizRuleBody,
  response: envelope(adminQuizRule),
  successMessage: 'quizRuleCreated',
  failures: conditionFailures,
});

export const adminQuizRuleUpdateRoute = defineRoute(table.adminQuizRulesUpdate, {
  ...write,
  summary: 'Change a rule.',
  params: idParams,
  body: adminQuizRuleBody,
  response: envelope(adminQuizRule),
  successMessage: 'saved',
  failures: [ruleMissing, ...conditionFailures],
});

export const adminQuizRuleDeleteRoute = defineRoute(table.adminQuizRulesDelete, {
  ...write,
  summary: 'Delete a rule.',
  params: idParams,
  response: messageOnly,
  successMessage: 'quizRuleDeleted',
  failures: [ruleMissing],
});
