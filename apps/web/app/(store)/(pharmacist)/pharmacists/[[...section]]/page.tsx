import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'أدوات الصيادلة' };

export default function PharmacistPage() {
  return (
    <ComingSoonPage
      title="أدوات الصيادلة"
      description="البحث عن العناوين وسلات البيع والطلب للصيدليات ستتوفر قريباً لحسابات الصيادلة."
    />
  );
}
