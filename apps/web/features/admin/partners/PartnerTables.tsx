import type { AdminPartnerApplication, AdminStoreFeedback } from '@wb/contract';
import { feedbackTopicLabels, partnerStatusLabels, roleLabels } from '@wb/contract';
import Link from 'next/link';
import { formatDate, nationalMobile } from '@/lib/format';
import { type Column, DataTable, RowLink } from '../table/DataTable';
import { HandledButton } from './HandledButton';

const statusTone: Record<AdminPartnerApplication['status'], string> = {
  pending: 'text-amber-800',
  approved: 'text-emerald-700',
  rejected: 'text-red-700',
  withdrawn: 'text-muted',
};

const partnerColumns: readonly Column<AdminPartnerApplication>[] = [
  {
    key: 'name',
    header: 'مقدّم الطلب',
    cell: (application) => (
      <div>
        <RowLink href={`/admin/partners/${application.id}`}>{application.name}</RowLink>
        {application.pharmacy_name && <p className="text-xs text-muted">{application.pharmacy_name}</p>}
      </div>
    ),
  },
  { key: 'type', header: 'النوع', cell: (application) => roleLabels[application.partner_type] },
  { key: 'city', header: 'المحافظة', cell: (application) => application.city.name },
  {
    key: 'mobile',
    header: 'رقم التواصل',
    cell: (application) => <span dir="ltr">{nationalMobile(application.mobile)}</span>,
  },
  {
    key: 'created_at',
    header: 'التاريخ',
    cell: (application) => <span className="whitespace-nowrap">{formatDate(application.created_at)}</span>,
  },
  {
    key: 'status',
    header: 'الحالة',
    cell: (application) => (
      <span className={`font-bold ${statusTone[application.status]}`}>{partnerStatusLabels[application.status]}</span>
    ),
  },
];

export function PartnersTable({ rows, filtered }: { rows: readonly AdminPartnerApplication[]; filtered: boolean }) {
  return (
    <DataTable
      caption="طلبات الشراكة"
      columns={partnerColumns}
      rows={rows}
      rowKey={(application) => application.id}
      empty={filtered ? 'لا توجد طلبات تطابق هذه التصفية.' : 'لا توجد طلبات شراكة بعد.'}
    />
  );
}

const feedbackColumns: readonly Column<AdminStoreFeedback>[] = [
  { key: 'rating', header: 'النجوم', numeric: true, cell: (feedback) => `${feedback.rating} / 5` },
  {
    key: 'comment',
    header: 'ما الذي نحسّنه',
    // Text nodes only: what the shopper typed is shown as typed.
    cell: (feedback) => (
      <div className="max-w-md">
        {feedback.topic && <p className="text-xs font-bold text-muted">{feedbackTopicLabels[feedback.topic]}</p>}
        <p className="whitespace-pre-line break-words">{feedback.comment ?? '—'}</p>
      </div>
    ),
  },
  {
    key: 'author',
    header: 'من',
    cell: (feedback) => (
      <div>
        <Link prefetch={false} href={`/admin/customers/${feedback.author.id}`} className="hover:underline">
          {feedback.author.name || 'بدون اسم'}
        </Link>
        <p className="text-xs text-muted">{roleLabels[feedback.author.user_type]}</p>
      </div>
    ),
  },
  {
    key: 'created_at',
    header: 'التاريخ',
    cell: (feedback) => <span className="whitespace-nowrap">{formatDate(feedback.created_at)}</span>,
  },
  {
    key: 'handled',
    header: 'المعالجة',
    cell: (feedback) =>
      feedback.handled_at ? (
        <span className="text-emerald-700">معالَج{feedback.handled_by ? ` (${feedback.handled_by.name})` : ''}</span>
      ) : (
        <HandledButton id={feedback.id} />
      ),
  },
];

export function FeedbackTable({ rows, filtered }: { rows: readonly AdminStoreFeedback[]; filtered: boolean }) {
  return (
    <DataTable
      caption="آراء الزبائن"
      columns={feedbackColumns}
      rows={rows}
      rowKey={(feedback) => feedback.id}
      empty={filtered ? 'لا توجد آراء بهذه الحالة.' : 'لا توجد آراء بعد.'}
    />
  );
}
