import { adminContent } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { PageForm } from '@/features/admin/content/PageForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { orderIdParam } from '@/features/orders/order-model';

export const metadata: Metadata = { title: 'صفحة من المتجر' };

/** /admin/content-pages/[id]: one content page's title, text and summary. */
export default async function ContentPagePage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/content-pages/${id}`;
  const read = await deskRead(path, adminContent.adminContentPageRoute, { params: { id } });
  if (!read.ok) {
    if (failureCode(read.error) === 'content_page.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const page = read.data.data;
  return (
    <>
      <DeskPageHeader
        title={page.title}
        description={
          <>
            في المتجر على <bdi dir="ltr">{page.path}</bdi>
          </>
        }
        actions={
          <Link href="/admin/content-pages" prefetch={false} className={deskButton.secondary}>
            كل الصفحات
          </Link>
        }
      />
      <PageForm key={`${page.id}-${page.updated_at}`} page={page} />
    </>
  );
}
