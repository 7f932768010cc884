import { notifications } from '@wb/contract';
import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { noticeKeys, noticeReadFailure } from '@/features/notices/notice-queries';
import { SubscriptionView } from '@/features/notices/SubscriptionView';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { apiCall } from '@/lib/api';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'الاشتراك' };

/** /profile/subscription (spec §2): which messages reach her, and by which channel. */
export default async function SubscriptionPage() {
  const read = await readSignedIn(
    '/profile/subscription',
    async (headers) => (await apiCall(notifications.notificationPreferencesRoute, {}, { headers })).data,
  );
  if (!read.ok) return <ReadFailed page error={read.error} {...noticeReadFailure('تفضيلات الإشعارات')} />;
  return (
    <Container narrow className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'الاشتراك' }]} />
      <PageTitle title="الاشتراك" />
      <SessionDataBoundary seeds={[[noticeKeys.preferences, read.data]]}>
        <SubscriptionView />
      </SessionDataBoundary>
    </Container>
  );
}
