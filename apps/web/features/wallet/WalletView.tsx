'use client';

import type { WalletEntry } from '@wb/contract';
import Link from 'next/link';
import { Pagination } from '@/components/ui/Pagination';
import { formatDateTime, formatIqd, formatSignedIqd } from '@/lib/format';
import { NotYetRead } from '../session-data/NotYetRead';
import { useWallet } from './use-wallet';
import { reasonLabels } from './wallet-model';
import { walletPageHref } from './wallet-queries';

/**
 * /profile/wallet: the balance (0 for a customer who never had an entry, spec §9) and its history, newest first, a
 * page at a time: each credit or spend with why, its order (a link to it) and when.
 */
export function WalletView({ page }: { page: number }) {
  const { data: wallet, error, refetch, isFetching } = useWallet(page);
  if (!wallet) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="wallet-balance"
        className="rounded-card bg-gradient-to-l from-brand-600 to-brand-800 p-5 text-white md:p-6"
      >
        <h2 id="wallet-balance" className="text-sm font-medium text-white">
          رصيد محفظتك
        </h2>
        <p data-wallet-balance className="mt-1 text-3xl font-bold">
          {formatIqd(wallet.balance)}
        </p>
        <p className="mt-2 text-xs leading-6 text-white">يمكنك استخدام رصيدك كله أو جزءاً منه عند إتمام الطلب.</p>
      </section>

      <section aria-labelledby="wallet-history">
        <h2 id="wallet-history" className="mb-3 text-lg font-bold text-ink">
          سجل المحفظة
        </h2>
        {wallet.entries.length === 0 ? (
          <p className="rounded-card bg-white px-5 py-8 text-center text-sm leading-7 text-muted ring-1 ring-line">
            {page > 1 ? 'لا توجد حركات في هذه الصفحة.' : 'لا توجد حركات في محفظتك بعد.'}
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-card bg-white px-4 ring-1 ring-line">
            {wallet.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <Pagination page={wallet.page} totalPages={wallet.total_pages} hrefFor={walletPageHref} />
      </section>
    </div>
  );
}

function EntryRow({ entry }: { entry: WalletEntry }) {
  const credit = entry.amount > 0;
  return (
    <li data-wallet-entry={entry.id} className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="text-sm font-bold text-ink">{reasonLabels[entry.reason]}</p>
        {entry.order_id && entry.order_number ? (
          <p className="text-xs">
            <Link
              prefetch={false}
              href={`/profile/orders/${entry.order_id}`}
              className="inline-block py-1 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              الطلب <bdi dir="ltr">{entry.order_number}</bdi>
            </Link>
          </p>
        ) : null}
        {entry.note ? <p className="text-xs leading-6 text-ink">{entry.note}</p> : null}
        <p className="text-xs text-muted">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
      </div>
      <p
        data-amount={entry.amount}
        className={`shrink-0 text-sm font-bold whitespace-nowrap ${credit ? 'text-ok' : 'text-red-700'}`}
      >
        <span className="sr-only">{credit ? 'إضافة ' : 'خصم '}</span>
        {formatSignedIqd(entry.amount)}
      </p>
    </li>
  );
}
