'use client';

import type { AdminQuizOptions, AdminQuizQuestion, AdminQuizRule } from '@wb/contract';
import { type QuizStep, quizStepLabels, quizSteps } from '@wb/contract/quiz-steps';
import * as routes from '@wb/contract/routes';
import { type ArabicCountForms, countPhrase, formatIqd } from '@/lib/format';
import { ListManager } from '../ui/ListManager';
import { RuleForm } from './RuleForm';

const INGREDIENT_COUNT: ArabicCountForms = {
  zero: 'لا مكونات',
  one: 'مكوّن واحد',
  two: 'مكوّنان',
  few: '{n} مكونات',
  many: '{n} مكوّناً',
  other: '{n} مكوّن',
};

/**
 * The rules that fill the routine's steps, by step and in the order they are tried: for a shopper's answers, the
 * first active rule of a step whose conditions hold chooses its product. Add, change, switch off, delete.
 */
export function RulesManager({
  rules,
  questions,
  options,
}: {
  rules: readonly AdminQuizRule[];
  questions: readonly AdminQuizQuestion[];
  options: AdminQuizOptions;
}) {
  const labelOf = (key: string, value: string) =>
    questions.find((q) => q.key === key)?.options.find((o) => o.value === value)?.label ?? value;
  const titleOf = (key: string) => questions.find((q) => q.key === key)?.title.replace(/؟$/, '') ?? key;
  const formProps = { questions, options };

  return (
    <ListManager
      items={rules}
      create={{
        heading: 'قاعدة جديدة',
        addLabel: 'إضافة قاعدة',
        form: (onDone) => <RuleForm {...formProps} onDone={onDone} />,
      }}
      editForm={(rule, onDone) => <RuleForm {...formProps} rule={rule} onDone={onDone} />}
      summary={(rule) => (
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-xs text-muted tabular-nums">{rule.position}</span>
            <span className="font-bold">{rule.title}</span>
            {rule.active ? null : <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">متوقفة</span>}
          </p>
          <p className="mt-1 text-xs text-muted">
            {Object.keys(rule.conditions).length === 0
              ? 'للجميع'
              : Object.entries(rule.conditions)
                  .map(([key, values]) => `${titleOf(key)}: ${values.map((v) => labelOf(key, v)).join(' أو ')}`)
                  .join(' · ')}
          </p>
          <p className="mt-1 text-xs text-muted">
            {[
              rule.product_types.join('، ') || rule.categories.join('، '),
              rule.ingredients.length ? `يفضّل ${countPhrase(rule.ingredients.length, INGREDIENT_COUNT)}` : '',
              rule.avoid_ingredients.length
                ? `يستبعد ${countPhrase(rule.avoid_ingredients.length, INGREDIENT_COUNT)}`
                : '',
              rule.max_price !== null ? `حتى ${formatIqd(rule.max_price)}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="mt-1 line-clamp-2 text-xs text-ink">«{rule.reason}»</p>
        </div>
      )}
      itemAttributes={(rule) => ({ 'data-quiz-rule': rule.id })}
      groups={(all) =>
        quizSteps.map((step: QuizStep) => {
          const ofStep = all.filter((rule) => rule.step === step);
          return {
            key: `rules-${step}`,
            heading: (
              <>
                {quizStepLabels[step]} <span className="text-sm font-normal text-muted">({ofStep.length})</span>
              </>
            ),
            items: ofStep,
            empty: <p className="text-sm text-muted">لا قواعد لهذه الخطوة: لا تظهر في الروتين.</p>,
          };
        })
      }
      confirmDelete={{ title: 'حذف هذه القاعدة؟', description: (rule) => rule.title }}
      remove={(run, rule) => run(routes.adminQuizRulesDelete, { params: { id: rule.id } })}
    />
  );
}
