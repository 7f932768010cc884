import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'سلة المشتريات' };

export default function CartPage() {
  return (
    <ComingSoonPage
      title="سلة المشتريات"
      description="السلة قيد التجهيز وستتوفر قريباً مع تسجيل الدخول. يمكنك الآن تصفح المنتجات ومقارنة الأسعار."
    />
  );
}
