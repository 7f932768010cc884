'use client';

import Link from 'next/link';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { BellIcon } from '@/components/ui/icons';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { whenIdle } from '../session-data/when-idle';

const NoticeCountLive = lazy(() => import('./NoticeCountLive'));

const SHOPPERS = new Set(['customer', 'influencer', 'pharmacist']);

/**
 * The header's bell (/profile/notification) for a signed-in shopper, with her unread count. The pages around it stay
 * static: the session is read from its cookie in the browser, and the count (one cheap call) and its code load once
 * the browser is idle, never holding up a catalogue page's first paint.
 */
export function NoticeBell({ className }: { className: string }) {
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const shopper = user?.role != null && SHOPPERS.has(user.role);
  const [idle, setIdle] = useState(false);
  useEffect(() => (shopper ? whenIdle(() => setIdle(true)) : undefined), [shopper]);
  if (!shopper) return null;
  return (
    <Link prefetch={false} href="/profile/notification" data-notice-bell className={className}>
      <BellIcon size={20} />
      <span className="sr-only">الإشعارات</span>
      {idle ? (
        <Suspense fallback={null}>
          <NoticeCountLive />
        </Suspense>
      ) : null}
    </Link>
  );
}
