import { adminRequestsQuery, adminReviews } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { RequestFilters } from '@/features/admin/reviews/ReviewFilters';
import { RequestsTable } from '@/features/admin/reviews/ReviewTables';
import { isFiltered, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'طلبات المنتجات' };

const BASE = '/admin/requests';

/** /admin/requests: products shoppers asked for, by status: review, decline, or mark added (the shopper is told). */
export default async function ProductRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminRequestsQuery, params);
  const requests = await deskRead(withParams(BASE, params), adminReviews.adminRequestsRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="طلبات المنتجات"
        description="منتجات طلبها الزبائن ولا يبيعها المتجر بعد. عند إضافة المنتج اربط رقمه بالطلب فيصل لصاحبه إشعار برابطه."
      />
      <RequestFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={requests}>
        {(rows) => <RequestsTable requests={rows} filtered={isFiltered(query)} />}
      </PagedResult>
    </>
  );
}
