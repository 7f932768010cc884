'use client';

import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Spinner } from '../ui/form';

/** How often the page reads the import again while it runs (the job applies 25 products a run). */
const POLL_MS = 1500;

/**
 * An import's progress bar: while the job works, the server page is read again every moment (`router.refresh()`),
 * so the bar, the counts and the rejected rows below it are the database's. A finished dry run offers to apply the
 * same file for real.
 */
export function ImportProgress({
  id,
  status,
  processed,
  total,
  canApply,
}: {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  canApply: boolean;
}) {
  const router = useRouter();
  const write = useDeskWrite();
  const working = status === 'queued' || status === 'running';
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [working, router]);
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;

  async function apply() {
    const queued = await write.run(routes.adminImportsApply, { params: { id } });
    if (queued) router.push(`/admin/imports/${queued.data.id}`);
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span id={`import-${id}-progress`}>{working ? 'جارٍ الاستيراد…' : status === 'done' ? 'اكتمل' : 'توقّف'}</span>
        <bdi dir="ltr">
          {processed}/{total} · {percent}%
        </bdi>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`import-${id}-progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={processed}
        className="h-3 overflow-hidden rounded-full bg-canvas ring-1 ring-line"
      >
        <div
          className={`h-full rounded-full transition-[width] ${status === 'failed' ? 'bg-red-600' : 'bg-brand-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {canApply ? (
        <button
          type="button"
          className={deskButton.primary}
          onClick={apply}
          disabled={write.busy}
          aria-busy={write.busy}
        >
          {write.busy ? <Spinner /> : null}
          تطبيق الملف فعلاً
        </button>
      ) : null}
    </div>
  );
}
