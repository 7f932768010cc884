import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'اختبار نوع البشرة', robots: { index: false } };

export default function SurveyPage() {
  return (
    <ComingSoonPage
      title="اختبار نوع البشرة"
      description="اختبار قصير يقترح لك روتين عناية يناسب بشرتك سيتوفر قريباً."
    />
  );
}
