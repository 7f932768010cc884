import type { Metadata } from 'next';
import Link from 'next/link';
import { GiftProgramForm } from '@/features/admin/promotions/GiftProgramForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';

export const metadata: Metadata = { title: 'برنامج هدايا جديد' };

export default function NewGiftProgramPage() {
  return (
    <>
      <DeskPageHeader
        title="برنامج هدايا جديد"
        actions={
          <Link href="/admin/gifts" prefetch={false} className={deskButton.secondary}>
            كل البرامج
          </Link>
        }
      />
      <GiftProgramForm program={null} />
    </>
  );
}
