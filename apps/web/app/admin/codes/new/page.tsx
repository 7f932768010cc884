import type { Metadata } from 'next';
import Link from 'next/link';
import { CodeForm } from '@/features/admin/promotions/CodeForm';
import { targetOptions } from '@/features/admin/promotions/target-options';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';

export const metadata: Metadata = { title: 'كود خصم جديد' };

/** /admin/codes/new: a new discount code, every field; it opens its own page once saved. */
export default async function NewCodePage() {
  const { brands, categories } = await targetOptions();
  return (
    <>
      <DeskPageHeader
        title="كود خصم جديد"
        actions={
          <Link href="/admin/codes" prefetch={false} className={deskButton.secondary}>
            كل الأكواد
          </Link>
        }
      />
      <CodeForm code={null} brands={brands} categories={categories} />
    </>
  );
}
