import { notifications } from '@wb/contract';
import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { NotificationsView } from '@/features/notices/NotificationsView';
import { NOTICES_PAGE_SIZE, noticeKeys, noticeReadFailure, noticesPageHref } from '@/features/notices/notice-queries';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { apiCall } from '@/lib/api';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'الإشعارات' };

type Props = { searchParams: Promise<SearchParams> };

/** /profile/notification (spec §2): her notices, newest first, rendered on the server with the page asked for. */
export default async function NotificationPage({ searchParams }: Props) {
  const page = pageParam((await searchParams).page);
  const read = await readSignedIn(noticesPageHref(page), (headers) =>
    apiCall(notifications.notificationsRoute, { query: { page, limit: NOTICES_PAGE_SIZE } }, { headers }),
  );
  if (!read.ok) return <ReadFailed page error={read.error} {...noticeReadFailure('إشعاراتك')} />;
  return (
    <Container narrow className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'الإشعارات' }]} />
      <PageTitle title="الإشعارات" />
      <SessionDataBoundary seeds={[[noticeKeys.page(page), read.data]]}>
        <NotificationsView page={page} />
      </SessionDataBoundary>
    </Container>
  );
}
