import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { RequestProductForm } from '@/features/reviews/RequestProductForm';

export const metadata: Metadata = { title: 'ساعدنا: اطلب منتجاً' };

/**
 * /profile/help_us ("ساعدنا", spec §2's profile section): tell the store which product it should carry. The request
 * lands in the staff desk's queue; the shopper is notified in the store when the product is added.
 */
export default function HelpUsPage() {
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'ساعدنا' }]} />
      <PageTitle
        title="ساعدنا: اطلب منتجاً"
        subtitle="منتج تحتاجه ولا تجده عندنا؟ أخبرنا باسمه، ونرسل لك إشعاراً عندما يتوفر في المتجر."
      />
      <div className="max-w-lg rounded-card bg-white p-5 ring-1 ring-line">
        <RequestProductForm returnTo="/profile/help_us" />
      </div>
    </Container>
  );
}
