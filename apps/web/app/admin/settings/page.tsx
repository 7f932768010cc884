import { adminSettings } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deskRead } from '@/features/admin/api/desk-read';
import { SettingsForm } from '@/features/admin/store-settings/SettingsForm';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { ReadFailed } from '@/features/admin/ui/ReadFailed';

export const metadata: Metadata = { title: 'الإعدادات' };

/** /admin/settings: the store's global settings; delivery figures are on /admin/delivery. */
export default async function SettingsPage() {
  const settings = await deskRead('/admin/settings', adminSettings.adminSettingsRoute);
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
        <ReadFailed error={settings.error} retryHref="/admin/settings" />
      )}
    </>
  );
}
