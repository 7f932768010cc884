import { adminContent } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { PagesTable } from '@/features/admin/content/PagesTable';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'صفحات المتجر' };

/** /admin/content-pages: the store's fixed pages (about, policies, the guarantee …), edited here. */
export default async function ContentPagesPage() {
  const pages = await deskRead('/admin/content-pages', adminContent.adminContentPagesRoute);
  return (
    <>
      <DeskPageHeader
        title="صفحات المتجر"
        description="صفحات ثابتة العناوين: يُعدّل نصها هنا ويظهر في المتجر فور الحفظ."
      />
      {pages.ok ? (
        <PagesTable pages={pages.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={pages.error} retryHref="/admin/content-pages" />
      )}
    </>
  );
}
