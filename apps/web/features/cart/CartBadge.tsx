'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/features/account/session-store';
import { whenIdle } from '../session-data/when-idle';

const CartCountLive = lazy(() => import('./CartCountLive'));

/**
 * The number on the cart icon (header and bottom navigation), for signed-in customers only: guests have no cart and
 * sellers' carts are another thing (spec §6). The count and the code that reads it load once the browser is idle,
 * so they never hold up a page's first paint; the badge is read from the cache every other island writes to.
 * `className` places it over the icon (its link is the positioned box).
 */
export function CartBadge({ className }: { className: string }) {
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const customer = user?.role === 'customer';
  const [idle, setIdle] = useState(false);
  useEffect(() => (customer ? whenIdle(() => setIdle(true)) : undefined), [customer]);
  return customer && idle ? (
    <Suspense fallback={null}>
      <CartCountLive className={className} />
    </Suspense>
  ) : null;
}
