import { ContentPageView, contentPageMetadata } from '@/features/content/ContentPageView';

/** Written in the staff desk, read with `page(id:)` from the content service (features/content/ContentPageView). */
export const generateMetadata = () => contentPageMetadata('terms');

export default function TermsPage() {
  return <ContentPageView handle="terms" />;
}
