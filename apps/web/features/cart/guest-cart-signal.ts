/**
 * What every page needs to know of a guest's cart (issue 24) before any of its code loads: where the browser keeps it
 * and the event that says it changed. Kept apart from `guest-cart.ts` so the badge and the customer's count carry
 * only these few bytes in a page's first load.
 */
export const GUEST_CART_KEY = 'wb_cart';
/** Announced on `window` when this tab changes the guest cart (other tabs hear the `storage` event). */
export const GUEST_CART_EVENT = 'wb:guest-cart';

/** Whether this browser holds a guest cart (storage that cannot be read holds none). */
export function holdsGuestCart(): boolean {
  try {
    return globalThis.localStorage?.getItem(GUEST_CART_KEY) != null;
  } catch {
    return false;
  }
}
