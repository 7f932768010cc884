'use client';

import Link from 'next/link';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { whenIdle } from '../session-data/when-idle';
import { GUEST_CART_EVENT, holdsGuestCart } from './guest-cart-signal';

const CartCountLive = lazy(() => import('./CartCountLive'));
const SellerCountLive = lazy(() => import('../sellers/SellerCountLive'));
const GuestCountLive = lazy(() => import('./GuestCountLive'));

/**
 * The number on the cart icon (header and bottom navigation): a customer's units in her cart, a seller's units in
 * the active seller cart (issue 14), a guest's units in the cart her browser keeps (issue 24, only once there is one).
 * The count and the code that reads it load once the browser is idle, so they never hold up a page's first paint;
 * the badge is read from the cache every other island writes to.
 * `className` places it over the icon (its link is the positioned box).
 */
export function CartBadge({ className }: { className: string }) {
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const guest = user === null;
  const customer = user?.role === 'customer';
  const seller = user?.role === 'influencer' || user?.role === 'pharmacist';
  const [idle, setIdle] = useState(false);
  const counted = guest || customer || seller;
  useEffect(() => {
    if (!counted) return;
    if (!guest || holdsGuestCart()) return whenIdle(() => setIdle(true));
    // A guest without a cart loads nothing more until she adds one (here or in another tab).
    const show = () => setIdle(true);
    window.addEventListener(GUEST_CART_EVENT, show);
    window.addEventListener('storage', show);
    return () => {
      window.removeEventListener(GUEST_CART_EVENT, show);
      window.removeEventListener('storage', show);
    };
  }, [counted, guest]);
  if (!idle || !counted) return null;
  return (
    <Suspense fallback={null}>
      {guest ? (
        <GuestCountLive className={className} />
      ) : seller ? (
        <SellerCountLive className={className} />
      ) : (
        <CartCountLive className={className} />
      )}
    </Suspense>
  );
}

/** Where the cart icon leads: a seller's carts live in the seller's area (issue 14), everyone else's at /cart. */
export function cartHrefFor(role: string | null | undefined): string {
  if (role === 'influencer') return '/influencer';
  if (role === 'pharmacist') return '/pharmacists';
  return '/cart';
}

/**
 * The header's cart link, pointed for the signed-in role (the header itself is rendered on the server). A guest's
 * press opens her cart's drawer instead (`data-cart-link`, answered by `CartClicks`).
 */
export function CartLink({ className, children }: { className: string; children: ReactNode }) {
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  return (
    <Link prefetch={false} href={cartHrefFor(user?.role)} className={className} data-cart-link="">
      {children}
    </Link>
  );
}
