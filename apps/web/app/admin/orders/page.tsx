import { adminOrdersQuery, admin as adminRoutes } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { OrderFilters } from '@/features/admin/orders/OrderFilters';
import { OrdersTable } from '@/features/admin/orders/OrdersTable';
import { readListQuery } from '@/features/admin/table/list-query';
import { TableFooter } from '@/features/admin/table/TableFooter';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { ReadFailed } from '@/features/admin/ui/ReadFailed';
import { API_BASE_PATH, toQueryString } from '@/lib/api';
import { type SearchParams, withParams } from '@/lib/search-params';
import { getCities } from '@/lib/server/catalog';

export const metadata: Metadata = { title: 'الطلبات' };

const BASE = '/admin/orders';

/**
 * /admin/orders: every order, filtered, searched, sorted and paged by the server, all of it in the URL. The CSV
 * export downloads the same filtered list (every page) from GET /api/v2/admin/orders/export.
 */
export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminOrdersQuery, params);
  const [orders, cities] = await Promise.all([
    deskRead(withParams(BASE, params), adminRoutes.adminOrdersRoute, { query }),
    getCities().catch(() => []),
  ]);
  const { page: _page, limit: _limit, ...filters } = query;
  const filtered = Object.keys(filters).some((key) => key !== 'sort' && key !== 'direction');
  return (
    <>
      <DeskPageHeader
        title="الطلبات"
        description="ابحث وصفِّ ورتّب؛ كل ذلك يُحفظ في الرابط."
        actions={
          <a
            href={`${API_BASE_PATH}/admin/orders/export${toQueryString(filters)}`}
            download
            className={deskButton.secondary}
          >
            تصدير CSV
          </a>
        }
      />
      <OrderFilters action={BASE} query={query} cities={cities} />
      {orders.ok ? (
        <>
          <OrdersTable
            orders={orders.data.data}
            filtered={filtered}
            sorting={{
              base: BASE,
              params,
              current: { by: query.sort ?? 'created_at', direction: query.direction ?? 'desc' },
            }}
          />
          <TableFooter
            base={BASE}
            params={params}
            page={orders.data.page}
            limit={orders.data.limit}
            total={orders.data.total}
            totalPages={orders.data.total_pages}
            capped={orders.data.total_capped}
          />
        </>
      ) : (
        <ReadFailed error={orders.error} retryHref={withParams(BASE, params)} />
      )}
      <TableKeys />
    </>
  );
}
