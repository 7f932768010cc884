import { anyShopper, customers } from './access';

/** The route table's entries whose schemas `routes/orders.ts` attaches. */
// Sellers see and cancel the orders they placed on /profile/orders too (spec §6: "seller carts and orders").
export const ordersCreate = { id: 'orders.create', method: 'POST', path: '/app/orders', access: customers } as const;
export const ordersDelete = { id: 'orders.delete', method: 'DELETE', path: '/app/orders', access: anyShopper } as const;
export const ordersList = { id: 'orders.list', method: 'GET', path: '/app/orders', access: anyShopper } as const;
export const ordersDetails = {
  id: 'orders.details',
  method: 'GET',
  path: '/app/orders/{id}',
  access: anyShopper,
} as const;
export const ordersReorderPreview = {
  id: 'orders.reorderPreview',
  method: 'GET',
  path: '/app/re-order/{id}',
  access: customers,
} as const;
export const ordersReorder = {
  id: 'orders.reorder',
  method: 'PUT',
  path: '/app/re-order/{id}',
  access: customers,
} as const;
