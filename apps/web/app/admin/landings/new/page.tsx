import type { Metadata } from 'next';
import Link from 'next/link';
import { LandingForm } from '@/features/admin/content/LandingForm';
import { collectionOptions } from '@/features/admin/store-settings/collection-options';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';

export const metadata: Metadata = { title: 'حملة جديدة' };

export default async function NewLandingPage() {
  return (
    <>
      <DeskPageHeader
        title="حملة جديدة"
        actions={
          <Link href="/admin/landings" prefetch={false} className={deskButton.secondary}>
            كل الحملات
          </Link>
        }
      />
      <LandingForm landing={null} collections={await collectionOptions()} />
    </>
  );
}
