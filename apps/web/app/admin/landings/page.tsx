import { adminContent } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { LandingsTable } from '@/features/admin/content/LandingsTable';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'صفحات الحملات' };

/** /admin/landings: every campaign page (/landing/…), live or not. */
export default async function LandingsPage() {
  const landings = await deskRead('/admin/landings', adminContent.adminLandingsRoute);
  return (
    <>
      <DeskPageHeader
        title="صفحات الحملات"
        description="صفحة لكل حملة: واجهة ومجموعة منتجات وكود خصم، تظهر للزبائن خلال مدتها."
        actions={
          <Link href="/admin/landings/new" prefetch={false} className={deskButton.primary}>
            حملة جديدة
          </Link>
        }
      />
      {landings.ok ? (
        <LandingsTable landings={landings.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={landings.error} retryHref="/admin/landings" />
      )}
    </>
  );
}
