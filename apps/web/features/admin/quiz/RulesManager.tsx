'use client';

import type { AdminQuizOptions, AdminQuizQuestion, AdminQuizRule } from '@wb/contract';
import { type QuizStep, quizStepLabels, quizSteps } from '@wb/contract/quiz-steps';
import * as routes from '@wb/contract/routes';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type ArabicCountForms, countPhrase, formatIqd } from '@/lib/format';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton } from '../ui/form';
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
  const write = useDeskWrite();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminQuizRule | null>(null);
  const labelOf = (key: string, value: string) =>
    questions.find((q) => q.key === key)?.options.find((o) => o.value === value)?.label ?? value;
  const titleOf = (key: string) => questions.find((q) => q.key === key)?.title.replace(/؟$/, '') ?? key;
  const formProps = { questions, options };

  return (
    <div className="flex flex-col gap-5">
      {editing === 'new' ? (
        <section className="rounded-xl border border-line bg-white p-4">
          <h2 className="mb-3 font-bold">قاعدة جديدة</h2>
          <RuleForm {...formProps} onDone={() => setEditing(null)} />
        </section>
      ) : (
        <div>
          <button type="button" className={deskButton.primary} onClick={() => setEditing('new')}>
            إضافة قاعدة
          </button>
        </div>
      )}
      {quizSteps.map((step: QuizStep) => {
        const ofStep = rules.filter((rule) => rule.step === step);
        return (
          <section key={step} aria-labelledby={`rules-${step}`} className="flex flex-col gap-2">
            <h2 id={`rules-${step}`} className="font-bold">
              {quizStepLabels[step]} <span className="text-sm font-normal text-muted">({ofStep.length})</span>
            </h2>
            {ofStep.length === 0 ? (
              <p className="text-sm text-muted">لا قواعد لهذه الخطوة: لا تظهر في الروتين.</p>
            ) : null}
            <ol className="flex flex-col gap-2">
              {ofStep.map((rule) => (
                <li key={rule.id} className="rounded-xl border border-line bg-white p-3" data-quiz-rule={rule.id}>
                  {editing === rule.id ? (
                    <RuleForm {...formProps} rule={rule} onDone={() => setEditing(null)} />
                  ) : (
                    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="text-xs text-muted tabular-nums">{rule.position}</span>
                          <span className="font-bold">{rule.title}</span>
                          {rule.active ? null : (
                            <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">متوقفة</span>
                          )}
                        </p>
                        <p className="mt-1 text-xs text-muted">
                          {Object.keys(rule.conditions).length === 0
                            ? 'للجميع'
                            : Object.entries(rule.conditions)
                                .map(
                                  ([key, values]) =>
                                    `${titleOf(key)}: ${values.map((v) => labelOf(key, v)).join(' أو ')}`,
                                )
                                .join(' · ')}
                        </p>
                        <p className="mt-1 text-xs text-muted">
                          {[
                            rule.product_types.join('، ') || rule.categories.join('، '),
                            rule.ingredients.length
                              ? `يفضّل ${countPhrase(rule.ingredients.length, INGREDIENT_COUNT)}`
                              : '',
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
                      <div className="flex shrink-0 gap-1">
                        <button
                          type="button"
                          className={`${deskButton.secondary} min-h-8 px-3`}
                          onClick={() => setEditing(rule.id)}
                        >
                          تعديل
                        </button>
                        <button
                          type="button"
                          className={`${deskButton.secondary} min-h-8 px-3 text-red-700`}
                          onClick={() => setDeleting(rule)}
                        >
                          حذف
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      {deleting ? (
        <ConfirmDialog
          title="حذف هذه القاعدة؟"
          description={deleting.title}
          confirmLabel="حذف"
          busy={write.busy}
          onConfirm={async () => {
            await write.run(routes.adminQuizRulesDelete, { params: { id: deleting.id } });
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
