'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { UserIcon } from '@/components/ui/icons';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';

/**
 * The header's account link: "حسابي" for a guest, the shopper's first name once signed in. It reads the readable
 * session cookie in the browser, so the pages around it stay static. Signed in, it also starts the session runtime
 * (startup restore and the refresh scheduler, spec §4), loaded on demand so a guest's pages never carry it. Staff
 * have no shopper's account (/profile is not theirs): for them it leads to the desk.
 */
export function AccountLink({ className }: { className: string }) {
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void import('@/lib/session-runtime').then((runtime) => runtime.startSession());
  }, [signedIn]);
  const firstName = user?.name.trim().split(/\s+/)[0];
  const staff = user?.role === 'staff' || user?.role === 'admin';
  return (
    <Link prefetch={false} href={staff ? '/admin' : '/profile'} className={className}>
      <UserIcon size={20} />
      {firstName ? (
        <>
          <span className="sr-only">{staff ? 'مكتب الموظفين: ' : 'حسابي: '}</span>
          <span className="max-w-32 truncate">{firstName}</span>
        </>
      ) : (
        'حسابي'
      )}
    </Link>
  );
}
