'use client';

import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';
import { CountBubble } from './CountBubble';
import { GUEST_CART_EVENT, GUEST_CART_KEY, guestUnits, readGuestCart } from './guest-cart';

/** Units in this browser's guest cart, read again when this tab changes it or another tab does (`storage`). */
export function subscribeGuestCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) listener();
  };
  window.addEventListener(GUEST_CART_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

let storage: KeyValueStorage | undefined;
/** Units now; the storage is probed once (the snapshot is read on every render). */
function unitsNow(): number {
  storage ??= browserStorage('local');
  return guestUnits(readGuestCart(storage));
}
const noUnits = () => 0;

/** The badge of a guest (loaded by `CartBadge`): her browser-kept cart's units; no request. */
export default function GuestCountLive({ className }: { className: string }) {
  const count = useSyncExternalStore(subscribeGuestCart, unitsNow, noUnits);
  return <CountBubble count={count} className={className} label="عدد القطع" />;
}
