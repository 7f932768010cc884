import type { KeyValueStorage } from '@/lib/storage';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from './guest-cart-signal';

export { GUEST_CART_EVENT, GUEST_CART_KEY };

/**
 * A guest's cart (issue 24), kept in her browser under spec §3's local preference `wb_cart`: variant ids and
 * quantities, newest first, and nothing else — prices, names and stock are always read from the API
 * (`GET app/cart/guest-lines`). It follows the signed-in cart's rules that need no catalogue: 1–99 units a line, 50
 * lines. The `id` names this cart, so its one merge at sign-in has one Idempotency-Key in every tab.
 */
/** The signed-in cart's limits (API `lib/cart-lines.ts`, the contract's bounds). */
export const GUEST_MAX_LINES = 50;
export const GUEST_MAX_QUANTITY = 99;

export interface GuestLine {
  variant_id: number;
  quantity: number;
}

export interface GuestCart {
  id: string;
  items: GuestLine[];
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The stored cart; anything unreadable (an older shape, a hand edit) is an empty cart, and bad lines are dropped. */
export function readGuestCart(storage: KeyValueStorage): GuestCart {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(GUEST_CART_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  const value = parsed as Partial<GuestCart> | null;
  if (!value || typeof value.id !== 'string' || !Array.isArray(value.items)) return { id: '', items: [] };
  const seen = new Set<number>();
  const items = value.items.flatMap((line: Partial<GuestLine>) => {
    if (!isId(line?.variant_id) || !isId(line.quantity) || seen.has(line.variant_id)) return [];
    seen.add(line.variant_id);
    return [{ variant_id: line.variant_id, quantity: Math.min(line.quantity, GUEST_MAX_QUANTITY) }];
  });
  return { id: value.id, items: items.slice(0, GUEST_MAX_LINES) };
}

/** Stores the cart (an empty one is removed) and tells this tab's badge and drawer. */
export function writeGuestCart(storage: KeyValueStorage, cart: GuestCart): void {
  if (cart.items.length === 0) storage.removeItem(GUEST_CART_KEY);
  else storage.setItem(GUEST_CART_KEY, JSON.stringify(cart));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

export type GuestAdd = { cart: GuestCart; refused: null } | { cart: GuestCart; refused: 'lines' | 'quantity' };

/**
 * Adds units of a variant: to its line (which moves to the top, as the newest thing she chose) or as a new line.
 * Nothing changes when the line would pass 99 units or the cart 50 lines. The stock is not known here: the drawer
 * shows it, and the merge keeps within it.
 */
export function addGuestLine(cart: GuestCart, variantId: number, quantity: number, newId: () => string): GuestAdd {
  const line = cart.items.find((item) => item.variant_id === variantId);
  const total = (line?.quantity ?? 0) + quantity;
  if (total > GUEST_MAX_QUANTITY) return { cart, refused: 'quantity' };
  if (!line && cart.items.length >= GUEST_MAX_LINES) return { cart, refused: 'lines' };
  const others = cart.items.filter((item) => item.variant_id !== variantId);
  return {
    cart: { id: cart.id || newId(), items: [{ variant_id: variantId, quantity: total }, ...others] },
    refused: null,
  };
}

export function setGuestQuantity(cart: GuestCart, variantId: number, quantity: number): GuestCart {
  const bounded = Math.max(1, Math.min(GUEST_MAX_QUANTITY, Math.trunc(quantity)));
  return {
    ...cart,
    items: cart.items.map((item) => (item.variant_id === variantId ? { ...item, quantity: bounded } : item)),
  };
}

export function removeGuestLine(cart: GuestCart, variantId: number): GuestCart {
  return { ...cart, items: cart.items.filter((item) => item.variant_id !== variantId) };
}

/** Units in the cart, for the badge. */
export const guestUnits = (cart: GuestCart) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The merge's Idempotency-Key: this cart and these lines. Two tabs merging the same cart send the same key (the API
 * runs it once and replays the answer); a cart changed after a failed try is a new request with a new key.
 */
export function mergeKeyOf(cart: GuestCart): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(cart.items)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `wb-cart-${cart.id}-${hash.toString(16)}`;
}
