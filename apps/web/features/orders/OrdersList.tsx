'use client';

import type { OrderSummary } from '@wb/contract';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/form';
import { BagIcon, ChevronIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/Pagination';
import { formatCount, formatDate, formatIqd } from '@/lib/format';
import { NotYetRead } from '../session-data/NotYetRead';
import { ordersPageHref } from './order-queries';
import { StatusBadge } from './StatusBadge';
import { useOrders } from './use-orders';

/**
 * /profile/orders: the caller's orders, newest first, a page at a time (page links, so each page has its own
 * address and the back button works). Paints with the page the server read; the cache reads it again after a cancel.
 */
export function OrdersList({
  page,
  hrefFor = ordersPageHref,
  empty = <NoOrders />,
}: {
  page: number;
  /** A page's address (a seller's "orders placed" lives in the seller's area). */
  hrefFor?: (page: number) => string;
  /** What an account without orders sees: a shopper is asked to shop, a seller to prepare a cart for a buyer. */
  empty?: ReactNode;
}) {
  const { data, error, refetch, isFetching } = useOrders(page);

  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  if (data.total === 0) return empty;
  if (data.data.length === 0) {
    // An address past the last page (an old bookmark after orders were fewer).
    return (
      <div className="rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
        <p className="font-bold text-ink">لا توجد طلبات في هذه الصفحة.</p>
        <Link prefetch={false} href={hrefFor(1)} className={`${buttonStyles.secondary} mt-4`}>
          أحدث الطلبات
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="orders-list">
      <h2 id="orders-list" className="sr-only">
        قائمة الطلبات
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {data.data.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.total_pages} hrefFor={hrefFor} />
    </section>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <li data-order={order.id}>
      <Link
        prefetch={false}
        href={`/profile/orders/${order.id}`}
        className="flex items-center gap-3 rounded-card bg-white p-4 ring-1 ring-line hover:ring-brand-300"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold text-ink">
              <span className="sr-only">طلب رقم </span>
              <bdi dir="ltr">{order.number}</bdi>
            </p>
            <StatusBadge status={order.status} />
          </div>
          <p className="text-xs text-muted">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">، </span>
            عدد القطع: {formatCount(order.items_count)}
          </p>
          {order.placed_by !== 'customer' ? (
            <p data-order-receiver className="text-sm text-ink">
              المستلم: <span className="font-bold">{order.receiver_name}</span>
            </p>
          ) : null}
          <p className="text-sm text-ink">
            المجموع: <span className="font-bold whitespace-nowrap">{formatIqd(order.total)}</span>
          </p>
        </div>
        <ChevronIcon size={18} className="shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** No orders yet: what to say, and where to go to make the first one. */
export function NoOrders({
  text = 'عندما تطلب منتجاتك المفضلة ستجد طلباتك وحالتها هنا.',
  action = { href: '/products', label: 'تسوّق الآن' },
}: {
  text?: string;
  action?: { href: string; label: string };
}) {
  return (
    <div data-no-orders className="rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-400">
        <BagIcon size={30} />
      </span>
      <p className="mt-4 text-base font-bold text-ink">لا توجد طلبات بعد</p>
      <p className="mt-1 text-sm leading-7 text-muted">{text}</p>
      <Link prefetch={false} href={action.href} className={`${buttonStyles.primary} mt-5`}>
        {action.label}
      </Link>
    </div>
  );
}
