import { adminSettings } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { FaqManager } from '@/features/admin/store-settings/FaqManager';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'الأسئلة الشائعة' };

/** /admin/faq: the questions of /faq, in the order shoppers read them. */
export default async function FaqPage() {
  const faq = await deskRead('/admin/faq', adminSettings.adminFaqsRoute);
  return (
    <>
      <DeskPageHeader title="الأسئلة الشائعة" description="بالترتيب الذي تظهر به في صفحة الأسئلة الشائعة." />
      {faq.ok ? (
        <FaqManager questions={faq.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={faq.error} retryHref="/admin/faq" />
      )}
    </>
  );
}
