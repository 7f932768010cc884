'use client';

import type { Order } from '@wb/contract';
import type { ReactNode } from 'react';
import { GiftIcon } from '@/components/ui/icons';
import { LineImage } from '@/components/ui/LineImage';
import { Price } from '@/components/ui/Price';
import { formatCount, formatDateTime, formatIqd } from '@/lib/format';
import { NotYetRead } from '../session-data/NotYetRead';
import { OrderActions } from './OrderActions';
import { DeliveryAddress, OrderTotals } from './OrderParts';
import { OrderTimeline } from './OrderTimeline';
import { lineMoney } from './order-model';
import { StatusBadge } from './StatusBadge';
import { useOrder } from './use-orders';

/**
 * /profile/orders/[id]: one order — its status and timeline, what to do with it (cancel, order again), its lines
 * (gifts marked), the money, where it goes and how it is paid. Paints with the order the server read; a cancel reads
 * it again, so the page always shows the status the server holds.
 */
export function OrderDetails({ id }: { id: number }) {
  const { data: order, error, refetch, isFetching } = useOrder(id);
  if (!order) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink md:text-2xl">
            <span>
              طلب <bdi dir="ltr">{order.number}</bdi>
            </span>
            <StatusBadge status={order.status} />
          </h1>
          <p className="mt-1 text-sm text-muted">
            تاريخ الطلب: <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </p>
        </div>
        <OrderActions order={order} />
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-5">
          <Card title="حالة الطلب">
            <OrderTimeline order={order} />
          </Card>
          <Card title={`المنتجات (${formatCount(order.items_count)})`}>
            <ul className="divide-y divide-line">
              {order.items.map((line) => (
                <OrderLine key={line.id} line={line} />
              ))}
            </ul>
          </Card>
        </div>
        <div className="space-y-5">
          <Card title="ملخص الدفع">
            <OrderTotals order={order} />
          </Card>
          <Card title="عنوان التوصيل">
            <DeliveryAddress address={order.address} />
          </Card>
          {order.note ? (
            <Card title="ملاحظتك">
              <p className="text-sm leading-7 break-words whitespace-pre-line text-ink">{order.note}</p>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <h2 className="mb-3 text-base font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function LinePrice({ line }: { line: Order['items'][number] }) {
  const { amount, before } = lineMoney(line);
  return <Price price={amount} compareAt={before} />;
}

function OrderLine({ line }: { line: Order['items'][number] }) {
  return (
    <li data-order-line={line.id} data-gift={line.is_gift ? '' : undefined} className="flex gap-3 py-3 first:pt-0">
      <LineImage src={line.image_path} size={64} iconSize={24} className="size-16" />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-xs font-medium text-brand-700">{line.vendor}</p>
        <p className="line-clamp-2 text-sm leading-6 font-medium text-ink">{line.title}</p>
        {line.variant_title ? <p className="text-xs text-muted">{line.variant_title}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-0.5 text-xs text-muted">
          <span>
            الكمية: {formatCount(line.quantity)}
            {line.is_gift ? null : (
              <>
                {' '}
                × <span className="whitespace-nowrap">{formatIqd(line.price)}</span>
              </>
            )}
          </span>
          {line.is_gift ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-bold text-brand-800">
              <GiftIcon size={14} />
              هدية
            </span>
          ) : (
            // The line at its price; only its own discount (a seller's) is struck through here. The order's discounts
            // (the code, a whole-order one) are rows of the totals, not spread over the lines (issue 24).
            <LinePrice line={line} />
          )}
        </div>
      </div>
    </li>
  );
}
