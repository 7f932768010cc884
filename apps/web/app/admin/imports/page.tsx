import { adminImports, adminImportsQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { ImportsTable } from '@/features/admin/catalog/ImportsTable';
import { ImportUpload } from '@/features/admin/catalog/ImportUpload';
import { readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'استيراد المنتجات' };

const BASE = '/admin/imports';

/** /admin/imports: upload a Shopify product export (a dry run first), and the imports made so far. */
export default async function ImportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminImportsQuery, params);
  const imports = await deskRead(withParams(BASE, params), adminImports.adminImportsRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="استيراد المنتجات"
        description="ملف CSV بأعمدة تصدير المنتجات من شوبيفاي: المنتجات الجديدة تُضاف، والموجودة (بنفس Handle) تُحدَّث."
      />
      <div className="space-y-4">
        <ImportUpload />
        <PagedResult base={BASE} params={params} read={imports}>
          {(rows) => <ImportsTable imports={rows} />}
        </PagedResult>
      </div>
    </>
  );
}
