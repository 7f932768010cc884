import { adminSettings } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { collectionOptions } from '@/features/admin/store-settings/collection-options';
import { PopupForm } from '@/features/admin/store-settings/PopupForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { orderIdParam } from '@/features/orders/order-model';
import { formatDateTime } from '@/lib/format';

export const metadata: Metadata = { title: 'نافذة منبثقة' };

/** /admin/popups/[id]: one popup's fields beside its preview (popups are few: read from the list). */
export default async function PopupPage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/popups/${id}`;
  const [read, collections] = await Promise.all([deskRead(path, adminSettings.adminPopupsRoute), collectionOptions()]);
  if (!read.ok) return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  const popup = read.data.data.find((candidate) => candidate.id === id);
  if (!popup) notFound();
  return (
    <>
      <DeskPageHeader
        title={popup.title}
        description={`أُنشئت ${formatDateTime(popup.created_at)}`}
        actions={
          <Link href="/admin/popups" prefetch={false} className={deskButton.secondary}>
            كل النوافذ
          </Link>
        }
      />
      <PopupForm key={popup.id} popup={popup} collections={collections} />
    </>
  );
}
