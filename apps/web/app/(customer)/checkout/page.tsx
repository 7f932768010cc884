import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'إتمام الطلب' };

export default function CheckoutPage() {
  return (
    <ComingSoonPage
      title="إتمام الطلب"
      description="إتمام الطلب والدفع عند الاستلام سيتوفران قريباً، مع اختيار العنوان وكود الخصم والهدايا."
    />
  );
}
