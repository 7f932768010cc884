'use client';

import type { OpenCode } from '@wb/contract';
import Link from 'next/link';
import { CopyButton } from '@/components/ui/CopyButton';
import { buttonStyles } from '@/components/ui/form';
import { SparkleIcon } from '@/components/ui/icons';
import { NotYetRead } from '../session-data/NotYetRead';
import { useOpenCodes } from './use-wallet';
import { codeConditions, codeOffer } from './wallet-model';

/**
 * /profile/codes: the discount codes open to the caller now (the API leaves out those used up, ended, or for a first
 * order the caller has had), each with what it takes off, its conditions and a button that copies it for checkout.
 */
export function CodesList() {
  const { data: codes, error, refetch, isFetching } = useOpenCodes();
  if (!codes) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  if (codes.length === 0) {
    return (
      <div className="rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
        <p className="text-base font-bold text-ink">لا توجد أكواد خصم متاحة لك الآن</p>
        <p className="mt-1 text-sm leading-7 text-muted">تابع العروض: الأكواد الجديدة تظهر هنا فور إطلاقها.</p>
        <Link prefetch={false} href="/offer-page" className={`${buttonStyles.secondary} mt-5`}>
          العروض
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {codes.map((code) => (
        <CodeCard key={code.code} code={code} />
      ))}
    </ul>
  );
}

function CodeCard({ code }: { code: OpenCode }) {
  const conditions = codeConditions(code);
  return (
    <li data-code={code.code} className="flex flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-1.5 text-base font-bold text-brand-800">
            <SparkleIcon size={18} className="shrink-0" />
            {codeOffer(code)}
          </h2>
          {code.description ? <p className="mt-1 text-sm leading-7 text-ink">{code.description}</p> : null}
        </div>
      </div>
      {conditions.length > 0 ? (
        <ul className="space-y-0.5 text-xs leading-6 text-muted">
          {conditions.map((line) => (
            <li key={line}>• {line}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 rounded-xl border border-dashed border-brand-300 bg-brand-50 ps-4 pe-1.5 py-1.5">
        <bdi dir="ltr" className="font-mono text-base font-bold tracking-wider text-brand-900">
          {code.code}
        </bdi>
        <CopyButton text={code.code} what="الكود" />
      </div>
    </li>
  );
}
