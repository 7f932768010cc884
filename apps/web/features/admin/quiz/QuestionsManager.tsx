'use client';

import type { AdminQuizQuestion } from '@wb/contract';
import { type QuizQuestionKind, quizQuestionKindLabels, quizQuestionKinds } from '@wb/contract/quiz-steps';
import * as routes from '@wb/contract/routes';
import { useFieldArray, useForm } from 'react-hook-form';
import { formatIqd } from '@/lib/format';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { ListManager } from '../ui/ListManager';

/**
 * The quiz's questions in the order they are asked: add one, change one (its key stays: answers and rules name it),
 * hide it from the quiz, delete one no rule names. Each option has its value, its Arabic label and hint, and may
 * cap the routine's budget or name the words of product names made for it.
 */
export function QuestionsManager({ questions }: { questions: readonly AdminQuizQuestion[] }) {
  return (
    <ListManager
      roomy
      items={questions}
      create={{
        heading: 'سؤال جديد',
        addLabel: 'إضافة سؤال',
        form: (onDone) => <QuestionForm onDone={onDone} />,
      }}
      editForm={(question, onDone) => <QuestionForm question={question} onDone={onDone} />}
      summary={(question) => (
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{question.title}</span>
            <code dir="ltr" className="rounded bg-canvas px-1.5 text-xs text-muted">
              {question.key}
            </code>
            <span className="rounded-full bg-brand-50 px-2 text-xs text-brand-900">
              {quizQuestionKindLabels[question.kind]}
            </span>
            {question.active ? null : (
              <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">مخفي</span>
            )}
          </p>
          {question.help ? <p className="mt-1 text-sm text-muted">{question.help}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
            {question.options.map((option) => (
              <li key={option.value} className="rounded-full bg-canvas px-2.5 py-1 ring-1 ring-line">
                {option.label}
                {option.budget_max !== null ? ` · حتى ${formatIqd(option.budget_max)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      itemAttributes={(question) => ({ 'data-quiz-question': question.key })}
      listLabel="الأسئلة بالترتيب"
      confirmDelete={{
        title: 'حذف هذا السؤال؟',
        description: (question) => `${question.title} — لا يُحذف سؤال تستخدمه قاعدة؛ يمكن إخفاؤه بدلاً من ذلك.`,
      }}
      remove={(run, question) => run(routes.adminQuizQuestionsDelete, { params: { id: question.id } })}
    />
  );
}

type OptionDraft = { value: string; label: string; hint: string; budget: string; words: string };

type QuestionValues = {
  key: string;
  title: string;
  help: string;
  kind: QuizQuestionKind;
  position: string;
  active: boolean;
  options: OptionDraft[];
};

const blankOption = (): OptionDraft => ({ value: '', label: '', hint: '', budget: '', words: '' });

const valuesOf = (question?: AdminQuizQuestion): QuestionValues => ({
  key: question?.key ?? '',
  title: question?.title ?? '',
  help: question?.help ?? '',
  kind: question?.kind ?? 'single',
  position: String(question?.position ?? 100),
  active: question?.active ?? true,
  options: question?.options.map((option) => ({
    value: option.value,
    label: option.label,
    hint: option.hint ?? '',
    budget: option.budget_max === null ? '' : String(option.budget_max),
    words: option.title_words.join('، '),
  })) ?? [blankOption(), blankOption()],
});

const wordsOf = (text: string) =>
  text
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * One question's form. Its values live in React Hook Form, the options as a field array (each row keeps the key the
 * field array gives it, so a row being typed in is not remounted); the API's Arabic refusals show under each field.
 */
function QuestionForm({ question, onDone }: { question?: AdminQuizQuestion; onDone: () => void }) {
  const write = useDeskWrite();
  const { register, control, handleSubmit, watch } = useForm<QuestionValues>({ defaultValues: valuesOf(question) });
  const options = useFieldArray({ control, name: 'options' });
  const labels = watch('options').map((option) => option.label);
  const prefix = question ? `quiz-q-${question.id}` : 'quiz-q-new';
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async ({ key, title, help, kind, position, active, options: rows }) => {
    const fields = {
      title,
      help,
      kind,
      position,
      active,
      options: rows.map((option) => ({
        value: option.value,
        label: option.label,
        hint: option.hint,
        budget_max: option.budget,
        title_words: wordsOf(option.words),
      })),
    };
    const saved = question
      ? await write.run(routes.adminQuizQuestionsUpdate, { params: { id: question.id }, body: fields })
      : await write.run(routes.adminQuizQuestionsCreate, { body: { key, ...fields } });
    if (saved) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_12rem_10rem_7rem]">
        <Field id={`${prefix}-title`} label="السؤال" error={error('title')}>
          <Input id={`${prefix}-title`} {...register('title')} />
        </Field>
        <Field
          id={`${prefix}-key`}
          label="المعرّف"
          hint={question ? 'لا يتغير بعد الإنشاء' : 'بالإنجليزية: skin_type'}
          error={error('key')}
        >
          <Input id={`${prefix}-key`} dir="ltr" {...register('key')} disabled={Boolean(question)} />
        </Field>
        <Field id={`${prefix}-kind`} label="نوع الإجابة" error={error('kind')}>
          <Select id={`${prefix}-kind`} {...register('kind')}>
            {quizQuestionKinds.map((one) => (
              <option key={one} value={one}>
                {quizQuestionKindLabels[one]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${prefix}-position`} label="الترتيب" error={error('position')}>
          <Input id={`${prefix}-position`} inputMode="numeric" dir="ltr" {...register('position')} />
        </Field>
      </div>
      <Field id={`${prefix}-help`} label="شرح تحت السؤال (اختياري)" error={error('help')}>
        <TextArea id={`${prefix}-help`} rows={2} {...register('help')} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-bold text-muted">الخيارات</legend>
        {error('options') ? <p className="text-xs font-medium text-red-700">{error('options')}</p> : null}
        {options.fields.map((row, index) => {
          const at = `${prefix}-o${index}`;
          const optionError = (field: string) => error(`options.${index}.${field}`);
          return (
            <div
              key={row.id}
              className="grid grid-cols-2 gap-2 rounded-lg bg-canvas p-2 md:grid-cols-[8rem_1fr_1fr_8rem_1fr_auto]"
            >
              <Field id={`${at}-value`} label="القيمة" error={optionError('value')}>
                <Input id={`${at}-value`} dir="ltr" {...register(`options.${index}.value`)} />
              </Field>
              <Field id={`${at}-label`} label="النص" error={optionError('label')}>
                <Input id={`${at}-label`} {...register(`options.${index}.label`)} />
              </Field>
              <Field id={`${at}-hint`} label="توضيح" error={optionError('hint')}>
                <Input id={`${at}-hint`} {...register(`options.${index}.hint`)} />
              </Field>
              <Field id={`${at}-budget`} label="سقف الروتين (د.ع)" error={optionError('budget_max')}>
                <Input id={`${at}-budget`} inputMode="numeric" dir="ltr" {...register(`options.${index}.budget`)} />
              </Field>
              <Field id={`${at}-words`} label="كلمات في أسماء المنتجات" error={optionError('title_words')}>
                <Input id={`${at}-words`} placeholder="الجافة، الحساسة" {...register(`options.${index}.words`)} />
              </Field>
              <button
                type="button"
                className={`${deskButton.secondary} min-h-8 self-end px-2 text-red-700`}
                aria-label={`حذف الخيار ${labels[index] || index + 1}`}
                disabled={options.fields.length <= 2}
                onClick={() => options.remove(index)}
              >
                ✕
              </button>
            </div>
          );
        })}
        <div>
          <button
            type="button"
            className={`${deskButton.secondary} min-h-8`}
            onClick={() => options.append(blankOption())}
          >
            إضافة خيار
          </button>
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('active')} className="size-4 accent-brand-600" />
        يظهر في الاختبار
      </label>
      <div className="flex gap-2">
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          {question ? 'حفظ' : 'إضافة السؤال'}
        </button>
        <button type="button" className={deskButton.secondary} onClick={onDone}>
          إلغاء
        </button>
      </div>
    </form>
  );
}
