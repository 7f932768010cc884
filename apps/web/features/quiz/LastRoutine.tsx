'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/form';
import { LineImage } from '@/components/ui/LineImage';
import { SessionDataProvider } from '@/features/session-data/SessionDataProvider';
import { formatDate, formatIqd } from '@/lib/format';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { RESULT_PATH } from './quiz-url';
import { useLatestRoutine } from './use-quiz';

/** «روتينك الأخير» on the quiz's opening card, for a signed-in shopper who has taken it before. */
export function LastRoutine() {
  return (
    <SessionDataProvider>
      <Last />
    </SessionDataProvider>
  );
}

function Last() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const latest = useLatestRoutine(hydrated && user !== null);
  const routine = latest.data;
  if (!routine) return null;
  return (
    <section
      aria-labelledby="last-routine"
      data-last-routine
      className="rounded-card bg-white p-4 ring-1 ring-line md:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="last-routine" className="font-bold text-ink">
          روتينك الأخير
        </h2>
        {routine.saved_at ? <span className="text-xs text-muted">{formatDate(routine.saved_at)}</span> : null}
      </div>
      <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label="منتجات روتينك">
        {routine.steps.map((step) => (
          <li key={step.step} className="shrink-0" title={`${step.label}: ${step.product.title}`}>
            <LineImage src={step.product.image?.url ?? null} size={64} iconSize={20} className="size-14" />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink">
          المجموع اليوم: <span className="font-bold">{formatIqd(routine.total)}</span>
        </p>
        <Link prefetch={false} href={RESULT_PATH} className={buttonStyles.secondary}>
          عرض روتينك
        </Link>
      </div>
    </section>
  );
}
