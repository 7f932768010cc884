import { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { fakeCall } from '../session-data/session-call.fixture';
import { markReadLocally, noticeKeys, noticesPageHref, noticesQuery, unreadQuery } from './notice-queries';

const notice = (id: number, read = false): Notification => ({
  id,
  kind: 'restock',
  title: 'عاد إلى المخزون',
  body: `منتج ${id}`,
  link: `/products-details/${id}`,
  read_at: read ? '2026-05-01T10:00:00.000Z' : null,
  created_at: '2026-05-01T09:00:00.000Z',
});

const page = (notices: Notification[], unread: number): NotificationPage => ({
  data: notices,
  unread,
  total: notices.length,
  page: 1,
  limit: 20,
  total_pages: 1,
});

describe('reading the notices', () => {
  it('asks for the page and the unread count with the paging the page shows', async () => {
    const api = fakeCall({
      'notifications.list': () => ({ ...page([notice(1)], 1), message: 'ok' }),
      'notifications.unread': () => ({ data: { unread: 1 }, message: 'ok' }),
    });
    const client = new QueryClient();
    expect((await client.fetchQuery(noticesQuery(api.call, 2))).unread).toBe(1);
    expect(api.calls[0]?.input).toEqual({ query: { page: 2, limit: 20 } });
    expect(await client.fetchQuery(unreadQuery(api.call))).toEqual({ unread: 1 });
    expect(noticesPageHref(1)).toBe('/profile/notification');
    expect(noticesPageHref(3)).toBe('/profile/notification?page=3');
  });
});

describe('markReadLocally', () => {
  it('marks the notice read on the page and takes one off both counts at once', () => {
    const client = new QueryClient();
    client.setQueryData(noticeKeys.page(1), page([notice(1), notice(2)], 2));
    client.setQueryData(noticeKeys.unread, { unread: 2 });
    markReadLocally(client, 2);
    const after = client.getQueryData<NotificationPage>(noticeKeys.page(1));
    expect(after?.data.map((n) => n.read_at !== null)).toEqual([false, true]);
    expect(after?.unread).toBe(1);
    expect(client.getQueryData(noticeKeys.unread)).toEqual({ unread: 1 });
  });

  it('changes nothing for a notice already read (the count is not taken twice)', () => {
    const client = new QueryClient();
    client.setQueryData(noticeKeys.page(1), page([notice(1, true)], 0));
    client.setQueryData(noticeKeys.unread, { unread: 0 });
    markReadLocally(client, 1);
    expect(client.getQueryData<NotificationPage>(noticeKeys.page(1))?.unread).toBe(0);
    expect(client.getQueryData(noticeKeys.unread)).toEqual({ unread: 0 });
  });
});
