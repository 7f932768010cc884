import { adminReviews, adminReviewsQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { ReviewFilters } from '@/features/admin/reviews/ReviewFilters';
import { ReviewsTable } from '@/features/admin/reviews/ReviewTables';
import { isFiltered, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'التقييمات' };

const BASE = '/admin/reviews';

/** /admin/reviews: every review, newest first, hidden ones too; hide one from the product page or show it again. */
export default async function ReviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminReviewsQuery, params);
  const reviews = await deskRead(withParams(BASE, params), adminReviews.adminReviewsRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="التقييمات"
        description="أحدث التقييمات أولاً. أخفِ ما لا يصلح للنشر فيختفي من صفحة المنتج ومن متوسط تقييمه فوراً."
      />
      <ReviewFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={reviews}>
        {(rows) => <ReviewsTable reviews={rows} filtered={isFiltered(query)} />}
      </PagedResult>
    </>
  );
}
