import type { AuditEntryView } from '@wb/contract';
import Link from 'next/link';
import { formatDateTime, nationalMobile } from '@/lib/format';
import { type Column, DataTable } from '../table/DataTable';
import { actionLabels, changesOf, entityHref, entityLabels } from './audit-model';

const columns: readonly Column<AuditEntryView>[] = [
  {
    key: 'at',
    header: 'الوقت',
    cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.created_at)}</span>,
  },
  {
    key: 'actor',
    header: 'من',
    cell: (entry) =>
      entry.actor ? (
        <div>
          <p>{entry.actor.name}</p>
          {entry.actor.mobile ? (
            <p className="text-xs text-muted" dir="ltr">
              {nationalMobile(entry.actor.mobile)}
            </p>
          ) : null}
        </div>
      ) : (
        <span className="text-muted">حساب محذوف</span>
      ),
  },
  { key: 'action', header: 'العملية', cell: (entry) => actionLabels[entry.action] ?? entry.action },
  {
    key: 'record',
    header: 'السجل',
    cell: (entry) => {
      const label = `${entityLabels[entry.entity_type] ?? entry.entity_type} ${entry.entity_id}`;
      const href = entityHref(entry.entity_type, entry.entity_id);
      return href ? (
        <Link href={href} prefetch={false} className="text-brand-700 underline underline-offset-4">
          {label}
        </Link>
      ) : (
        label
      );
    },
  },
  {
    key: 'change',
    header: 'التغيير',
    cell: (entry) => (
      <ul className="flex flex-col gap-0.5 text-xs leading-6">
        {changesOf(entry.before, entry.after).map((change) => (
          <li key={change.field}>
            <span className="font-bold">{change.label}:</span> <bdi>{change.before}</bdi> ← <bdi>{change.after}</bdi>
          </li>
        ))}
      </ul>
    ),
  },
];

/** The audit log as a desk table, newest first. */
export function AuditTable({ entries, filtered }: { entries: readonly AuditEntryView[]; filtered: boolean }) {
  return (
    <DataTable
      caption="سجل العمليات"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={filtered ? 'لا توجد عمليات تطابق هذه التصفية.' : 'لا توجد عمليات بعد.'}
    />
  );
}
