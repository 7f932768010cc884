'use client';

import type { AdminQuizQuestion } from '@wb/contract';
import { type QuizQuestionKind, quizQuestionKindLabels, quizQuestionKinds } from '@wb/contract/quiz-steps';
import * as routes from '@wb/contract/routes';
import { type FormEvent, useState } from 'react';
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

type OptionDraft = { uid: number; value: string; label: string; hint: string; budget: string; words: string };

/** Rows being edited keep a key of their own: the value is what is being typed. */
let nextUid = 0;
const blankOption = (): OptionDraft => ({ uid: nextUid++, value: '', label: '', hint: '', budget: '', words: '' });

const draftOf = (question?: AdminQuizQuestion): OptionDraft[] =>
  question?.options.map((option) => ({
    uid: nextUid++,
    value: option.value,
    label: option.label,
    hint: option.hint ?? '',
    budget: option.budget_max === null ? '' : String(option.budget_max),
    words: option.title_words.join('، '),
  })) ?? [blankOption(), blankOption()];

const wordsOf = (text: string) =>
  text
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean);

function QuestionForm({ question, onDone }: { question?: AdminQuizQuestion; onDone: () => void }) {
  const write = useDeskWrite();
  const [key, setKey] = useState(question?.key ?? '');
  const [title, setTitle] = useState(question?.title ?? '');
  const [help, setHelp] = useState(question?.help ?? '');
  const [kind, setKind] = useState<QuizQuestionKind>(question?.kind ?? 'single');
  const [position, setPosition] = useState(String(question?.position ?? 100));
  const [active, setActive] = useState(question?.active ?? true);
  const [options, setOptions] = useState<OptionDraft[]>(() => draftOf(question));
  const prefix = question ? `quiz-q-${question.id}` : 'quiz-q-new';
  const error = (field: string) => write.errors[field]?.[0];
  const setOption = (index: number, patch: Partial<OptionDraft>) =>
    setOptions(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      title,
      help,
      kind,
      position,
      active,
      options: options.map((option) => ({
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
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_12rem_10rem_7rem]">
        <Field id={`${prefix}-title`} label="السؤال" error={error('title')}>
          <Input id={`${prefix}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field
          id={`${prefix}-key`}
          label="المعرّف"
          hint={question ? 'لا يتغير بعد الإنشاء' : 'بالإنجليزية: skin_type'}
          error={error('key')}
        >
          <Input
            id={`${prefix}-key`}
            dir="ltr"
            value={key}
            disabled={Boolean(question)}
            onChange={(e) => setKey(e.target.value)}
          />
        </Field>
        <Field id={`${prefix}-kind`} label="نوع الإجابة" error={error('kind')}>
          <Select id={`${prefix}-kind`} value={kind} onChange={(e) => setKind(e.target.value as QuizQuestionKind)}>
            {quizQuestionKinds.map((one) => (
              <option key={one} value={one}>
                {quizQuestionKindLabels[one]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${prefix}-position`} label="الترتيب" error={error('position')}>
          <Input
            id={`${prefix}-position`}
            inputMode="numeric"
            dir="ltr"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
          />
        </Field>
      </div>
      <Field id={`${prefix}-help`} label="شرح تحت السؤال (اختياري)" error={error('help')}>
        <TextArea id={`${prefix}-help`} rows={2} value={help} onChange={(e) => setHelp(e.target.value)} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-bold text-muted">الخيارات</legend>
        {error('options') ? <p className="text-xs font-medium text-red-700">{error('options')}</p> : null}
        {options.map((option, index) => {
          const at = `${prefix}-o${index}`;
          const optionError = (field: string) => error(`options.${index}.${field}`);
          return (
            <div
              key={option.uid}
              className="grid grid-cols-2 gap-2 rounded-lg bg-canvas p-2 md:grid-cols-[8rem_1fr_1fr_8rem_1fr_auto]"
            >
              <Field id={`${at}-value`} label="القيمة" error={optionError('value')}>
                <Input
                  id={`${at}-value`}
                  dir="ltr"
                  value={option.value}
                  onChange={(e) => setOption(index, { value: e.target.value })}
                />
              </Field>
              <Field id={`${at}-label`} label="النص" error={optionError('label')}>
                <Input
                  id={`${at}-label`}
                  value={option.label}
                  onChange={(e) => setOption(index, { label: e.target.value })}
                />
              </Field>
              <Field id={`${at}-hint`} label="توضيح" error={optionError('hint')}>
                <Input
                  id={`${at}-hint`}
                  value={option.hint}
                  onChange={(e) => setOption(index, { hint: e.target.value })}
                />
              </Field>
              <Field id={`${at}-budget`} label="سقف الروتين (د.ع)" error={optionError('budget_max')}>
                <Input
                  id={`${at}-budget`}
                  inputMode="numeric"
                  dir="ltr"
                  value={option.budget}
                  onChange={(e) => setOption(index, { budget: e.target.value })}
                />
              </Field>
              <Field id={`${at}-words`} label="كلمات في أسماء المنتجات" error={optionError('title_words')}>
                <Input
                  id={`${at}-words`}
                  value={option.words}
                  placeholder="الجافة، الحساسة"
                  onChange={(e) => setOption(index, { words: e.target.value })}
                />
              </Field>
              <button
                type="button"
                className={`${deskButton.secondary} min-h-8 self-end px-2 text-red-700`}
                aria-label={`حذف الخيار ${option.label || index + 1}`}
                disabled={options.length <= 2}
                onClick={() => setOptions(options.filter((_, at2) => at2 !== index))}
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
            onClick={() => setOptions([...options, blankOption()])}
          >
            إضافة خيار
          </button>
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
          className="size-4 accent-brand-600"
        />
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
