import { admin as adminRoutes, orderTransitions, type StaffOrderStatus } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { OrderLines } from '@/features/admin/orders/OrderLines';
import { OrderLinesEditor } from '@/features/admin/orders/OrderLinesEditor';
import { OrderMoves } from '@/features/admin/orders/OrderMoves';
import { OrderSide } from '@/features/admin/orders/OrderSide';
import { DeskCard, DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure, roleLabels } from '@/features/admin/ui/labels';
import { OrderTotals } from '@/features/orders/OrderParts';
import { orderIdParam } from '@/features/orders/order-model';
import { StatusBadge } from '@/features/orders/StatusBadge';
import { formatDateTime } from '@/lib/format';

export const metadata: Metadata = { title: 'تفاصيل الطلب' };

/**
 * /admin/orders/[id]: one order for staff — its lines, money, customer, address, shipping and timeline, and the moves
 * its life allows now (the contract's table), each sending the customer an SMS.
 */
export default async function DeskOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/orders/${id}`;
  const read = await deskRead(path, adminRoutes.adminOrderRoute, { params: { id } });
  if (!read.ok) {
    if (failureCode(read.error) === 'order.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const order = read.data.data;
  const allowed = orderTransitions[order.status].filter((status): status is StaffOrderStatus => status !== 'pending');
  return (
    <>
      <DeskPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            الطلب <bdi dir="ltr">{order.number}</bdi>
            <StatusBadge status={order.status} />
          </span>
        }
        description={`${formatDateTime(order.created_at)} · طلبه ${roleLabels[order.placed_by]}`}
        actions={
          <>
            <Link href={`${path}/slip`} prefetch={false} className={deskButton.secondary}>
              إيصال التجهيز
            </Link>
            <Link href="/admin/orders" prefetch={false} className={deskButton.secondary}>
              كل الطلبات
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <DeskCard title="الخطوة التالية">
            <OrderMoves orderId={order.id} number={order.number} allowed={allowed} />
          </DeskCard>
          <OrderLines items={order.items} />
          {order.status === 'pending' ? (
            <DeskCard title="تعديل منتجات الطلب">
              <OrderLinesEditor orderId={order.id} number={order.number} items={order.items} />
            </DeskCard>
          ) : null}
          <DeskCard title="الحساب">
            <OrderTotals order={order} />
            {order.note ? (
              <p className="mt-3 text-sm">
                <span className="text-muted">ملاحظة الزبون: </span>
                {order.note}
              </p>
            ) : null}
          </DeskCard>
        </div>
        <OrderSide order={order} />
      </div>
    </>
  );
}
