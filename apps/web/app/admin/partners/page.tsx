import { adminPartners, adminPartnersQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { PartnerFilters } from '@/features/admin/partners/PartnerFilters';
import { PartnersTable } from '@/features/admin/partners/PartnerTables';
import { isFiltered, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'طلبات الشراكة' };

const BASE = '/admin/partners';

/** /admin/partners (admins): applications to sell as an influencer or a pharmacist, newest first, by status and kind. */
export default async function PartnersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminPartnersQuery, params);
  const applications = await deskRead(withParams(BASE, params), adminPartners.adminPartnersRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="طلبات الشراكة"
        description="مؤثرون وصيدليات يطلبون البيع عبر المتجر. افتح الطلب لترى الروابط والإجازة، ثم اقبله أو ارفضه مع السبب."
      />
      <PartnerFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={applications}>
        {(rows) => <PartnersTable rows={rows} filtered={isFiltered(query)} />}
      </PagedResult>
    </>
  );
}
