import { adminCodesQuery, adminPromotions } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deskRead } from '@/features/admin/api/desk-read';
import { CodeFilters, CodesTable } from '@/features/admin/promotions/CodesTable';
import { isFiltered, listSorting, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'أكواد الخصم' };

const BASE = '/admin/codes';

/** /admin/codes: every discount code with its usage, searched, filtered by state, sorted and paged by the server. */
export default async function CodesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminCodesQuery, params);
  const codes = await deskRead(withParams(BASE, params), adminPromotions.adminCodesRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="أكواد الخصم"
        description="الاستخدام هو الطلبات غير الملغاة التي استخدمت الكود، وتحته ما خصمه منها."
        actions={
          <Link href="/admin/codes/new" prefetch={false} className={deskButton.primary}>
            كود جديد
          </Link>
        }
      />
      <CodeFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={codes}>
        {(rows) => (
          <CodesTable
            codes={rows}
            filtered={isFiltered(query)}
            sorting={listSorting(BASE, params, query, 'created_at')}
          />
        )}
      </PagedResult>
      <TableKeys />
    </>
  );
}
