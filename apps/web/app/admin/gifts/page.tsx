import { adminPromotions } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { GiftProgramsTable } from '@/features/admin/promotions/GiftProgramsTable';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'برامج الهدايا' };

/** /admin/gifts: every gift program, running or not, in the order shoppers see them. */
export default async function GiftProgramsPage() {
  const programs = await deskRead('/admin/gifts', adminPromotions.adminGiftProgramsRoute);
  return (
    <>
      <DeskPageHeader
        title="برامج الهدايا"
        description="الزبون الذي تبلغ سلته حد البرنامج يختار هداياه مجاناً. «طلبات»: الطلبات غير الملغاة التي أخذت هدية منه."
        actions={
          <Link href="/admin/gifts/new" prefetch={false} className={deskButton.primary}>
            برنامج جديد
          </Link>
        }
      />
      {programs.ok ? (
        <GiftProgramsTable programs={programs.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={programs.error} retryHref="/admin/gifts" />
      )}
    </>
  );
}
