import type { Metadata } from 'next';
import Link from 'next/link';
import { collectionOptions } from '@/features/admin/store-settings/collection-options';
import { PopupForm } from '@/features/admin/store-settings/PopupForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';

export const metadata: Metadata = { title: 'نافذة منبثقة جديدة' };

export default async function NewPopupPage() {
  return (
    <>
      <DeskPageHeader
        title="نافذة منبثقة جديدة"
        actions={
          <Link href="/admin/popups" prefetch={false} className={deskButton.secondary}>
            كل النوافذ
          </Link>
        }
      />
      <PopupForm popup={null} collections={await collectionOptions()} />
    </>
  );
}
