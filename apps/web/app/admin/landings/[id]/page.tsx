import { adminContent } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { LandingForm } from '@/features/admin/content/LandingForm';
import { LandingStateBadge } from '@/features/admin/content/labels';
import { collectionOptions } from '@/features/admin/store-settings/collection-options';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { orderIdParam } from '@/features/orders/order-model';

export const metadata: Metadata = { title: 'صفحة حملة' };

/** /admin/landings/[id]: one campaign page's fields beside a preview of its hero. */
export default async function LandingPage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/landings/${id}`;
  const [read, collections] = await Promise.all([
    deskRead(path, adminContent.adminLandingRoute, { params: { id } }),
    collectionOptions(),
  ]);
  if (!read.ok) {
    if (failureCode(read.error) === 'landing.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const landing = read.data.data;
  return (
    <>
      <DeskPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {landing.title}
            <LandingStateBadge live={landing.live} published={landing.published} />
          </span>
        }
        actions={
          <Link href="/admin/landings" prefetch={false} className={deskButton.secondary}>
            كل الحملات
          </Link>
        }
      />
      <LandingForm key={`${landing.id}-${landing.updated_at}`} landing={landing} collections={collections} />
    </>
  );
}
