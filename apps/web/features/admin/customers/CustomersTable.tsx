import type { AdminCustomerSummary } from '@wb/contract';
import { formatDate, formatIqd, nationalMobile } from '@/lib/format';
import { type Column, DataTable, RowLink, type TableSorting } from '../table/DataTable';
import { roleLabels } from '../ui/labels';
import { StandingBadge } from './StandingBadge';

const columns: readonly Column<AdminCustomerSummary>[] = [
  {
    key: 'name',
    header: 'الاسم',
    sort: 'name',
    firstDirection: 'asc',
    cell: (customer) => <RowLink href={`/admin/customers/${customer.id}`}>{customer.name || 'بدون اسم'}</RowLink>,
  },
  {
    key: 'mobile',
    header: 'الهاتف',
    cell: (customer) => <span dir="ltr">{nationalMobile(customer.mobile)}</span>,
  },
  { key: 'type', header: 'نوع الحساب', cell: (customer) => roleLabels[customer.user_type] },
  { key: 'orders', header: 'الطلبات', numeric: true, cell: (customer) => customer.orders_count },
  {
    key: 'wallet',
    header: 'المحفظة',
    numeric: true,
    cell: (customer) => <span className="whitespace-nowrap">{formatIqd(customer.wallet_balance)}</span>,
  },
  {
    key: 'created_at',
    header: 'تاريخ التسجيل',
    sort: 'created_at',
    cell: (customer) => <span className="whitespace-nowrap">{formatDate(customer.created_at)}</span>,
  },
  { key: 'standing', header: 'الحالة', cell: (customer) => <StandingBadge blockedAt={customer.blocked_at} /> },
];

/** The customers list as a desk table: newest first unless the URL sorts otherwise; a row opens the profile. */
export function CustomersTable({
  customers,
  sorting,
  filtered,
}: {
  customers: readonly AdminCustomerSummary[];
  sorting: TableSorting;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="الزبائن"
      columns={columns}
      rows={customers}
      rowKey={(customer) => customer.id}
      sorting={sorting}
      empty={filtered ? 'لا يوجد زبائن يطابقون هذا البحث.' : 'لا يوجد زبائن بعد.'}
    />
  );
}
