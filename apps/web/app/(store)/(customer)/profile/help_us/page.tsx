import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { StoreRatingForm } from '@/features/partners/StoreRatingForm';
import { RequestProductForm } from '@/features/reviews/RequestProductForm';

export const metadata: Metadata = { title: 'ساعدنا' };

/**
 * /profile/help_us ("ساعدنا", spec §2's profile section): rate the store and say what to improve (issue 15: the staff
 * desk reads it at /admin/feedback), and tell the store which product it should carry (the shopper is told in the
 * store when it is added).
 */
export default function HelpUsPage() {
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'ساعدنا' }]} />
      <PageTitle title="ساعدنا" subtitle="رأيك يصل إلى فريق وندر بيوتي مباشرة، ونقرأ كل رسالة." />
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="rate-store" className="rounded-card bg-white p-5 ring-1 ring-line">
          <h2 id="rate-store" className="text-lg font-bold text-ink">
            قيّم المتجر
          </h2>
          <p className="mb-4 mt-1 text-sm text-muted">كيف كانت تجربتك معنا؟ وما الذي نحسّنه؟</p>
          <StoreRatingForm />
        </section>
        <section aria-labelledby="request-product" className="rounded-card bg-white p-5 ring-1 ring-line">
          <h2 id="request-product" className="text-lg font-bold text-ink">
            اطلب منتجاً
          </h2>
          <p className="mb-4 mt-1 text-sm text-muted">
            منتج تحتاجه ولا تجده عندنا؟ أخبرنا باسمه، ونرسل لك إشعاراً عندما يتوفر في المتجر.
          </p>
          <RequestProductForm returnTo="/profile/help_us" />
        </section>
      </div>
    </Container>
  );
}
