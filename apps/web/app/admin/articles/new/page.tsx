import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticleForm } from '@/features/admin/content/ArticleForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';

export const metadata: Metadata = { title: 'مقال جديد' };

export default function NewArticlePage() {
  return (
    <>
      <DeskPageHeader
        title="مقال جديد"
        actions={
          <Link href="/admin/articles" prefetch={false} className={deskButton.secondary}>
            كل المقالات
          </Link>
        }
      />
      <ArticleForm article={null} />
    </>
  );
}
