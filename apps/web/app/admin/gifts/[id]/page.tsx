import { adminPromotions } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { ActiveToggle } from '@/features/admin/promotions/ActiveToggle';
import { GiftProgramForm } from '@/features/admin/promotions/GiftProgramForm';
import { StateBadge } from '@/features/admin/promotions/promotion-model';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { orderIdParam } from '@/features/orders/order-model';

export const metadata: Metadata = { title: 'برنامج هدايا' };

/** /admin/gifts/[id]: one program to change or switch off (programs are few: read from the list). */
export default async function GiftProgramPage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/gifts/${id}`;
  const read = await deskRead(path, adminPromotions.adminGiftProgramsRoute);
  if (!read.ok) return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  const program = read.data.data.find((candidate) => candidate.id === id);
  if (!program) notFound();
  return (
    <>
      <DeskPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {program.name}
            <StateBadge state={program.state} />
          </span>
        }
        description={`أخذت هداياه ${program.orders_count} طلبات`}
        actions={
          <>
            <ActiveToggle kind="gift" id={program.id} active={program.active} name={program.name} />
            <Link href="/admin/gifts" prefetch={false} className={deskButton.secondary}>
              كل البرامج
            </Link>
          </>
        }
      />
      <GiftProgramForm key={program.id} program={program} />
    </>
  );
}
