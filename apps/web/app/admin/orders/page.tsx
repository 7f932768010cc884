import { adminOrdersQuery, admin as adminRoutes } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { OrderFilters } from '@/features/admin/orders/OrderFilters';
import { OrdersTable } from '@/features/admin/orders/OrdersTable';
import { isFiltered, listSorting, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
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
      <PagedResult base={BASE} params={params} read={orders}>
        {(rows) => (
          <OrdersTable
            orders={rows}
            filtered={isFiltered(query)}
            sorting={listSorting(BASE, params, query, 'created_at')}
          />
        )}
      </PagedResult>
      <TableKeys />
    </>
  );
}
