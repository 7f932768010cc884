import { orders } from '@wb/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs, Container } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { OrderDetails } from '@/features/orders/OrderDetails';
import { orderIdParam } from '@/features/orders/order-model';
import { orderKeys } from '@/features/orders/order-queries';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { ApiError, apiCall } from '@/lib/api';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'تفاصيل الطلب' };

type Props = { params: Promise<{ id: string }> };

/**
 * /profile/orders/[id] (spec §2). An id that is not a number, or an order that is not the caller's (the API answers
 * both as `order.not_found`, so another's order reveals nothing), is the not-found page.
 */
export default async function OrderPage({ params }: Props) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const order = await readSignedIn(
    `/profile/orders/${id}`,
    async (headers) => (await apiCall(orders.orderDetailsRoute, { params: { id } }, { headers })).data,
  );
  if (!order.ok) {
    const { error } = order;
    if (error instanceof ApiError && error.code === 'order.not_found') notFound();
    return (
      <StatusPage
        code="!"
        title="تعذر تحميل الطلب"
        description={error instanceof ApiError && error.message ? error.message : 'حدث خطأ أثناء تحميل الطلب.'}
      />
    );
  }
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs
        items={[
          { label: 'حسابي', href: '/profile' },
          { label: 'طلباتي', href: '/profile/orders' },
          { label: order.data.number },
        ]}
      />
      <SessionDataBoundary seeds={[[orderKeys.detail(id), order.data]]}>
        <OrderDetails id={id} />
      </SessionDataBoundary>
    </Container>
  );
}
