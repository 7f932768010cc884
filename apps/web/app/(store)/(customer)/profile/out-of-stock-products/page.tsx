import { notify } from '@wb/contract';
import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { noticeKeys, noticeReadFailure } from '@/features/notices/notice-queries';
import { WaitingView } from '@/features/notices/WaitingView';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { apiCall } from '@/lib/api';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'تنبيهات التوفر' };

/** /profile/out-of-stock-products (spec §2): the products she waits for, each with its state. */
export default async function WaitingPage() {
  const read = await readSignedIn(
    '/profile/out-of-stock-products',
    async (headers) => (await apiCall(notify.notifyMeListRoute, {}, { headers })).data,
  );
  if (!read.ok) return <ReadFailed page error={read.error} {...noticeReadFailure('تنبيهات التوفر')} />;
  return (
    <Container narrow className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'تنبيهات التوفر' }]} />
      <PageTitle title="تنبيهات التوفر" />
      <SessionDataBoundary seeds={[[noticeKeys.waiting, read.data]]}>
        <WaitingView />
      </SessionDataBoundary>
    </Container>
  );
}
