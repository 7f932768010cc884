import { adminFeedbackQuery, adminPartners } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { FeedbackFilters } from '@/features/admin/partners/PartnerFilters';
import { FeedbackTable } from '@/features/admin/partners/PartnerTables';
import { isFiltered, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'آراء الزبائن' };

const BASE = '/admin/feedback';

/** /admin/feedback: how shoppers rate the store and what they want improved, newest first; mark each handled. */
export default async function FeedbackPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminFeedbackQuery, params);
  const feedback = await deskRead(withParams(BASE, params), adminPartners.adminFeedbackRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="آراء الزبائن"
        description="تقييمات الزبائن للمتجر وما يقترحون تحسينه، من صفحة «ساعدنا». علّم الرأي كمُعالَج بعد الرد أو التحويل لمن يهمه."
      />
      <FeedbackFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={feedback}>
        {(rows) => <FeedbackTable rows={rows} filtered={isFiltered(query)} />}
      </PagedResult>
    </>
  );
}
