import { adminCatalogue } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { ProductForm } from '@/features/admin/catalog/ProductForm';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'منتج جديد' };

const PATH = '/admin/products/new';

/** /admin/products/new: a product with its first variants; saved, it opens its own page (pictures, stock). */
export default async function NewProductPage() {
  const options = await deskRead(PATH, adminCatalogue.adminCatalogueOptionsRoute);
  return (
    <>
      <DeskPageHeader
        title="منتج جديد"
        description="يُحفظ مسودةً ما لم تختر «معروض»؛ أضف الصور بعد الحفظ."
        actions={
          <Link href="/admin/products" className={deskButton.secondary}>
            كل المنتجات
          </Link>
        }
      />
      {options.ok ? (
        <ProductForm options={options.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={options.error} retryHref={PATH} />
      )}
    </>
  );
}
