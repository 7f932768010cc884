import { envelope, messageOnly, paged } from '../common';
import { defineRoute } from '../route';
import { customerCart } from '../schemas/cart';
import { idParams } from '../schemas/fields';
import {
  createOrderBody,
  deleteOrderQuery,
  order,
  orderSummary,
  ordersListQuery,
  reorderPreview,
} from '../schemas/orders';

const tag = 'الطلبات';
const customer = ['customer'] as const;
// Sellers see and cancel the orders they placed on /profile/orders too (spec §6: "seller carts and orders").
const anyRole = ['customer', 'influencer', 'pharmacist'] as const;

export const createOrderRoute = defineRoute({
  id: 'orders.create',
  method: 'POST',
  path: '/app/orders',
  access: customer,
  tag,
  summary: 'Place the customer cart as a cash-on-delivery order (safe to repeat with an Idempotency-Key).',
  body: createOrderBody,
  response: envelope(order),
  successMessage: 'orderPlaced',
  plannedIn: 'later',
});

export const deleteOrderRoute = defineRoute({
  id: 'orders.delete',
  method: 'DELETE',
  path: '/app/orders',
  access: anyRole,
  tag,
  summary: 'Delete (cancel) a pending order of the caller; its stock and wallet amount are returned.',
  query: deleteOrderQuery,
  response: messageOnly,
  successMessage: 'orderDeleted',
  plannedIn: 'later',
});

// Not in spec §7: the orders list of spec §1 and the /profile/orders pages of spec §2 need these two.
export const ordersListRoute = defineRoute({
  id: 'orders.list',
  method: 'GET',
  path: '/app/orders',
  access: anyRole,
  tag,
  summary: "The caller's orders, newest first (ours: spec §7 shows no list call).",
  query: ordersListQuery,
  response: paged(orderSummary),
  plannedIn: 'later',
});

export const orderDetailsRoute = defineRoute({
  id: 'orders.details',
  method: 'GET',
  path: '/app/orders/{id}',
  access: anyRole,
  tag,
  summary: 'One order of the caller with its lines and address (ours: for /profile/orders/[id]).',
  params: idParams,
  response: envelope(order),
  plannedIn: 'later',
});

export const reorderPreviewRoute = defineRoute({
  id: 'orders.reorderPreview',
  method: 'GET',
  path: '/app/re-order/{id}',
  access: customer,
  tag,
  summary: "A past order's lines with today's price and stock, before ordering them again.",
  params: idParams,
  response: envelope(reorderPreview),
  plannedIn: 'later',
});

export const reorderRoute = defineRoute({
  id: 'orders.reorder',
  method: 'PUT',
  path: '/app/re-order/{id}',
  access: customer,
  tag,
  summary: "Put a past order's available lines back in the cart; answers the cart.",
  params: idParams,
  response: envelope(customerCart),
  successMessage: 'addedToCart',
  plannedIn: 'later',
});
