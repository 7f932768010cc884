import type { AdminLanding } from '@wb/contract';
import { formatDate } from '@/lib/format';
import { type Column, DataTable, RowLink } from '../table/DataTable';
import { LandingStateBadge } from './labels';

const period = (landing: AdminLanding) =>
  landing.starts_on || landing.ends_on
    ? `${landing.starts_on ? formatDate(landing.starts_on) : 'من الآن'} — ${landing.ends_on ? formatDate(landing.ends_on) : 'بلا نهاية'}`
    : 'دائمة';

const columns: readonly Column<AdminLanding>[] = [
  {
    key: 'title',
    header: 'الحملة',
    cell: (landing) => (
      <div>
        <RowLink href={`/admin/landings/${landing.id}`}>{landing.title}</RowLink>
        <p className="text-xs text-muted">
          <bdi dir="ltr">/landing/{landing.slug}</bdi>
        </p>
      </div>
    ),
  },
  {
    key: 'collection',
    header: 'المنتجات',
    cell: (landing) => <span className="text-xs">{landing.collection_title ?? '—'}</span>,
  },
  {
    key: 'code',
    header: 'الكود',
    cell: (landing) => (
      <span className="text-xs font-bold" dir="ltr">
        {landing.code ?? '—'}
      </span>
    ),
  },
  { key: 'period', header: 'المدة', cell: (landing) => <span className="text-xs">{period(landing)}</span> },
  {
    key: 'state',
    header: 'الحالة',
    cell: (landing) => <LandingStateBadge live={landing.live} published={landing.published} />,
  },
];

/** Every campaign page, newest first; a row opens its form. */
export function LandingsTable({ landings }: { landings: readonly AdminLanding[] }) {
  return (
    <DataTable
      caption="صفحات الحملات"
      columns={columns}
      rows={landings}
      rowKey={(landing) => landing.id}
      empty="لا توجد صفحات حملات بعد."
    />
  );
}
