import { adminSettings, referrals } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { ReferralTermsForm } from '@/features/admin/store-settings/ReferralTermsForm';
import { SettingsForm } from '@/features/admin/store-settings/SettingsForm';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'الإعدادات' };

/** /admin/settings: the store's global settings; delivery figures are on /admin/delivery. */
export default async function SettingsPage() {
  const [settings, referralTerms] = await Promise.all([
    deskRead('/admin/settings', adminSettings.adminSettingsRoute),
    deskRead('/admin/settings', referrals.adminReferralTermsRoute),
  ]);
  return (
    <>
      <DeskPageHeader
        title="الإعدادات"
        description={
          <>
            ما يقرؤه المتجر في رأس الصفحة وأسفلها وعند إتمام الطلب. أجور التوصيل وحد التوصيل المجاني في{' '}
            <Link href="/admin/delivery" prefetch={false} className="font-bold text-brand-700 underline">
              صفحة التوصيل
            </Link>
            .
          </>
        }
      />
      {settings.ok ? (
        <SettingsForm settings={settings.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={settings.error} retryHref="/admin/settings" />
      )}
      <div className="mt-6">
        {referralTerms.ok ? (
          <ReferralTermsForm terms={referralTerms.data.data} />
        ) : (
          <ReadFailed {...deskReadFailure} error={referralTerms.error} retryHref="/admin/settings" />
        )}
      </div>
    </>
  );
}
