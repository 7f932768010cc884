import { adminStaff, auditQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { AuditFilters } from '@/features/admin/audit/AuditFilters';
import { AuditTable } from '@/features/admin/audit/AuditTable';
import { isFiltered, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'سجل العمليات' };

const BASE = '/admin/audit';

/** /admin/audit (admins): every staff write — who, what, on which record, before and after — newest first. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(auditQuery, params);
  const here = withParams(BASE, params);
  const [entries, staff] = await Promise.all([
    deskRead(here, adminStaff.adminAuditRoute, { query }),
    deskRead(here, adminStaff.adminStaffRoute, { query: { limit: 100 } }),
  ]);
  return (
    <>
      <DeskPageHeader title="سجل العمليات" description="كل ما غيّره الفريق: من، ماذا، على أي سجل، وقبل وبعد." />
      <AuditFilters action={BASE} query={query} staff={staff.ok ? staff.data.data : []} />
      <PagedResult base={BASE} params={params} read={entries}>
        {(rows) => <AuditTable entries={rows} filtered={isFiltered(query)} />}
      </PagedResult>
    </>
  );
}
