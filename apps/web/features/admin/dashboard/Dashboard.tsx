import type { AdminDashboard } from '@wb/contract';
import Link from 'next/link';
import { statusLabels } from '@/features/orders/order-model';
import { type ArabicCountForms, countPhrase, formatIqd } from '@/lib/format';
import { type Column, DataTable } from '../table/DataTable';
import { DeskCard } from '../ui/form';
import { DailyOrders, OrdersByStatus } from './DashboardCharts';

const ORDER_COUNT: ArabicCountForms = {
  zero: 'لا طلبات',
  one: 'طلب واحد',
  two: 'طلبان',
  few: '{n} طلبات',
  many: '{n} طلباً',
  other: '{n} طلب',
};

type LowStock = AdminDashboard['low_stock'][number];
type TopProduct = AdminDashboard['top_products'][number];

/** `2026-05-01` → `1/5`: short enough for thirty bars. */
const shortDay = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;

const lowStockColumns: readonly Column<LowStock>[] = [
  {
    key: 'title',
    header: 'المنتج',
    cell: (row) => (
      <div>
        <p className="font-medium">{row.title}</p>
        <p className="text-xs text-muted">{row.variant_title}</p>
      </div>
    ),
  },
  {
    key: 'sku',
    header: 'SKU',
    cell: (row) => (
      <bdi dir="ltr" className="whitespace-nowrap">
        {row.sku}
      </bdi>
    ),
  },
  {
    key: 'stock',
    header: 'المتبقي',
    numeric: true,
    cell: (row) => <span className={row.stock === 0 ? 'font-bold text-red-700' : 'font-bold'}>{row.stock}</span>,
  },
];

const topColumns: readonly Column<TopProduct>[] = [
  { key: 'title', header: 'المنتج', cell: (row) => row.title },
  { key: 'quantity', header: 'القطع', numeric: true, cell: (row) => row.quantity },
  { key: 'revenue', header: 'الإيراد', numeric: true, cell: (row) => formatIqd(row.revenue) },
];

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  const body = (
    <>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
    </>
  );
  const box = 'block rounded-xl border border-line bg-white p-4';
  return href ? (
    <Link href={href} prefetch={false} className={`${box} hover:border-brand-300`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** The dashboard's body: today's figures, the month in bars, the pipeline, what runs out and what sells. */
export function Dashboard({ data }: { data: AdminDashboard }) {
  const count = (status: AdminDashboard['by_status'][number]['status']) =>
    data.by_status.find((row) => row.status === status)?.count ?? 0;
  const monthOrders = data.last_30_days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <div className="space-y-4">
      <section aria-label="اليوم" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label="طلبات اليوم"
          value={String(data.today.orders)}
          href={`/admin/orders?from=${data.today.date}&to=${data.today.date}`}
        />
        <Figure label="إيراد اليوم" value={formatIqd(data.today.revenue)} />
        <Figure label="بانتظار التأكيد" value={String(count('pending'))} href="/admin/orders?status=pending" />
        <Figure label="مؤكدة لم تُشحن" value={String(count('confirmed'))} href="/admin/orders?status=confirmed" />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DeskCard title="الطلبات في آخر 30 يوماً">
            <DailyOrders
              label={`الطلبات يومياً في آخر 30 يوماً: ${countPhrase(monthOrders, ORDER_COUNT)}`}
              points={data.last_30_days.map((day) => ({ label: shortDay(day.date), orders: day.orders }))}
            />
          </DeskCard>
        </div>
        <DeskCard title="الطلبات حسب الحالة">
          <OrdersByStatus
            label={data.by_status.map((row) => `${statusLabels[row.status]}: ${row.count}`).join('، ')}
            labels={data.by_status.map((row) => statusLabels[row.status])}
            counts={data.by_status.map((row) => row.count)}
          />
          <ul className="mt-3 grid grid-cols-2 gap-1 text-sm">
            {data.by_status.map((row) => (
              <li key={row.status}>
                <Link
                  href={`/admin/orders?status=${row.status}`}
                  prefetch={false}
                  className="flex justify-between gap-2 rounded px-1 hover:bg-canvas"
                >
                  <span>{statusLabels[row.status]}</span>
                  <span className="font-bold tabular-nums">{row.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </DeskCard>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section aria-labelledby="low-stock-title">
          <h2 id="low-stock-title" className="mb-2 font-bold">
            مخزون منخفض <span className="text-sm font-normal text-muted">({data.low_stock_threshold} قطع أو أقل)</span>
          </h2>
          <DataTable
            caption="مخزون منخفض"
            columns={lowStockColumns}
            rows={data.low_stock}
            rowKey={(row) => row.variant_id}
            empty="لا شيء ينفد قريباً."
            wide={false}
          />
        </section>
        <section aria-labelledby="top-products-title">
          <h2 id="top-products-title" className="mb-2 font-bold">
            الأكثر مبيعاً <span className="text-sm font-normal text-muted">(آخر 30 يوماً)</span>
          </h2>
          <DataTable
            caption="الأكثر مبيعاً"
            columns={topColumns}
            rows={data.top_products}
            rowKey={(row) => row.product_id}
            empty="لا مبيعات في آخر 30 يوماً."
            wide={false}
          />
        </section>
      </div>
    </div>
  );
}
