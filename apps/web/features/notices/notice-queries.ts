import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Notification, NotificationPage, NotificationPreferences, NotifyRequest, UnreadCount } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import type { SessionCall } from '../session-data/session-call';

/**
 * The person's notifications, unread count, notify-me requests and channel choices, as TanStack Query options over a
 * `SessionCall` (features/session-data); the pages seed them from their server render.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  page: (page: number) => ['notices', 'page', page] as const,
  unread: ['notices', 'unread'] as const,
  waiting: ['notify-me'] as const,
  preferences: ['notice-preferences'] as const,
};

export const NOTICES_PAGE_SIZE = 20;

/** `/profile/notification?page=n` (page 1 plain). */
export const noticesPageHref = (page: number) =>
  page > 1 ? `/profile/notification?page=${page}` : '/profile/notification';

export const noticesQuery = (call: SessionCall, page: number) =>
  queryOptions({
    queryKey: noticeKeys.page(page),
    queryFn: async ({ signal }): Promise<NotificationPage> =>
      call(routes.notificationsList, { query: { page, limit: NOTICES_PAGE_SIZE } }, { signal }),
  });

export const unreadQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: noticeKeys.unread,
    queryFn: async ({ signal }): Promise<UnreadCount> => (await call(routes.notificationsUnread, {}, { signal })).data,
    // The header re-reads it when the shopper comes back to the tab, and once a minute while she stays.
    refetchInterval: 60_000,
  });

export const waitingQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: noticeKeys.waiting,
    queryFn: async ({ signal }): Promise<NotifyRequest[]> => (await call(routes.notifyList, {}, { signal })).data,
  });

export const preferencesQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: noticeKeys.preferences,
    queryFn: async ({ signal }): Promise<NotificationPreferences> =>
      (await call(routes.notificationsPreferences, {}, { signal })).data,
  });

/** A notice read: marked in every cached page and the count drops, before the server is asked to agree. */
export function markReadLocally(client: QueryClient, id: number): void {
  const now = new Date().toISOString();
  let changed = false;
  client.setQueriesData<NotificationPage>({ queryKey: [...noticeKeys.all, 'page'] }, (page) => {
    if (!page) return page;
    const data = page.data.map((notice: Notification) => {
      if (notice.id !== id || notice.read_at) return notice;
      changed = true;
      return { ...notice, read_at: now };
    });
    return { ...page, data, unread: changed ? Math.max(0, page.unread - 1) : page.unread };
  });
  if (changed) {
    client.setQueryData<UnreadCount>(noticeKeys.unread, (count) =>
      count ? { unread: Math.max(0, count.unread - 1) } : count,
    );
  }
}

/** What the notices' pages say when their server read failed (the one `ReadFailed`): a staff account has none. */
export const noticeReadFailure = (what: string) => ({
  title: `تعذر تحميل ${what}`,
  fallback: 'حدث خطأ أثناء التحميل. حاول مرة أخرى.',
  forbidden: {
    title: 'هذه الصفحة لحسابات المتسوقين',
    description: 'حسابك حساب موظف، والإشعارات وتنبيهات التوفر لحسابات المتسوقين.',
  },
});
