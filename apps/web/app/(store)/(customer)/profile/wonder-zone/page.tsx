import { referrals } from '@wb/contract';
import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { referralKeys } from '@/features/referrals/referral-queries';
import { WonderZoneView } from '@/features/referrals/WonderZoneView';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { apiCall } from '@/lib/api';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'وندر زون' };

/**
 * /profile/wonder-zone (spec §2; issue 15): the referral programme. A customer's (the API answers a seller 403: sellers
 * earn a commission on their orders instead), so a seller is told so plainly. Rendered on the server with her zone.
 */
export default async function WonderZonePage() {
  const read = await readSignedIn(
    '/profile/wonder-zone',
    async (headers) => (await apiCall(referrals.referralZoneRoute, {}, { headers })).data,
  );
  if (!read.ok) {
    return (
      <ReadFailed
        page
        error={read.error}
        title="تعذر تحميل وندر زون"
        fallback="حدث خطأ أثناء تحميل صفحة الدعوات."
        forbidden={{
          title: 'وندر زون لحسابات الزبائن',
          description: 'حسابك حساب بائع: تصلك عمولة عن كل طلب تضعه أو يأتي من سلة شاركتها، وتجدها في صفحة أرباحك.',
        }}
      />
    );
  }
  return (
    <Container narrow className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'وندر زون' }]} />
      <PageTitle title="وندر زون" />
      <SessionDataBoundary seeds={[[referralKeys.zone, read.data]]}>
        <WonderZoneView />
      </SessionDataBoundary>
    </Container>
  );
}
