import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/storage';
import {
  addGuestLine,
  GUEST_CART_KEY,
  type GuestCart,
  guestUnits,
  mergeKeyOf,
  readGuestCart,
  removeGuestLine,
  setGuestQuantity,
  writeGuestCart,
} from './guest-cart';

const id = () => 'cart0001';
const empty: GuestCart = { id: '', items: [] };
const cartOf = (...items: Array<[number, number]>): GuestCart => ({
  id: 'cart0001',
  items: items.map(([variant_id, quantity]) => ({ variant_id, quantity })),
});

describe("a guest's cart in the browser (wb_cart)", () => {
  it('keeps variant ids and quantities only, newest first, and adds the same variant to its line', () => {
    let cart = addGuestLine(empty, 11, 1, id).cart;
    cart = addGuestLine(cart, 22, 2, id).cart;
    cart = addGuestLine(cart, 11, 3, id).cart;
    expect(cart).toEqual(cartOf([11, 4], [22, 2]));
    expect(guestUnits(cart)).toBe(6);
  });

  it('refuses a line past 99 units and a 51st line, changing nothing', () => {
    expect(addGuestLine(cartOf([11, 98]), 11, 2, id)).toEqual({ cart: cartOf([11, 98]), refused: 'quantity' });
    const full = cartOf(...Array.from({ length: 50 }, (_, index) => [index + 1, 1] as [number, number]));
    expect(addGuestLine(full, 99, 1, id).refused).toBe('lines');
    // More of a variant already there always fits.
    expect(addGuestLine(full, 1, 1, id).refused).toBeNull();
  });

  it('sets a quantity within 1–99 and removes a line', () => {
    const cart = cartOf([11, 2], [22, 1]);
    expect(setGuestQuantity(cart, 11, 150).items[0]?.quantity).toBe(99);
    expect(setGuestQuantity(cart, 11, 0).items[0]?.quantity).toBe(1);
    expect(removeGuestLine(cart, 11)).toEqual(cartOf([22, 1]));
  });

  it('survives a reload as it was written, and is removed from the browser once empty', () => {
    const storage = memoryStorage();
    writeGuestCart(storage, cartOf([11, 2]));
    expect(readGuestCart(storage)).toEqual(cartOf([11, 2]));
    writeGuestCart(storage, removeGuestLine(cartOf([11, 2]), 11));
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('reads a hand-edited or foreign value as an empty cart, dropping lines it cannot trust', () => {
    const storage = memoryStorage();
    storage.setItem(GUEST_CART_KEY, 'not json');
    expect(readGuestCart(storage).items).toEqual([]);
    storage.setItem(GUEST_CART_KEY, JSON.stringify([1, 2]));
    expect(readGuestCart(storage).items).toEqual([]);
    storage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({
        id: 'x1234567',
        items: [
          { variant_id: 11, quantity: 500, price: 1 },
          { variant_id: 11, quantity: 1 },
          { variant_id: -3, quantity: 1 },
          { variant_id: 22, quantity: 1.5 },
        ],
      }),
    );
    expect(readGuestCart(storage)).toEqual({ id: 'x1234567', items: [{ variant_id: 11, quantity: 99 }] });
  });

  it('gives one cart one merge key in every tab, and a changed cart another', () => {
    const key = mergeKeyOf(cartOf([11, 2]));
    expect(key).toBe(mergeKeyOf(cartOf([11, 2])));
    expect(key).toMatch(/^[A-Za-z0-9_\-:.]{8,200}$/);
    expect(mergeKeyOf(cartOf([11, 3]))).not.toBe(key);
    expect(mergeKeyOf({ ...cartOf([11, 2]), id: 'cart0002' })).not.toBe(key);
  });
});
