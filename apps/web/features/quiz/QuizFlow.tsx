'use client';

import type { QuizQuestion } from '@wb/contract';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/form';
import { ChevronIcon, ClockIcon, ShieldIcon, SparkleIcon } from '@/components/ui/icons';
import { browserStorage, readJson } from '@/lib/storage';
import { LastRoutine } from './LastRoutine';
import { type QuizAnswersInput, resultHref } from './quiz-url';

/** Answers so far, kept for the tab: a reload in the middle of the quiz does not start it again. */
const PROGRESS_KEY = 'wb_quiz_progress';
/** A single answer moves on by itself, after the tap has been seen. */
const ADVANCE_MS = 220;

type Progress = { step: number; answers: Record<string, string[]> };

/**
 * The quiz, one question at a time (issue 15): an opening card, then each question with its progress, large answers
 * to tap, and a way back. A single-choice answer moves on by itself; several answers are confirmed with «التالي».
 * The last answer leads to the result page, the answers in its address.
 */
export function QuizFlow({ questions }: { questions: readonly QuizQuestion[] }) {
  const router = useRouter();
  const [progress, setProgress] = useState<Progress>({ step: 0, answers: {} });
  const heading = useRef<HTMLHeadingElement>(null);
  const advancing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const saved = readJson<Progress>(browserStorage('session'), PROGRESS_KEY);
    if (saved && saved.step <= questions.length && typeof saved.answers === 'object') setProgress(saved);
    return () => {
      if (advancing.current) clearTimeout(advancing.current);
    };
  }, [questions.length]);

  const save = (next: Progress) => {
    setProgress(next);
    browserStorage('session').setItem(PROGRESS_KEY, JSON.stringify(next));
  };
  const goTo = (step: number, answers = progress.answers) => {
    save({ step, answers });
    // The new question is announced and focused, as a new page would be.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const finish = (answers: Record<string, string[]>) => {
    const chosen: QuizAnswersInput = {};
    for (const question of questions) {
      const values = answers[question.key] ?? [];
      chosen[question.key] = question.kind === 'single' ? (values[0] ?? '') : values;
    }
    browserStorage('session').removeItem(PROGRESS_KEY);
    router.push(resultHref(chosen));
  };

  if (progress.step === 0) return <Intro count={questions.length} onStart={() => goTo(1)} />;

  const index = progress.step - 1;
  const question = questions[index];
  if (!question) return <Intro count={questions.length} onStart={() => goTo(1)} />;
  const chosen = progress.answers[question.key] ?? [];
  const last = index === questions.length - 1;
  const next = (answers = progress.answers) => (last ? finish(answers) : goTo(progress.step + 1, answers));

  const choose = (value: string) => {
    if (question.kind === 'single') {
      const answers = { ...progress.answers, [question.key]: [value] };
      save({ ...progress, answers });
      if (advancing.current) clearTimeout(advancing.current);
      advancing.current = setTimeout(() => next(answers), ADVANCE_MS);
      return;
    }
    const values = chosen.includes(value) ? chosen.filter((one) => one !== value) : [...chosen, value];
    save({ ...progress, answers: { ...progress.answers, [question.key]: values } });
  };

  const percent = Math.round(((index + (chosen.length > 0 ? 1 : 0)) / questions.length) * 100);
  return (
    <section aria-labelledby="quiz-question" className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => goTo(progress.step - 1)}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <ChevronIcon size={18} className="rotate-180" /> رجوع
        </button>
        <div className="flex-1">
          <p className="mb-1.5 text-xs font-medium text-muted" data-quiz-progress>
            السؤال {index + 1} من {questions.length}
          </p>
          <div
            role="progressbar"
            aria-label="تقدم الاختبار"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-brand-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      </div>

      <header>
        <h1 id="quiz-question" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {question.title}
        </h1>
        {question.help ? <p className="mt-1.5 text-sm leading-6 text-muted">{question.help}</p> : null}
      </header>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="sr-only">{question.title}</legend>
        {question.options.map((option) => {
          const on = chosen.includes(option.value);
          return (
            <label
              key={option.value}
              data-quiz-option={option.value}
              className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400 ${
                on ? 'bg-brand-50 ring-2 ring-brand-600' : 'ring-line hover:ring-brand-300'
              }`}
            >
              {/* A native radio or checkbox: keyboards and screen readers know it. A click (also on a choice already
                  made, coming back to the question) is what moves on; a change alone would miss that tap. */}
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={question.key}
                value={option.value}
                checked={on}
                onChange={() => undefined}
                onClick={() => choose(option.value)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center border-2 ${
                  question.kind === 'single' ? 'rounded-full' : 'rounded-md'
                } ${on ? 'border-brand-600 bg-brand-600 text-white' : 'border-brand-200'}`}
              >
                {on ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    width={14}
                    height={14}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={3}
                  >
                    <path d="m4.5 10.5 3.5 3.5 7.5-8" />
                  </svg>
                ) : null}
              </span>
              <span className="min-w-0">
                <span className="block text-base font-bold text-ink">{option.label}</span>
                {option.hint ? <span className="mt-0.5 block text-sm text-muted">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>

      {/* Kept in reach on a phone while the answers scroll, just above the store's bottom navigation (h-16). */}
      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        <button
          type="button"
          disabled={chosen.length === 0}
          onClick={() => next()}
          className={`${buttonStyles.primary} w-full disabled:cursor-not-allowed disabled:opacity-50 md:w-auto md:min-w-56`}
        >
          {last ? 'اعرض روتيني' : 'التالي'}
          {question.kind === 'multi' && chosen.length > 0 ? (
            <span className="text-sm font-medium opacity-90">({chosen.length})</span>
          ) : null}
        </button>
      </div>
    </section>
  );
}

function Intro({ count, onStart }: { count: number; onStart: () => void }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <section className="overflow-hidden rounded-card bg-gradient-to-b from-brand-100 via-brand-50 to-white px-5 py-8 text-center ring-1 ring-brand-100 md:px-10 md:py-12">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-white text-brand-600 shadow-sm">
          <SparkleIcon size={32} />
        </span>
        <h1 className="mt-4 text-2xl font-bold leading-10 text-ink md:text-3xl">اكتشف روتين العناية المناسب لبشرتك</h1>
        <p className="mx-auto mt-2 max-w-md text-sm leading-7 text-muted md:text-base">
          {count} أسئلة سريعة عن بشرتك وميزانيتك، ونختار لك من منتجات وندر بيوتي روتيناً كاملاً خطوة بخطوة، مع سبب اختيار
          كل منتج.
        </p>
        <ul className="mx-auto mt-5 flex max-w-md flex-wrap justify-center gap-2 text-xs font-medium text-brand-900">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 ring-1 ring-brand-100">
            <ClockIcon size={16} /> أقل من دقيقة
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 ring-1 ring-brand-100">
            <ShieldIcon size={16} /> منتجات أصلية متوفرة الآن
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 ring-1 ring-brand-100">
            <SparkleIcon size={16} /> ضمن ميزانيتك
          </li>
        </ul>
        <button type="button" onClick={onStart} className={`${buttonStyles.primary} mt-7 w-full max-w-xs`}>
          ابدأ الاختبار
        </button>
      </section>
      <LastRoutine />
    </div>
  );
}
