import { type AdminCode, type AdminCodesQuery, codeState } from '@wb/contract';
import { formatIqd } from '@/lib/format';
import { type Column, DataTable, RowLink, type TableSorting } from '../table/DataTable';
import { ChoiceFilter, FilterBar, SearchFilter } from '../table/FilterBar';
import { ActiveToggle } from './ActiveToggle';
import { offerText, periodText, StateBadge, stateLabels } from './promotion-model';

/** What a code asks of the cart, in a few words: its minimum, first order, and whether it covers part of the cart. */
function conditionsOf(code: AdminCode): string[] {
  const targets = [...code.targets.brands, ...code.targets.categories, ...code.targets.products].map((t) => t.name);
  return [
    code.min_subtotal > 0 ? `من ${formatIqd(code.min_subtotal)}` : null,
    code.first_order_only ? 'للطلب الأول' : null,
    targets.length > 0
      ? `على: ${targets.slice(0, 3).join('، ')}${targets.length > 3 ? ` و${targets.length - 3} غيرها` : ''}`
      : null,
  ].filter((part): part is string => part !== null);
}

const columns: readonly Column<AdminCode>[] = [
  {
    key: 'code',
    header: 'الكود',
    sort: 'code',
    firstDirection: 'asc',
    cell: (code) => (
      <div>
        <RowLink href={`/admin/codes/${code.id}`}>
          <span dir="ltr">{code.code}</span>
        </RowLink>
        {code.description ? <p className="max-w-56 truncate text-xs text-muted">{code.description}</p> : null}
      </div>
    ),
  },
  { key: 'offer', header: 'الخصم', cell: (code) => <span className="whitespace-nowrap">{offerText(code)}</span> },
  {
    key: 'conditions',
    header: 'الشروط',
    cell: (code) => <span className="text-xs text-muted">{conditionsOf(code).join(' · ') || 'كل الطلبات'}</span>,
  },
  {
    key: 'ends_at',
    header: 'المدة',
    sort: 'ends_at',
    firstDirection: 'asc',
    cell: (code) => <span className="text-xs">{periodText(code)}</span>,
  },
  {
    key: 'used_count',
    header: 'الاستخدام',
    sort: 'used_count',
    numeric: true,
    cell: (code) => (
      <span className="whitespace-nowrap">
        <span dir="ltr">
          {code.used_count}
          {code.usage_limit === null ? '' : ` / ${code.usage_limit}`}
        </span>
        {code.discount_total > 0 ? (
          <span className="block text-xs text-muted">{formatIqd(code.discount_total)}</span>
        ) : null}
      </span>
    ),
  },
  { key: 'state', header: 'الحالة', cell: (code) => <StateBadge state={code.state} /> },
  {
    key: 'actions',
    header: 'إجراء',
    cell: (code) => <ActiveToggle kind="code" id={code.id} active={code.active} name={code.code} />,
  },
];

/** The codes list: newest first unless the URL sorts otherwise; a code opens its form. */
export function CodesTable({
  codes,
  sorting,
  filtered,
}: {
  codes: readonly AdminCode[];
  sorting: TableSorting;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="أكواد الخصم"
      columns={columns}
      rows={codes}
      rowKey={(code) => code.id}
      sorting={sorting}
      empty={filtered ? 'لا توجد أكواد تطابق هذه التصفية.' : 'لا توجد أكواد خصم بعد.'}
    />
  );
}

/** Search by code or description, and the state a code is in. */
export function CodeFilters({ action, query }: { action: string; query: Partial<AdminCodesQuery> }) {
  return (
    <FilterBar action={action} sort={{ by: query.sort, direction: query.direction }} label="تصفية الأكواد">
      <SearchFilter id="codes-q" value={query.q} placeholder="الكود أو وصفه" />
      <ChoiceFilter
        id="codes-status"
        label="الحالة"
        name="status"
        value={query.status}
        anyLabel="كل الحالات"
        choices={codeState.options.map((state) => [state, stateLabels[state]])}
      />
    </FilterBar>
  );
}
