import { ContentPageView, contentPageMetadata } from '@/features/content/ContentPageView';

/** Written in the staff desk, read with `page(id:)` from the content service (features/content/ContentPageView). */
export const generateMetadata = () => contentPageMetadata('why-wonder');

export default function WhyWonderPage() {
  return <ContentPageView handle="why-wonder" />;
}
