import type { AdminGiftProgram } from '@wb/contract';
import { formatIqd } from '@/lib/format';
import { type Column, DataTable, RowLink } from '../table/DataTable';
import { ActiveToggle } from './ActiveToggle';
import { periodText, StateBadge } from './promotion-model';

type Product = AdminGiftProgram['products'][number];

/** A gift product as the desk lists it, flagged when shoppers cannot get it (a draft, or its first variant sold out). */
function ProductLine({ product }: { product: Product }) {
  const problem = product.status !== 'active' ? 'غير منشور' : product.stock === 0 ? 'نفد' : null;
  return (
    <li className="flex items-center gap-1.5">
      <span className="truncate">{product.title}</span>
      {problem ? (
        <span className="shrink-0 rounded-full bg-amber-50 px-2 text-xs font-bold text-amber-900 ring-1 ring-amber-200">
          {problem}
        </span>
      ) : (
        <span className="shrink-0 text-xs text-muted tabular-nums">({product.stock})</span>
      )}
    </li>
  );
}

const columns: readonly Column<AdminGiftProgram>[] = [
  {
    key: 'name',
    header: 'البرنامج',
    cell: (program) => (
      <div>
        <RowLink href={`/admin/gifts/${program.id}`}>{program.name}</RowLink>
        {program.description ? <p className="max-w-56 truncate text-xs text-muted">{program.description}</p> : null}
      </div>
    ),
  },
  {
    key: 'min_total',
    header: 'عند سلة من',
    numeric: true,
    cell: (program) => <span className="whitespace-nowrap">{formatIqd(program.min_total)}</span>,
  },
  {
    key: 'max_gifts',
    header: 'يختار',
    numeric: true,
    cell: (program) => `${program.max_gifts} من ${program.products.length}`,
  },
  {
    key: 'products',
    header: 'الهدايا (المخزون)',
    cell: (program) => (
      <ul className="max-w-72 space-y-0.5 text-xs">
        {program.products.map((product) => (
          <ProductLine key={product.id} product={product} />
        ))}
      </ul>
    ),
  },
  {
    key: 'period',
    header: 'المدة',
    cell: (program) => <span className="text-xs whitespace-nowrap">{periodText(program)}</span>,
  },
  { key: 'orders', header: 'طلبات', numeric: true, cell: (program) => program.orders_count },
  { key: 'state', header: 'الحالة', cell: (program) => <StateBadge state={program.state} /> },
  {
    key: 'actions',
    header: 'إجراء',
    cell: (program) => <ActiveToggle kind="gift" id={program.id} active={program.active} name={program.name} />,
  },
];

/** Every gift program, in the order shoppers see them. */
export function GiftProgramsTable({ programs }: { programs: readonly AdminGiftProgram[] }) {
  return (
    <DataTable
      caption="برامج الهدايا"
      columns={columns}
      rows={programs}
      rowKey={(program) => program.id}
      empty="لا توجد برامج هدايا بعد."
    />
  );
}
