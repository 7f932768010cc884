import { adminCustomers, adminCustomersQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { CustomerFilters } from '@/features/admin/customers/CustomerFilters';
import { CustomersTable } from '@/features/admin/customers/CustomersTable';
import { readListQuery } from '@/features/admin/table/list-query';
import { TableFooter } from '@/features/admin/table/TableFooter';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { ReadFailed } from '@/features/admin/ui/ReadFailed';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'الزبائن' };

const BASE = '/admin/customers';

/** /admin/customers: the shop's shoppers, searched by name or mobile, filtered, sorted and paged by the server. */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminCustomersQuery, params);
  const customers = await deskRead(withParams(BASE, params), adminCustomers.adminCustomersRoute, { query });
  const filtered = query.q !== undefined || query.type !== undefined || query.blocked !== undefined;
  return (
    <>
      <DeskPageHeader
        title="الزبائن"
        description="ابحث بالاسم أو برقم الهاتف بأي صيغة يكتبها الزبون، ثم افتح الحساب لمحفظته وطلباته وإيقافه."
      />
      <CustomerFilters action={BASE} query={query} />
      {customers.ok ? (
        <>
          <CustomersTable
            customers={customers.data.data}
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
            page={customers.data.page}
            limit={customers.data.limit}
            total={customers.data.total}
            totalPages={customers.data.total_pages}
            capped={customers.data.total_capped}
          />
        </>
      ) : (
        <ReadFailed error={customers.error} retryHref={withParams(BASE, params)} />
      )}
      <TableKeys />
    </>
  );
}
