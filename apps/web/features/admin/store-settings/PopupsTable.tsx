import type { AdminPopup } from '@wb/contract';
import { type Column, DataTable, RowLink } from '../table/DataTable';
import { popupPageNames, timingText } from './popup-labels';

const columns: readonly Column<AdminPopup>[] = [
  {
    key: 'title',
    header: 'النافذة',
    cell: (popup) => (
      <div>
        <RowLink href={`/admin/popups/${popup.id}`}>{popup.title}</RowLink>
        <p className="text-xs text-muted">{popup.content_type === 'image' ? 'صورة' : 'نص'}</p>
      </div>
    ),
  },
  {
    key: 'pages',
    header: 'الصفحات',
    cell: (popup) => <span className="text-xs">{popup.pages.map((page) => popupPageNames[page]).join('، ')}</span>,
  },
  { key: 'timing', header: 'التوقيت', cell: (popup) => <span className="text-xs">{timingText(popup)}</span> },
  {
    key: 'status',
    header: 'الحالة',
    cell: (popup) => (
      <span
        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${
          popup.status ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-canvas text-muted ring-line'
        }`}
      >
        {popup.status ? 'مفعّلة' : 'متوقفة'}
      </span>
    ),
  },
];

/** Every popup, newest first; a row opens its form and preview. */
export function PopupsTable({ popups }: { popups: readonly AdminPopup[] }) {
  return (
    <DataTable
      caption="النوافذ المنبثقة"
      columns={columns}
      rows={popups}
      rowKey={(popup) => popup.id}
      empty="لا توجد نوافذ منبثقة بعد."
    />
  );
}
