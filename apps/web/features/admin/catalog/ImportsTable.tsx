import type { CatalogueImportSummary } from '@wb/contract';
import { formatDateTime } from '@/lib/format';
import { type Column, DataTable, RowLink } from '../table/DataTable';
import { importStatusLabels } from './labels';

const columns: readonly Column<CatalogueImportSummary>[] = [
  {
    key: 'file',
    header: 'الملف',
    cell: (item) => <RowLink href={`/admin/imports/${item.id}`}>{item.file_name}</RowLink>,
  },
  { key: 'kind', header: 'النوع', cell: (item) => (item.dry_run ? 'تجربة' : 'تطبيق') },
  { key: 'status', header: 'الحالة', cell: (item) => importStatusLabels[item.status] },
  {
    key: 'progress',
    header: 'الصفوف',
    numeric: true,
    cell: (item) => (
      <bdi dir="ltr">
        {item.processed_rows}/{item.total_rows}
      </bdi>
    ),
  },
  { key: 'created', header: 'جديدة', numeric: true, cell: (item) => item.created_products },
  { key: 'updated', header: 'محدّثة', numeric: true, cell: (item) => item.updated_products },
  { key: 'rejected', header: 'مرفوضة', numeric: true, cell: (item) => item.rejected_count },
  { key: 'by', header: 'بواسطة', cell: (item) => item.actor?.name ?? '—' },
  {
    key: 'at',
    header: 'الوقت',
    cell: (item) => <span className="whitespace-nowrap text-xs">{formatDateTime(item.created_at)}</span>,
  },
];

export function ImportsTable({ imports }: { imports: readonly CatalogueImportSummary[] }) {
  return (
    <DataTable
      caption="عمليات الاستيراد"
      columns={columns}
      rows={imports}
      rowKey={(item) => item.id}
      empty="لم يُستورد أي ملف بعد."
    />
  );
}
