import { adminCustomers, adminCustomersQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { CustomerFilters } from '@/features/admin/customers/CustomerFilters';
import { CustomersTable } from '@/features/admin/customers/CustomersTable';
import { isFiltered, listSorting, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'الزبائن' };

const BASE = '/admin/customers';

/** /admin/customers: the shop's shoppers, searched by name or mobile, filtered, sorted and paged by the server. */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminCustomersQuery, params);
  const customers = await deskRead(withParams(BASE, params), adminCustomers.adminCustomersRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="الزبائن"
        description="ابحث بالاسم أو برقم الهاتف بأي صيغة يكتبها الزبون، ثم افتح الحساب لمحفظته وطلباته وإيقافه."
      />
      <CustomerFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={customers}>
        {(rows) => (
          <CustomersTable
            customers={rows}
            filtered={isFiltered(query)}
            sorting={listSorting(BASE, params, query, 'created_at')}
          />
        )}
      </PagedResult>
      <TableKeys />
    </>
  );
}
