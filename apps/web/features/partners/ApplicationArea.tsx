'use client';

import type { PartnerApplication } from '@wb/contract';
import { partnerStatusLabels, socialPlatformLabels } from '@wb/contract/partner-labels';
import { roleLabels, sellerHome } from '@wb/contract/roles';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/form';
import { NotYetRead } from '@/features/session-data/NotYetRead';
import { SessionDataProvider } from '@/features/session-data/SessionDataProvider';
import { formatDate, nationalMobile } from '@/lib/format';
import type { CityOption } from '../addresses/AddressForm';
import { PartnerForm } from './PartnerForm';
import { useMyApplications, useWithdrawApplication } from './use-partners';

/** A signed-in customer's part of /partner: her latest application's status, or the form. */
export default function ApplicationArea(props: { cities: CityOption[]; userName: string }) {
  return (
    <SessionDataProvider>
      <Area {...props} />
    </SessionDataProvider>
  );
}

function Area({ cities, userName }: { cities: CityOption[]; userName: string }) {
  const { data, error, refetch, isFetching } = useMyApplications();
  const [applyingAgain, setApplyingAgain] = useState(false);
  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  const latest = data[0];
  const open = latest && latest.status !== 'withdrawn' && !(latest.status === 'rejected' && applyingAgain);
  if (latest && open) return <ApplicationStatus application={latest} onApplyAgain={() => setApplyingAgain(true)} />;
  return <PartnerForm cities={cities} userName={userName} onApplied={() => setApplyingAgain(false)} />;
}

const tone: Record<PartnerApplication['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  withdrawn: 'bg-canvas text-muted',
};

function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: PartnerApplication;
  onApplyAgain: () => void;
}) {
  const withdraw = useWithdrawApplication(application.id);
  const role = roleLabels[application.partner_type];
  return (
    <section
      aria-labelledby="partner-status"
      className="space-y-4 rounded-card bg-white p-5 ring-1 ring-line md:p-6"
      data-testid="partner-status"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="partner-status" className="text-lg font-bold text-ink">
          طلب انضمامك ك{role}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${tone[application.status]}`}>
          {partnerStatusLabels[application.status]}
        </span>
      </div>
      {application.status === 'pending' && (
        <p className="text-sm leading-7 text-muted">
          وصلنا طلبك في {formatDate(application.created_at)}. نراجعه خلال ثلاثة أيام عمل، وتصلك النتيجة برسالة نصية وفي
          إشعاراتك.
        </p>
      )}
      {application.status === 'approved' && (
        <div className="space-y-3 text-sm leading-7 text-ink">
          <p>مبروك! أصبح حسابك حساب {role}. ابدأ بإنشاء سلة لأول زبون لك.</p>
          {/* A full page load: the server asks for a fresh session that carries the new role. */}
          <a href={sellerHome[application.partner_type]} className={buttonStyles.primary}>
            افتح مساحة البائعين
          </a>
        </div>
      )}
      {application.status === 'rejected' && (
        <div className="space-y-3 text-sm leading-7 text-ink">
          <p>نعتذر، لم نتمكن من قبول طلبك هذه المرة.</p>
          {application.decision_note && (
            <p className="whitespace-pre-line break-words rounded-xl bg-canvas p-3">
              <span className="font-bold">السبب: </span>
              {application.decision_note}
            </p>
          )}
          <button type="button" className={buttonStyles.secondary} onClick={onApplyAgain}>
            تقديم طلب جديد
          </button>
        </div>
      )}
      <dl className="grid gap-x-6 gap-y-2 border-t border-line pt-4 text-sm sm:grid-cols-2">
        <Detail term="الاسم">{application.name}</Detail>
        <Detail term="رقم التواصل">
          <span dir="ltr">{nationalMobile(application.mobile)}</span>
        </Detail>
        <Detail term="المحافظة">{application.city.name}</Detail>
        {application.pharmacy_name && <Detail term="الصيدلية">{application.pharmacy_name}</Detail>}
        {application.social_links.map((link) => (
          <Detail key={link.platform} term={socialPlatformLabels[link.platform]}>
            <span dir="ltr" className="break-all">
              {link.url}
            </span>
          </Detail>
        ))}
      </dl>
      {application.status === 'pending' && (
        <button
          type="button"
          className={buttonStyles.link}
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          سحب الطلب
        </button>
      )}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-muted">{term}:</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}
