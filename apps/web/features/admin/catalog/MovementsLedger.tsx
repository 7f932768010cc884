import type { StockMovement } from '@wb/contract';
import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import { type Column, DataTable } from '../table/DataTable';
import { stockReasonLabels } from './labels';

const columns: readonly Column<StockMovement>[] = [
  {
    key: 'created_at',
    header: 'الوقت',
    cell: (move) => <span className="whitespace-nowrap text-xs">{formatDateTime(move.created_at)}</span>,
  },
  {
    key: 'reason',
    header: 'السبب',
    cell: (move) =>
      move.order_id ? (
        <Link href={`/admin/orders/${move.order_id}`} className="text-brand-700 underline">
          {stockReasonLabels[move.reason]} <bdi dir="ltr">{move.order_number}</bdi>
        </Link>
      ) : (
        stockReasonLabels[move.reason]
      ),
  },
  {
    key: 'delta',
    header: 'التغيير',
    numeric: true,
    cell: (move) => (
      <bdi dir="ltr" className={move.delta < 0 ? 'font-bold text-red-700' : 'font-bold text-emerald-700'}>
        {move.delta > 0 ? `+${move.delta}` : move.delta}
      </bdi>
    ),
  },
  { key: 'balance', header: 'الرصيد بعده', numeric: true, cell: (move) => move.balance },
  { key: 'actor', header: 'بواسطة', cell: (move) => move.actor?.name || (move.actor ? `#${move.actor.id}` : '—') },
  { key: 'note', header: 'الملاحظة', cell: (move) => move.note ?? '' },
];

/** A variant's stock ledger, newest first: every order, cancel, return, adjustment and import, with the balance. */
export function MovementsLedger({ title, movements }: { title: string; movements: readonly StockMovement[] }) {
  return (
    <DataTable
      caption={`سجل مخزون ${title}`}
      columns={columns}
      rows={movements}
      rowKey={(move) => move.id}
      empty="لا حركات مسجلة لهذا النوع بعد (الرصيد الأول من البيانات الأولية)."
    />
  );
}
