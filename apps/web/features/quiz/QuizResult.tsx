'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { QuizRoutine } from '@wb/contract';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { BagIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/layout';
import { SessionDataProvider } from '@/features/session-data/SessionDataProvider';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { loginPath } from '@/lib/safe-redirect';
import { type SnapshotUser, serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { cartHrefFor } from '../cart/CartBadge';
import { quizKeys } from './quiz-queries';
import { QUIZ_PATH, type QuizAnswersInput, resultHref } from './quiz-url';
import { RoutineView } from './RoutineView';
import { useAddRoutine, useQuizResult } from './use-quiz';

/** The API's codes for answers that no longer fit the quiz's questions (they were changed since): take it again. */
const ANSWERS_OUT_OF_DATE = new Set<string>([
  'request.invalid',
  'quiz.question_unknown',
  'quiz.answer_invalid',
  'quiz.answer_required',
  'quiz.answer_one_only',
]);

/** Until the page has hydrated the session cookie is not read: no call goes out as a guest by mistake. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The result page (issue 15): the routine for the answers in the address (kept for a signed-in shopper), or, with no
 * answers, her last routine at today's prices. One button adds every product to the cart.
 */
export function QuizResult({ answers, add }: { answers: QuizAnswersInput; add: boolean }) {
  return (
    <SessionDataProvider>
      <Result answers={answers} add={add} />
    </SessionDataProvider>
  );
}

function Result({ answers, add }: { answers: QuizAnswersInput; add: boolean }) {
  const hydrated = useHydrated();
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const fresh = Object.keys(answers).length > 0;
  const routine = useQuizResult(answers, user, hydrated && (fresh || user !== null));
  // A signed-in shopper's new routine is now her last one: the opening card's copy is out of date.
  const client = useQueryClient();
  const keptAt = fresh ? routine.data?.saved_at : null;
  useEffect(() => {
    if (keptAt) void client.invalidateQueries({ queryKey: quizKeys.latest });
  }, [keptAt, client]);

  if (hydrated && !fresh && !user) {
    return (
      <EmptyState title="لا يوجد روتين لعرضه">
        <Link prefetch={false} href={QUIZ_PATH} className={`${buttonStyles.primary} mt-3`}>
          ابدأ الاختبار
        </Link>
      </EmptyState>
    );
  }
  if (routine.isError) {
    const refused = routine.error instanceof ApiError && ANSWERS_OUT_OF_DATE.has(routine.error.code ?? '');
    return (
      <EmptyState title={refused ? 'تغيّرت أسئلة الاختبار' : 'تعذر تجهيز الروتين الآن'}>
        <p>{refused ? 'أجب عن الأسئلة من جديد لنجهز لك روتيناً يناسبك.' : errorMessage(routine.error)}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {refused ? null : (
            <button type="button" onClick={() => void routine.refetch()} className={buttonStyles.secondary}>
              حاول مرة أخرى
            </button>
          )}
          <Link prefetch={false} href={QUIZ_PATH} className={buttonStyles.primary}>
            أعد الاختبار
          </Link>
        </div>
      </EmptyState>
    );
  }
  if (!routine.data) {
    if (routine.data === null) {
      return (
        <EmptyState title="لم تُجرِ الاختبار بعد">
          <Link prefetch={false} href={QUIZ_PATH} className={`${buttonStyles.primary} mt-3`}>
            ابدأ الاختبار
          </Link>
        </EmptyState>
      );
    }
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted">
        <Spinner />
        نختار لك المنتجات المناسبة…
      </div>
    );
  }
  const data = routine.data;
  return (
    <>
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-ink">{fresh ? 'روتينك جاهز' : 'روتينك الأخير'}</h1>
        <p className="mt-1 text-sm text-muted">
          {fresh
            ? 'اخترنا لك من منتجاتنا المتوفرة الآن روتيناً يناسب إجاباتك، خطوة بخطوة.'
            : `من اختبارك في ${formatDate(data.saved_at ?? new Date().toISOString())}، بأسعار اليوم.`}
        </p>
      </header>
      <RoutineView
        routine={data}
        action={<AddRoutine routine={data} user={user} answers={answers} autoAdd={add && fresh} />}
      />
    </>
  );
}

/**
 * «أضف الروتين إلى السلة»: every product available, one of each, through the store's one add-to-cart (each its own
 * idempotent press). A guest signs in first and comes back here with `add=1`, and the routine is added as she
 * arrives, once (the parameter is then dropped, so a reload does not add it again).
 */
function AddRoutine({
  routine,
  user,
  answers,
  autoAdd,
}: {
  routine: QuizRoutine;
  user: SnapshotUser | null;
  answers: QuizAnswersInput;
  autoAdd: boolean;
}) {
  const router = useRouter();
  const write = useAddRoutine();
  const busy = write.busy;
  const [done, setDone] = useState<string[] | null>(null);
  const started = useRef(false);
  const available = routine.steps.filter((step) => step.product.available);

  const signInThenAdd = () => {
    rememberAddAfterSignIn();
    router.push(loginPath(resultHref(answers, { add: true })));
  };

  const add = () => {
    if (!user) {
      signInThenAdd();
      return;
    }
    write.mutate(
      { products: available.map((step) => step.product), user },
      {
        onSuccess: (result) => {
          if (result.kind === 'sign-in') return signInThenAdd();
          const { added, notes } = result;
          if (added > 0) toast.success(added === available.length ? 'أُضيف الروتين إلى السلة' : 'تمت الإضافة الى السلة');
          else toast.error(notes[0] ?? 'تعذرت إضافة المنتجات الآن.');
          setDone(notes);
        },
      },
    );
  };

  useEffect(() => {
    if (!autoAdd || !user || started.current) return;
    started.current = true;
    // Dropped from the address without a navigation: a reload must not add the routine again.
    window.history.replaceState(null, '', resultHref(answers));
    // Only when this tab pressed the button before signing in: a link with `add=1` sent by someone else fills no cart.
    if (takeAddAfterSignIn()) add();
  });

  if (done) {
    return (
      <div role="status" data-routine-added className="mt-4 space-y-3">
        <p className="text-sm font-medium text-emerald-800">
          {done.length === 0 ? 'أُضيف الروتين كاملاً إلى سلتك.' : 'أُضيف ما توفر من الروتين إلى سلتك.'}
        </p>
        {done.length > 0 ? (
          <ul className="space-y-1 text-xs text-amber-900">
            {done.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        <Link prefetch={false} href={cartHrefFor(user?.role)} className={`${buttonStyles.primary} w-full`}>
          الذهاب إلى السلة
        </Link>
      </div>
    );
  }
  return (
    <>
      {!user ? (
        <p className="mt-4 text-xs leading-6 text-muted">سجّل الدخول لإضافة الروتين إلى سلتك وحفظه في حسابك.</p>
      ) : null}
      <button
        type="button"
        onClick={add}
        disabled={busy || available.length === 0}
        aria-busy={busy}
        className={`${buttonStyles.primary} mt-4 w-full`}
      >
        {busy ? <Spinner /> : <BagIcon size={20} />}
        أضف الروتين إلى السلة
      </button>
      <Link prefetch={false} href={QUIZ_PATH} className={`${buttonStyles.link} mt-2 block text-center`}>
        أعد الاختبار
      </Link>
    </>
  );
}

/** Set in this tab when a guest presses «add the routine» and is sent to sign in; read (and cleared) on her return. */
const ADD_AFTER_SIGN_IN = 'wb_quiz_add_after_sign_in';

function rememberAddAfterSignIn(): void {
  try {
    sessionStorage.setItem(ADD_AFTER_SIGN_IN, '1');
  } catch {
    // Storage refused (a private window's quota): she presses the button again after signing in.
  }
}

function takeAddAfterSignIn(): boolean {
  try {
    const pending = sessionStorage.getItem(ADD_AFTER_SIGN_IN) === '1';
    sessionStorage.removeItem(ADD_AFTER_SIGN_IN);
    return pending;
  } catch {
    return false;
  }
}
