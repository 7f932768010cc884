import { customers } from './access';

/** The route table's entries whose schemas `routes/cart.ts` attaches. */
export const cartAddItem = { id: 'cart.addItem', method: 'POST', path: '/app/cart/items', access: customers } as const;
export const cartUpdateItem = {
  id: 'cart.updateItem',
  method: 'PUT',
  path: '/app/cart/items/{id}',
  access: customers,
} as const;
export const cartRemoveItem = {
  id: 'cart.removeItem',
  method: 'DELETE',
  path: '/app/cart/items/{id}',
  access: customers,
} as const;
export const cartEmpty = { id: 'cart.empty', method: 'DELETE', path: '/app/cart', access: customers } as const;
export const cartGet = { id: 'cart.get', method: 'GET', path: '/app/cart', access: customers } as const;
export const cartCount = { id: 'cart.count', method: 'GET', path: '/app/cart/count', access: customers } as const;
/** A guest's cart lives in her browser (issue 24): today's prices for its variants, to anyone. */
export const cartGuestLines = {
  id: 'cart.guestLines',
  method: 'GET',
  path: '/app/cart/guest-lines',
  access: 'public',
} as const;
/** The guest's browser-kept cart poured into her own at sign-in (issue 24). */
export const cartMerge = { id: 'cart.merge', method: 'POST', path: '/app/cart/merge', access: customers } as const;
