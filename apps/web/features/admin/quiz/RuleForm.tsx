'use client';

import type { AdminQuizOptions, AdminQuizQuestion, AdminQuizRule } from '@wb/contract';
import { type QuizStep, quizStepLabels, quizSteps } from '@wb/contract/quiz-steps';
import * as routes from '@wb/contract/routes';
import { useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { ChipChecklist } from './ChipChecklist';

type RuleValues = {
  step: QuizStep;
  title: string;
  conditions: Record<string, string[]>;
  categories: string[];
  product_types: string[];
  ingredients: string[];
  tags: string[];
  avoid_ingredients: string[];
  avoid_tags: string[];
  must_match: boolean;
  max_price: string;
  reason: string;
  position: string;
  active: boolean;
};
type ChipField = 'categories' | 'product_types' | 'ingredients' | 'tags' | 'avoid_ingredients' | 'avoid_tags';

const valuesOf = (rule: AdminQuizRule | undefined): RuleValues => ({
  step: rule?.step ?? 'cleanser',
  title: rule?.title ?? '',
  conditions: rule?.conditions ?? {},
  categories: rule?.categories ?? [],
  product_types: rule?.product_types ?? [],
  ingredients: rule?.ingredients ?? [],
  tags: rule?.tags ?? [],
  avoid_ingredients: rule?.avoid_ingredients ?? [],
  // A new rule leaves travel sizes out of a routine unless the desk says otherwise.
  avoid_tags: rule?.avoid_tags ?? ['travel-size'],
  must_match: rule?.must_match ?? false,
  max_price: rule?.max_price == null ? '' : String(rule.max_price),
  reason: rule?.reason ?? '',
  position: String(rule?.position ?? 100),
  active: rule?.active ?? true,
});

/**
 * One rule: its step, the answers it is for (none ticked for a question: any answer), where its products come from
 * (shelves, product types), what it prefers (ingredients, most wanted first; tags) and leaves out, its price cap, and
 * the Arabic reason the shopper reads. The values live in React Hook Form; the API's messages show under each field.
 */
export function RuleForm({
  rule,
  questions,
  options,
  onDone,
}: {
  rule?: AdminQuizRule;
  questions: readonly AdminQuizQuestion[];
  options: AdminQuizOptions;
  onDone: () => void;
}) {
  const write = useDeskWrite();
  const form = useForm<RuleValues>({ defaultValues: valuesOf(rule) });
  const { handleSubmit, watch, setValue } = form;
  const prefill = prefilled(form);
  const prefix = rule ? `quiz-r-${rule.id}` : 'quiz-r-new';
  const error = (field: string) => write.errors[field]?.[0];
  /** A chip list's value and change, kept in the form like any input. */
  const chips = (name: ChipField) => ({
    value: watch(name),
    onChange: (values: string[]) => setValue(name, values, { shouldDirty: true }),
  });

  const shelves = options.categories.filter((category) => category.parent !== null);
  const chosenShelves = new Set(watch('categories'));
  const typeOptions = options.product_types
    .filter((type) => chosenShelves.size === 0 || chosenShelves.has(type.category))
    .map((type) => ({ value: type.name, label: type.name }));
  const ingredientOptions = options.ingredients.map((one) => ({ value: one.slug, label: one.name }));
  const tagOptions = options.tags.map((one) => ({ value: one.slug, label: one.name }));

  const conditions = watch('conditions');
  const setCondition = (key: string, values: string[]) => {
    const next = { ...conditions };
    if (values.length === 0) delete next[key];
    else next[key] = values;
    setValue('conditions', next, { shouldDirty: true });
  };

  const submit = handleSubmit(async (body) => {
    const saved = rule
      ? await write.run(routes.adminQuizRulesUpdate, { params: { id: rule.id }, body })
      : await write.run(routes.adminQuizRulesCreate, { body });
    if (saved) onDone();
  });

  const conditionErrors = Object.entries(write.errors).filter(([field]) => field.startsWith('conditions'));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[12rem_1fr_7rem]">
        <Field id={`${prefix}-step`} label="الخطوة" error={error('step')}>
          <Select id={`${prefix}-step`} {...prefill.text('step')}>
            {quizSteps.map((one) => (
              <option key={one} value={one}>
                {quizStepLabels[one]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${prefix}-title`} label="اسم القاعدة (للمكتب)" error={error('title')}>
          <Input id={`${prefix}-title`} {...prefill.text('title')} />
        </Field>
        <Field id={`${prefix}-position`} label="الترتيب" error={error('position')}>
          <Input id={`${prefix}-position`} dir="ltr" inputMode="numeric" {...prefill.text('position')} />
        </Field>
      </div>

      <fieldset className="rounded-lg bg-canvas p-3">
        <legend className="text-xs font-bold text-muted">لمن هذه القاعدة؟ (لا شيء محدد لسؤال: أي إجابة)</legend>
        <div className="mt-2 flex flex-col gap-2">
          {questions.map((question) => (
            <div key={question.key}>
              <p className="mb-1 text-xs font-bold">{question.title}</p>
              <ChipChecklist
                label={question.title}
                options={question.options.map((option) => ({ value: option.value, label: option.label }))}
                value={conditions[question.key] ?? []}
                onChange={(values) => setCondition(question.key, values)}
              />
            </div>
          ))}
          {conditionErrors.map(([field, messages]) => (
            <p key={field} className="text-xs font-medium text-red-700">
              {messages[0]}
            </p>
          ))}
        </div>
      </fieldset>

      <Field id={`${prefix}-categories`} label="الأقسام" error={error('categories')}>
        <ChipChecklist
          id={`${prefix}-categories`}
          label="الأقسام"
          options={shelves.map((one) => ({ value: one.slug, label: one.name }))}
          {...chips('categories')}
        />
      </Field>
      <Field id={`${prefix}-types`} label="أنواع المنتجات (لا شيء: كل أنواع الأقسام)" error={error('product_types')}>
        <ChipChecklist
          id={`${prefix}-types`}
          label="أنواع المنتجات"
          options={typeOptions}
          {...chips('product_types')}
        />
      </Field>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Field id={`${prefix}-ingredients`} label="مكونات مفضلة (الأهم أولاً)" error={error('ingredients')}>
          <ChipChecklist
            id={`${prefix}-ingredients`}
            label="مكونات مفضلة"
            ordered
            options={ingredientOptions}
            {...chips('ingredients')}
          />
        </Field>
        <Field id={`${prefix}-tags`} label="مميزات مفضلة" error={error('tags')}>
          <ChipChecklist id={`${prefix}-tags`} label="مميزات مفضلة" options={tagOptions} {...chips('tags')} />
        </Field>
        <Field id={`${prefix}-avoid`} label="مكونات تُستبعد" error={error('avoid_ingredients')}>
          <ChipChecklist
            id={`${prefix}-avoid`}
            label="مكونات تُستبعد"
            tone="red"
            options={ingredientOptions}
            {...chips('avoid_ingredients')}
          />
        </Field>
        <Field id={`${prefix}-avoid-tags`} label="مميزات تُستبعد" error={error('avoid_tags')}>
          <ChipChecklist
            id={`${prefix}-avoid-tags`}
            label="مميزات تُستبعد"
            tone="red"
            options={tagOptions}
            {...chips('avoid_tags')}
          />
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_12rem]">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...prefill.checkbox('must_match')} className="size-4 accent-brand-600" />
          فقط منتجات فيها مكوّن أو ميزة مفضلة
        </label>
        <Field id={`${prefix}-max`} label="أعلى سعر للمنتج (د.ع، اختياري)" error={error('max_price')}>
          <Input id={`${prefix}-max`} dir="ltr" inputMode="numeric" {...prefill.text('max_price')} />
        </Field>
      </div>
      <Field id={`${prefix}-reason`} label="لماذا اخترناه؟ (يقرؤه الزبون)" error={error('reason')}>
        <TextArea id={`${prefix}-reason`} rows={2} {...prefill.text('reason')} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...prefill.checkbox('active')} className="size-4 accent-brand-600" />
        القاعدة مفعّلة
      </label>
      <div className="flex gap-2">
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          {rule ? 'حفظ' : 'إضافة القاعدة'}
        </button>
        <button type="button" className={deskButton.secondary} onClick={onDone}>
          إلغاء
        </button>
      </div>
    </form>
  );
}
