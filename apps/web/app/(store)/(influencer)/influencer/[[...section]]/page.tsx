import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'أدوات المؤثرين' };

export default function InfluencerPage() {
  return (
    <ComingSoonPage
      title="أدوات المؤثرين"
      description="دفتر جهات الاتصال والسلات المتعددة والطلب للزبائن ستتوفر قريباً لحسابات المؤثرين."
    />
  );
}
