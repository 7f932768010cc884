import { type AdminProductSummary, LOW_STOCK_THRESHOLD } from '@wb/contract';
import { formatDateTime, formatIqd } from '@/lib/format';
import { type Column, DataTable, RowLink, type TableSorting } from '../table/DataTable';
import { StatusPill } from './StatusPill';

const columns: readonly Column<AdminProductSummary>[] = [
  {
    key: 'title',
    header: 'المنتج',
    sort: 'title',
    firstDirection: 'asc',
    cell: (product) => (
      <div className="flex items-center gap-3">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-md object-cover ring-1 ring-line"
          />
        ) : (
          <span className="size-10 rounded-md bg-canvas ring-1 ring-line" aria-hidden />
        )}
        <div className="min-w-0">
          <RowLink href={`/admin/products/${product.id}`}>{product.title}</RowLink>
          <p className="text-xs text-muted" dir="ltr">
            {product.handle}
          </p>
        </div>
      </div>
    ),
  },
  { key: 'brand', header: 'الماركة', cell: (product) => product.brand.name },
  { key: 'category', header: 'الفئة', cell: (product) => product.category.name },
  { key: 'status', header: 'الحالة', cell: (product) => <StatusPill status={product.status} /> },
  {
    key: 'price',
    header: 'السعر',
    sort: 'price',
    numeric: true,
    cell: (product) => (
      <span className="whitespace-nowrap">
        {formatIqd(product.price)}
        {product.compare_at ? <s className="ms-1 text-xs text-muted">{formatIqd(product.compare_at)}</s> : null}
      </span>
    ),
  },
  {
    key: 'stock',
    header: 'المخزون',
    sort: 'stock',
    numeric: true,
    cell: (product) => (
      <span className={product.min_stock <= LOW_STOCK_THRESHOLD ? 'font-bold text-red-700' : undefined}>
        {product.stock}
        {product.variants_count > 1 ? (
          <span className="ms-1 text-xs text-muted">({product.variants_count} أنواع)</span>
        ) : null}
        {/* Said in words, not only in red (and not as sr-only text, which would escape the table's scroll box). */}
        {product.min_stock <= LOW_STOCK_THRESHOLD ? <span className="ms-1 text-xs">منخفض</span> : null}
      </span>
    ),
  },
  {
    key: 'updated_at',
    header: 'آخر تعديل',
    sort: 'updated_at',
    cell: (product) => <span className="whitespace-nowrap text-xs">{formatDateTime(product.updated_at)}</span>,
  },
];

/** The catalogue as a desk table: last changed first unless the URL sorts otherwise; a row opens the product. */
export function ProductsTable({
  products,
  sorting,
  filtered,
}: {
  products: readonly AdminProductSummary[];
  sorting: TableSorting;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="المنتجات"
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      sorting={sorting}
      empty={filtered ? 'لا توجد منتجات تطابق هذه التصفية.' : 'لا توجد منتجات بعد.'}
    />
  );
}
