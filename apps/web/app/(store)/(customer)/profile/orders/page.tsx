import { orders } from '@wb/contract';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { OrdersList } from '@/features/orders/OrdersList';
import { ORDERS_PAGE_SIZE, orderKeys, ordersPageHref } from '@/features/orders/order-queries';
import { SellerNoOrders } from '@/features/sellers/SellerNoOrders';
import { isSellerRole } from '@/features/sellers/seller-model';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { ApiError, apiCall } from '@/lib/api';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { readSession } from '@/lib/server/session';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'طلباتي' };

type Props = { searchParams: Promise<SearchParams> };

/**
 * /profile/orders (spec §2; every signed-in role: sellers follow the orders they placed too). Rendered on the server
 * with the page of orders asked for, so the list paints at once; the browser's cache takes over from there.
 */
export default async function OrdersPage({ searchParams }: Props) {
  const page = pageParam((await searchParams).page);
  const list = await readSignedIn(ordersPageHref(page), async (headers) => {
    const { message: _message, ...answer } = await apiCall(
      orders.ordersListRoute,
      { query: { page, limit: ORDERS_PAGE_SIZE } },
      { headers },
    );
    return answer;
  });
  const role = readSession(await cookies()).user?.user_type;
  if (!list.ok) {
    const { error } = list;
    return (
      <StatusPage
        code="!"
        title="تعذر تحميل طلباتك"
        description={error instanceof ApiError && error.message ? error.message : 'حدث خطأ أثناء تحميل طلباتك.'}
      />
    );
  }
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'طلباتي' }]} />
      <PageTitle title="طلباتي" subtitle="تابع حالة طلباتك، وألغِ الطلب ما دام بانتظار التأكيد." />
      <SessionDataBoundary seeds={[[orderKeys.list(page), list.data]]}>
        <OrdersList page={page} empty={isSellerRole(role) ? <SellerNoOrders role={role} /> : undefined} />
      </SessionDataBoundary>
    </Container>
  );
}
