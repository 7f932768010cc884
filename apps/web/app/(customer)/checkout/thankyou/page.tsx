import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'تأكيد الطلب' };

export default function ThankYouPage() {
  return (
    <ComingSoonPage
      title="تأكيد الطلب"
      description="صفحة تأكيد الطلب ستظهر هنا بعد إتمام أول طلب، حين يتوفر إتمام الطلب قريباً."
    />
  );
}
