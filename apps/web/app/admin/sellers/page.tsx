import { adminSellers } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { SellerTermsForm } from '@/features/admin/sellers/SellerTermsForm';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'شروط البائعين' };

/** /admin/sellers (admins): what influencers and pharmacists may give and what they earn (issue 14). */
export default async function SellerTermsPage() {
  const terms = await deskRead('/admin/sellers', adminSellers.adminSellerTermsRoute);
  return (
    <>
      <DeskPageHeader
        title="شروط البائعين"
        description="أقصى خصم يعطيه المؤثرون والصيادلة على المنتج وعلى الطلب، ومدى أجور التوصيل، ونسبة العمولة. الطلبات السابقة تحتفظ بشروطها."
      />
      {terms.ok ? (
        <SellerTermsForm terms={terms.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={terms.error} retryHref="/admin/sellers" />
      )}
    </>
  );
}
