import { adminPartners, partnerStatusLabels, roleLabels, socialPlatformLabels } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { PartnerDecision } from '@/features/admin/partners/PartnerDecision';
import { DeskCard, DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { formatDateTime, nationalMobile } from '@/lib/format';

export const metadata: Metadata = { title: 'طلب شراكة' };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1.5">
      <dt className="w-36 shrink-0 text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * /admin/partners/[id] (admins): one application — who applied (her account, linked), her accounts' links (opened in
 * a new tab, never followed for search engines) or her pharmacy and licence — and, while it is under review, the
 * decision.
 */
export default async function PartnerApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1) notFound();
  const here = `/admin/partners/${id}`;
  const read = await deskRead(here, adminPartners.adminPartnerRoute, { params: { id } });
  if (!read.ok) {
    if (failureCode(read.error) === 'partner.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={here} />;
  }
  const application = read.data.data;
  const role = roleLabels[application.partner_type];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/partners" className="text-brand-700 underline underline-offset-4">
          طلبات الشراكة
        </Link>
      </p>
      <DeskPageHeader
        title={`${application.name} — ${role}`}
        description={`${partnerStatusLabels[application.status]} · قُدّم في ${formatDateTime(application.created_at)}`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <DeskCard title="الطلب">
          <dl className="text-sm">
            <Row term="الاسم">{application.name}</Row>
            <Row term="رقم التواصل">
              <span dir="ltr">{nationalMobile(application.mobile)}</span>
            </Row>
            <Row term="المحافظة">{application.city.name}</Row>
            {application.social_links.map((link) => (
              <Row key={link.platform} term={socialPlatformLabels[link.platform]}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  dir="ltr"
                  className="break-all text-brand-700 underline underline-offset-4"
                >
                  {link.url}
                </a>
              </Row>
            ))}
            {application.followers !== null && (
              <Row term="المتابعون">{application.followers.toLocaleString('en-US')}</Row>
            )}
            {application.pharmacy_name && <Row term="الصيدلية">{application.pharmacy_name}</Row>}
            {application.licence_number && (
              <Row term="رقم الإجازة">
                <span dir="auto">{application.licence_number}</span>
              </Row>
            )}
            {application.note && (
              <Row term="نبذة">
                <span className="whitespace-pre-line">{application.note}</span>
              </Row>
            )}
          </dl>
        </DeskCard>
        <DeskCard title="الحساب">
          <dl className="text-sm">
            <Row term="الحساب">
              <Link href={`/admin/customers/${application.applicant.id}`} className="text-brand-700 hover:underline">
                {application.applicant.name || 'بدون اسم'}
              </Link>
            </Row>
            <Row term="رقم الحساب">
              <span dir="ltr">{nationalMobile(application.applicant.mobile)}</span>
            </Row>
            <Row term="نوع الحساب الآن">{roleLabels[application.applicant.user_type]}</Row>
            {application.decided_at && (
              <Row term="القرار">
                {partnerStatusLabels[application.status]} في {formatDateTime(application.decided_at)}
                {application.decided_by ? ` — ${application.decided_by.name}` : ''}
              </Row>
            )}
            {application.decision_note && (
              <Row term={application.status === 'rejected' ? 'سبب الرفض' : 'ملاحظة'}>
                <span className="whitespace-pre-line">{application.decision_note}</span>
              </Row>
            )}
          </dl>
          {application.status === 'pending' && (
            <div className="mt-4 border-t border-line pt-4">
              <PartnerDecision id={application.id} role={role} />
            </div>
          )}
        </DeskCard>
      </div>
    </>
  );
}
