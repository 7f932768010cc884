'use client';

import Link from 'next/link';
import { buttonStyles } from '@/components/ui/form';
import { Pagination } from '@/components/ui/Pagination';
import { formatDate, formatIqd } from '@/lib/format';
import { NotYetRead } from '../session-data/NotYetRead';
import { useEarnings, useRevokeShare, useShares } from './use-seller';

const stateLabels = {
  pending: 'بانتظار التسليم',
  credited: 'أُضيفت إلى المحفظة',
  reversed: 'أُلغيت (مرتجع)',
  cancelled: 'أُلغي الطلب',
};

/** What the seller earns (issue 14): the totals, and each order's commission with its state. */
export function EarningsView({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const { data, error, isFetching, refetch } = useEarnings(page);
  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ['credited', 'أُضيفت إلى محفظتك'],
            ['pending', 'بانتظار التسليم'],
            ['reversed', 'أُلغيت'],
          ] as const
        ).map(([key, label]) => (
          <div key={key} className="rounded-card bg-white p-4 ring-1 ring-line">
            <dt className="text-sm text-muted">{label}</dt>
            <dd data-earnings-total={key} className="mt-1 text-lg font-bold text-ink">
              {formatIqd(data.totals[key])}
            </dd>
          </div>
        ))}
      </dl>
      {data.data.length === 0 ? (
        <p className="rounded-card bg-white px-6 py-10 text-center text-muted ring-1 ring-line">
          لا عمولات بعد. تُحتسب العمولة لكل طلب تضعه أو يُطلب من سلة شاركتها.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.data.map((row) => (
            <li
              key={row.order_id}
              data-earning={row.order_number}
              className="rounded-card bg-white p-4 ring-1 ring-line"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link prefetch={false} href={`/profile/orders/${row.order_id}`} className="font-bold text-brand-700">
                  <bdi dir="ltr">{row.order_number}</bdi>
                </Link>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
                  {stateLabels[row.state]}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink">
                {row.receiver_name} · {row.source === 'shared_cart' ? 'من سلة مشتركة' : 'طلب وضعته'}
              </p>
              <p className="text-sm text-muted">
                {row.percent}٪ من {formatIqd(row.base)} ={' '}
                <span className="font-bold text-ink">{formatIqd(row.amount)}</span>
              </p>
              <p className="text-xs text-muted">{formatDate(row.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} totalPages={data.total_pages} hrefFor={hrefFor} />
    </div>
  );
}

/** The seller's share links (issue 14): each one's cart, receiver, orders placed from it, and a way to revoke it. */
export function SharesView() {
  const { data, error, isFetching, refetch } = useShares();
  const revoke = useRevokeShare();
  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  if (data.length === 0)
    return (
      <p className="rounded-card bg-white px-6 py-10 text-center text-muted ring-1 ring-line">
        لم تشارك أي سلة بعد. افتح سلة واضغط «شارك هذه السلة».
      </p>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {data.map((share) => (
        <li key={share.id} data-share={share.cart_name} className="rounded-card bg-white p-4 ring-1 ring-line">
          <p className="font-bold text-ink">
            {share.cart_name}
            {share.receiver_name ? <span className="font-normal text-muted"> · {share.receiver_name}</span> : null}
          </p>
          <p className="text-sm text-muted">
            {share.revoked ? 'أُلغي الرابط' : `ينتهي ${formatDate(share.expires_at)}`} · الطلبات {share.orders}
          </p>
          <p className="mt-1 break-all text-xs" dir="ltr">
            {share.url}
          </p>
          {!share.revoked ? (
            <button
              type="button"
              onClick={() => revoke.mutate({ id: share.id })}
              disabled={revoke.isPending}
              className={`${buttonStyles.link} text-red-700`}
            >
              إلغاء الرابط
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
