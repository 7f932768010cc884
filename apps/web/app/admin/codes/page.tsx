import { adminCodesQuery, adminPromotions } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deskRead } from '@/features/admin/api/desk-read';
import { CodeFilters, CodesTable } from '@/features/admin/promotions/CodesTable';
import { readListQuery } from '@/features/admin/table/list-query';
import { TableFooter } from '@/features/admin/table/TableFooter';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { ReadFailed } from '@/features/admin/ui/ReadFailed';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'أكواد الخصم' };

const BASE = '/admin/codes';

/** /admin/codes: every discount code with its usage, searched, filtered by state, sorted and paged by the server. */
export default async function CodesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminCodesQuery, params);
  const codes = await deskRead(withParams(BASE, params), adminPromotions.adminCodesRoute, { query });
  const filtered = Boolean(query.q || query.status);
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
      {codes.ok ? (
        <>
          <CodesTable
            codes={codes.data.data}
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
            page={codes.data.page}
            limit={codes.data.limit}
            total={codes.data.total}
            totalPages={codes.data.total_pages}
          />
        </>
      ) : (
        <ReadFailed error={codes.error} retryHref={withParams(BASE, params)} />
      )}
      <TableKeys />
    </>
  );
}
