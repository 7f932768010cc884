'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/lib/session-runtime';
import { SessionDataProvider } from '../session-data/SessionDataProvider';
import { unreadQuery } from './notice-queries';

/** The bell's number (loaded by `NoticeBell`): her unread notices, from `GET app/notifications/unread-count`. */
export default function NoticeCountLive() {
  return (
    <SessionDataProvider>
      <Count />
    </SessionDataProvider>
  );
}

function Count() {
  // The query itself, not the feature's use-*.ts: this chunk loads on every signed-in page, without the writes.
  const { data } = useQuery(unreadQuery(authedCall));
  const count = data?.unread ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <span
        data-unread-count={count}
        aria-hidden="true"
        className="absolute top-1 start-6 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-sale px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">، غير المقروءة {count}</span>
    </>
  );
}
