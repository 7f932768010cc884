import type { AdminOrder } from '@wb/contract';
import { formatIqd } from '@/lib/format';
import { type Column, DataTable } from '../table/DataTable';

type Line = AdminOrder['items'][number];

/** An amount kept on one line: digits and currency sign together. */
const money = (amount: number) => <span className="whitespace-nowrap">{formatIqd(amount)}</span>;

const columns: readonly Column<Line>[] = [
  {
    key: 'title',
    header: 'المنتج',
    cell: (line) => (
      <div>
        <p className="font-medium">{line.title}</p>
        <p className="text-xs text-muted">
          <VendorAndVariant vendor={line.vendor} variant={line.variant_title} />
          {line.is_gift ? (
            <span className="ms-2 rounded-full bg-brand-50 px-2 font-bold text-brand-800">هدية</span>
          ) : null}
        </p>
        {line.discount_reason ? (
          <p data-discount-reason className="text-xs text-emerald-800">
            سبب الخصم: {line.discount_reason}
          </p>
        ) : null}
      </div>
    ),
  },
  { key: 'quantity', header: 'الكمية', numeric: true, cell: (line) => line.quantity },
  { key: 'price', header: 'السعر', numeric: true, cell: (line) => (line.is_gift ? '—' : money(line.price)) },
  {
    key: 'discount',
    header: 'الخصم',
    numeric: true,
    cell: (line) => (line.discount > 0 ? money(line.discount) : '—'),
  },
  { key: 'total', header: 'المجموع', numeric: true, cell: (line) => money(line.total) },
];

/** An order's lines as the desk reads them: product, variant, quantity, price, the code's share, line total. */
export function OrderLines({ items }: { items: readonly Line[] }) {
  return (
    <DataTable
      caption="منتجات الطلب"
      columns={columns}
      rows={items}
      rowKey={(line) => line.id}
      empty="لا منتجات."
      wide={false}
    />
  );
}

/** "CeraVe · 236 مل": each part isolated, so a Latin brand beside an Arabic size keeps its order. */
export function VendorAndVariant({ vendor, variant }: { vendor: string; variant: string }) {
  return (
    <>
      {vendor ? <bdi>{vendor}</bdi> : null}
      {vendor && variant ? ' · ' : null}
      {variant ? <bdi>{variant}</bdi> : null}
    </>
  );
}
