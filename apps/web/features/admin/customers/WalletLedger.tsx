import type { WalletEntry } from '@wb/contract';
import { reasonLabels } from '@/features/wallet/wallet-model';
import { formatDateTime, formatSignedIqd } from '@/lib/format';
import { type Column, DataTable } from '../table/DataTable';

const columns: readonly Column<WalletEntry>[] = [
  {
    key: 'at',
    header: 'التاريخ',
    cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.created_at)}</span>,
  },
  {
    key: 'reason',
    header: 'الحركة',
    cell: (entry) => (
      <div>
        <p>{reasonLabels[entry.reason]}</p>
        {entry.order_number ? (
          <p className="text-xs text-muted" dir="ltr">
            {entry.order_number}
          </p>
        ) : null}
      </div>
    ),
  },
  { key: 'note', header: 'الملاحظة', cell: (entry) => entry.note ?? '—' },
  {
    key: 'amount',
    header: 'المبلغ',
    numeric: true,
    cell: (entry) => (
      <span className={`whitespace-nowrap font-bold ${entry.amount < 0 ? 'text-red-700' : 'text-emerald-800'}`}>
        {formatSignedIqd(entry.amount)}
      </span>
    ),
  },
];

/** The wallet's ledger as the shopper sees it, newest first: every credit and spend, and why. */
export function WalletLedger({ entries }: { entries: readonly WalletEntry[] }) {
  return (
    <DataTable
      caption="سجل المحفظة"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty="لا توجد حركات في المحفظة بعد."
    />
  );
}
