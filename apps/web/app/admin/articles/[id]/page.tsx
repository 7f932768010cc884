import { adminContent } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { ArticleForm } from '@/features/admin/content/ArticleForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { orderIdParam } from '@/features/orders/order-model';

export const metadata: Metadata = { title: 'مقال' };

/** /admin/articles/[id]: an article in the editor, its card and search fields, and its publication. */
export default async function ArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/articles/${id}`;
  const read = await deskRead(path, adminContent.adminArticleRoute, { params: { id } });
  if (!read.ok) {
    if (failureCode(read.error) === 'article.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const article = read.data.data;
  return (
    <>
      <DeskPageHeader
        title={article.title}
        actions={
          <Link href="/admin/articles" prefetch={false} className={deskButton.secondary}>
            كل المقالات
          </Link>
        }
      />
      {/* Keyed by the last change: after a save or a publication the form starts from what is stored. */}
      <ArticleForm key={`${article.id}-${article.updated_at}`} article={article} />
    </>
  );
}
