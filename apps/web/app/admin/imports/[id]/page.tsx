import { adminImports, type CatalogueImport } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { ImportProgress } from '@/features/admin/catalog/ImportProgress';
import { importStatusLabels } from '@/features/admin/catalog/labels';
import { type Column, DataTable } from '@/features/admin/table/DataTable';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { formatDateTime } from '@/lib/format';
import { intParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'تقرير الاستيراد' };

type Rejection = CatalogueImport['rejected'][number];

const columns: readonly Column<Rejection>[] = [
  { key: 'line', header: 'السطر', numeric: true, cell: (row) => (row.line > 0 ? row.line : '—') },
  { key: 'handle', header: 'Handle', cell: (row) => <bdi dir="ltr">{row.handle ?? ''}</bdi> },
  { key: 'reason', header: 'السبب', cell: (row) => row.reason },
];

function Count({ label, value, tone = '' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`text-2xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}

/** /admin/imports/[id]: one import's progress (followed while it runs), its counts, and the rows it rejected. */
export default async function ImportPage({ params }: { params: Promise<{ id: string }> }) {
  const id = intParam((await params).id);
  if (id === undefined) notFound();
  const path = `/admin/imports/${id}`;
  const read = await deskRead(path, adminImports.adminImportRoute, { params: { id } });
  if (!read.ok) {
    if (failureCode(read.error) === 'import.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const item = read.data.data;
  const would = item.dry_run ? ' (تجربة: لم يُحفظ شيء)' : '';
  return (
    <>
      <DeskPageHeader
        title={`${item.dry_run ? 'تجربة استيراد' : 'استيراد'}: ${item.file_name}`}
        description={`${importStatusLabels[item.status]}${would} · ${formatDateTime(item.created_at)}${item.actor?.name ? ` · ${item.actor.name}` : ''}`}
        actions={
          <Link href="/admin/imports" className={deskButton.secondary}>
            كل عمليات الاستيراد
          </Link>
        }
      />
      <div className="space-y-4">
        <section aria-label="التقدم" className="rounded-xl border border-line bg-white p-4">
          <ImportProgress
            id={item.id}
            status={item.status}
            processed={item.processed_rows}
            total={item.total_rows}
            canApply={item.dry_run && item.status === 'done'}
          />
        </section>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Count
            label={item.dry_run ? 'منتجات ستُضاف' : 'منتجات أضيفت'}
            value={item.created_products}
            tone="text-emerald-700"
          />
          <Count label={item.dry_run ? 'منتجات ستُحدَّث' : 'منتجات حُدِّثت'} value={item.updated_products} />
          <Count label="صفوف مرفوضة" value={item.rejected_count} tone={item.rejected_count ? 'text-red-700' : ''} />
          <Count label="كل الصفوف" value={item.total_rows} />
        </dl>
        <div className="space-y-2">
          <h2 className="text-base font-bold">الصفوف المرفوضة وأسبابها</h2>
          <DataTable
            caption="الصفوف المرفوضة"
            columns={columns}
            rows={item.rejected}
            rowKey={(row) => `${row.line}-${row.reason}`}
            empty={item.status === 'done' ? 'لم يُرفض أي صف.' : 'لا صفوف مرفوضة حتى الآن.'}
          />
        </div>
      </div>
    </>
  );
}
