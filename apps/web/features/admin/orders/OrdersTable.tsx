import type { AdminOrderSummary } from '@wb/contract';
import { StatusBadge } from '@/features/orders/StatusBadge';
import { formatDateTime, formatIqd, nationalMobile } from '@/lib/format';
import { type Column, DataTable, RowLink, type TableSorting } from '../table/DataTable';
import { roleLabels } from '../ui/labels';
import { PageCheck, RowCheck } from './OrderSelection';

const columns: readonly Column<AdminOrderSummary>[] = [
  {
    key: 'number',
    header: 'رقم الطلب',
    sort: 'number',
    cell: (order) => (
      <RowLink href={`/admin/orders/${order.id}`}>
        <span dir="ltr" className="whitespace-nowrap">
          {order.number}
        </span>
      </RowLink>
    ),
  },
  {
    key: 'created_at',
    header: 'التاريخ',
    sort: 'created_at',
    cell: (order) => <span className="whitespace-nowrap">{formatDateTime(order.created_at)}</span>,
  },
  {
    key: 'customer',
    header: 'الزبون',
    cell: (order) => (
      <div>
        <p>{order.customer.name ?? 'حساب محذوف'}</p>
        {order.customer.mobile ? (
          <p className="text-xs text-muted" dir="ltr">
            {nationalMobile(order.customer.mobile)}
          </p>
        ) : null}
      </div>
    ),
  },
  { key: 'city', header: 'المحافظة', cell: (order) => order.city },
  { key: 'placed_by', header: 'صاحب الطلب', cell: (order) => roleLabels[order.placed_by] },
  { key: 'items', header: 'القطع', numeric: true, cell: (order) => order.items_count },
  {
    key: 'total',
    header: 'المجموع',
    sort: 'total',
    numeric: true,
    cell: (order) => <span className="whitespace-nowrap">{formatIqd(order.total)}</span>,
  },
  { key: 'status', header: 'الحالة', cell: (order) => <StatusBadge status={order.status} /> },
];

/** The ticking column of the list (issue 24): inside an `OrderSelection`. */
const pickColumn: Column<AdminOrderSummary> = {
  key: 'pick',
  header: <PageCheck />,
  className: 'w-10',
  cell: (order) => <RowCheck id={order.id} number={order.number} />,
};

/**
 * The orders list as a desk table: newest first unless the URL sorts otherwise; a row opens the order. `selectable`:
 * each row ticks into the page's `OrderSelection` for the bulk actions.
 */
export function OrdersTable({
  orders,
  sorting,
  filtered,
  selectable = false,
}: {
  orders: readonly AdminOrderSummary[];
  /** Absent where the table is a glance rather than the list (a customer's latest orders). */
  sorting?: TableSorting;
  filtered: boolean;
  selectable?: boolean;
}) {
  return (
    <DataTable
      caption="الطلبات"
      columns={selectable ? [pickColumn, ...columns] : columns}
      rows={orders}
      rowKey={(order) => order.id}
      {...(sorting ? { sorting } : {})}
      empty={filtered ? 'لا توجد طلبات تطابق هذه التصفية.' : 'لا توجد طلبات بعد.'}
    />
  );
}
