import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'المقالات', robots: { index: false } };

/** Blog articles come from the storefront content service, which a later issue connects. */
export default function ArticlesPage() {
  return (
    <ComingSoonPage
      title="المقالات"
      description="مقالات ونصائح العناية من صيادلتنا ستتوفر هنا قريباً. حتى ذلك الحين تجد إجابات كثيرة في الأسئلة الشائعة."
    />
  );
}
