'use client';

import type { NotifyRequest } from '@wb/contract';
import Link from 'next/link';
import { buttonStyles } from '@/components/ui/form';
import { BellIcon, TrashIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { NotYetRead } from '../session-data/NotYetRead';
import { useStopWaiting, useWaiting } from './use-notices';

const states: Record<NotifyRequest['state'], { label: string; className: string }> = {
  waiting: { label: 'بانتظار التوفر', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  notified: { label: 'أُعلمتِ بعودته', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  in_stock: { label: 'متوفر الآن', className: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
};

/**
 * /profile/out-of-stock-products: the variants she asked to be told about, newest first, each with its state —
 * still waiting, told of its return, or back in stock now — a link to the product and a way to stop waiting.
 */
export function WaitingView() {
  const { data, error, refetch, isFetching } = useWaiting();
  const remove = useStopWaiting();
  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  if (data.length === 0) {
    return (
      <div className="rounded-card bg-white px-5 py-10 text-center ring-1 ring-line">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <BellIcon size={26} />
        </span>
        <p className="mt-3 text-sm leading-7 text-muted">
          لا تنتظرين أي منتج الآن. اضغطي «أعلمني عند التوفر» في صفحة منتج نفد، وسنخبرك عند عودته.
        </p>
        <Link prefetch={false} href="/" className={`mt-4 inline-flex ${buttonStyles.secondary}`}>
          تصفح المتجر
        </Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card bg-white ring-1 ring-line">
      {data.map((row) => {
        const state = states[row.state];
        const href = `/products-details/${row.product_id}`;
        return (
          <li key={row.id} data-waiting={row.variant_id} className="flex items-center gap-3 px-4 py-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-brand-50">
              {row.product.image ? (
                <img
                  src={row.product.image.url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <Link
                prefetch={false}
                href={href}
                className="line-clamp-2 text-sm font-bold text-ink hover:text-brand-700"
              >
                {row.product.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                <span
                  data-state={row.state}
                  className={`rounded-full px-2 py-0.5 font-medium ring-1 ${state.className}`}
                >
                  {state.label}
                </span>
                <span>
                  {row.notified_at
                    ? `أُرسل التنبيه ${formatDate(row.notified_at)}`
                    : `منذ ${formatDate(row.created_at)}`}
                </span>
              </p>
            </div>
            <button
              type="button"
              aria-label={`إلغاء التنبيه: ${row.product.title}`}
              disabled={remove.isPending && remove.variables === row.variant_id}
              onClick={() => remove.mutate(row.variant_id)}
              className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
            >
              <TrashIcon size={18} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
