import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'الشركاء', robots: { index: false } };

export default function PartnerPage() {
  return (
    <ComingSoonPage
      title="برنامج الشركاء"
      description="برنامج الشراكة للصيدليات وصنّاع المحتوى سيتوفر قريباً. يمكنك الآن تصفح اختيارات شركائنا في التشكيلات."
    />
  );
}
