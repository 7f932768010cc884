import type { AdminOrder } from '@wb/contract';
import { DeliveryAddress, paymentNames } from '@/features/orders/OrderParts';
import { formatDateTime, formatIqd } from '@/lib/format';
import { SITE_NAME } from '@/lib/site';
import { VendorAndVariant } from './OrderLines';

/**
 * An order's packing and delivery slip: who it is for (name, mobile, address), what to pack, and what the courier
 * collects on delivery. Black on white, large enough to read in a van; one sheet of paper each when several print
 * together (the desk's slips of a selection, issue 24).
 */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article
      aria-label={`إيصال تجهيز الطلب ${order.number}`}
      className="mx-auto max-w-2xl break-inside-avoid bg-white p-6 text-ink shadow-sm ring-1 ring-line print:max-w-none print:break-after-page print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex items-start justify-between gap-4 border-b-2 border-ink pb-3">
        <div>
          <p className="text-xl font-bold">{SITE_NAME}</p>
          <h1 className="text-sm">إيصال تجهيز</h1>
        </div>
        <div className="text-end">
          <p className="text-2xl font-bold" dir="ltr">
            {order.number}
          </p>
          <p className="text-sm">{formatDateTime(order.created_at)}</p>
        </div>
      </header>

      <section className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="mb-1 text-sm font-bold">إلى</h2>
          <DeliveryAddress address={order.address} />
        </div>
        <div>
          <h2 className="mb-1 text-sm font-bold">الشحن</h2>
          <p className="text-sm leading-7">شركة التوصيل: {order.courier ?? '—'}</p>
          <p className="text-sm leading-7">
            رقم التتبع: <bdi dir="ltr">{order.tracking_number ?? '—'}</bdi>
          </p>
        </div>
      </section>

      <table className="mt-5 w-full border-collapse text-sm">
        <caption className="sr-only">ما يوضع في الطرد</caption>
        <thead>
          <tr className="border-y-2 border-ink text-start">
            <th scope="col" className="w-8 py-2 text-start">
              ✓
            </th>
            <th scope="col" className="py-2 text-start">
              المنتج
            </th>
            <th scope="col" className="py-2 text-end">
              الكمية
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.id} className="border-b border-ink/30 align-top">
              <td className="py-2">
                <span className="inline-block size-4 border border-ink" aria-hidden="true" />
              </td>
              <td className="py-2">
                <p className="font-medium">
                  {line.title}
                  {line.is_gift ? ' (هدية)' : ''}
                </p>
                <p className="text-xs">
                  <VendorAndVariant vendor={line.vendor} variant={line.variant_title} />
                </p>
              </td>
              <td className="py-2 text-end text-lg font-bold tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td className="py-2 font-bold">عدد القطع</td>
            <td className="py-2 text-end font-bold tabular-nums">{units}</td>
          </tr>
        </tfoot>
      </table>

      <section className="mt-5 flex items-center justify-between border-2 border-ink p-3">
        <p className="font-bold">{paymentNames[order.payment_method]} — المبلغ المطلوب من الزبون</p>
        <p className="text-2xl font-bold whitespace-nowrap" data-collect>
          {formatIqd(order.total)}
        </p>
      </section>
      {order.note ? (
        <p className="mt-3 text-sm">
          <span className="font-bold">ملاحظة الزبون: </span>
          {order.note}
        </p>
      ) : null}
    </article>
  );
}
