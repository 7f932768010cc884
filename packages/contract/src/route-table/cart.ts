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
