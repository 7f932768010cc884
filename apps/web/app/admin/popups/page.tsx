import { adminSettings } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { PopupsTable } from '@/features/admin/store-settings/PopupsTable';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'النوافذ المنبثقة' };

/** /admin/popups: every marketing popup, shown or not. */
export default async function PopupsPage() {
  const popups = await deskRead('/admin/popups', adminSettings.adminPopupsRoute);
  return (
    <>
      <DeskPageHeader
        title="النوافذ المنبثقة"
        description="تظهر في صفحاتها للزوار والزبائن؛ المتجر يعرض التغيير خلال دقيقة."
        actions={
          <Link href="/admin/popups/new" prefetch={false} className={deskButton.primary}>
            نافذة جديدة
          </Link>
        }
      />
      {popups.ok ? (
        <PopupsTable popups={popups.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={popups.error} retryHref="/admin/popups" />
      )}
    </>
  );
}
