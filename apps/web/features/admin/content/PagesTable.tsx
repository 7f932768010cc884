import type { AdminContentPage } from '@wb/contract';
import { formatDateTime } from '@/lib/format';
import { type Column, DataTable, RowLink } from '../table/DataTable';

const columns: readonly Column<AdminContentPage>[] = [
  {
    key: 'title',
    header: 'الصفحة',
    cell: (page) => <RowLink href={`/admin/content-pages/${page.id}`}>{page.title}</RowLink>,
  },
  {
    key: 'path',
    header: 'عنوانها في المتجر',
    cell: (page) => (
      <bdi className="text-xs" dir="ltr">
        {page.path}
      </bdi>
    ),
  },
  {
    key: 'summary',
    header: 'الملخص',
    cell: (page) => <span className="line-clamp-2 max-w-md text-xs text-muted">{page.body_summary || '—'}</span>,
  },
  {
    key: 'updated_at',
    header: 'آخر تعديل',
    cell: (page) => <span className="text-xs whitespace-nowrap">{formatDateTime(page.updated_at)}</span>,
  },
];

/** The store's fixed content pages, in the store's order. */
export function PagesTable({ pages }: { pages: readonly AdminContentPage[] }) {
  return (
    <DataTable
      caption="صفحات المتجر"
      columns={columns}
      rows={pages}
      rowKey={(page) => page.id}
      empty="لا توجد صفحات."
    />
  );
}
