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
  rateLimited: true,
  method: 'POST',
  path: '/app/orders',
  access: customer,
  tag,
  summary: 'Place the customer cart as a cash-on-delivery order (safe to repeat with an Idempotency-Key).',
  body: createOrderBody,
  response: envelope(order),
  successMessage: 'orderPlaced',
  idempotent: true,
  failures: [
    { code: 'cart.empty', when: 'The cart has no lines.' },
    {
      code: 'stock.insufficient',
      when: 'A line asks for more than the stock, or is no longer for sale: errors.quantity lists each (spec §5).',
    },
    { code: 'address.not_found', field: 'address_id', when: "address_id is not one of the caller's addresses." },
    { code: 'code.unknown', field: 'code', when: 'No such discount code (or it is switched off).' },
    { code: 'code.not_started', field: 'code', when: 'The code is not valid yet.' },
    { code: 'code.expired', field: 'code', when: 'The code has ended.' },
    { code: 'code.exhausted', field: 'code', when: 'The code has no uses left.' },
    { code: 'code.customer_limit', field: 'code', when: 'The caller has used the code as often as it allows.' },
    { code: 'code.first_order_only', field: 'code', when: 'The code is for a first order, and the caller has one.' },
    { code: 'code.min_subtotal', field: 'code', when: "The cart's goods are below the code's minimum." },
    { code: 'code.not_applicable', field: 'code', when: 'None of the lines are of the brands or products it covers.' },
    { code: 'order.min_total', when: "The cart's goods are below the store's minimum order." },
    {
      code: 'order.total_changed',
      when: 'expected_total was sent and the total is now different (a price, the stock, a code or the wallet changed).',
    },
    { code: 'order.too_large', when: 'The goods come to more than 50,000,000 د.ع.' },
    { code: 'wallet.insufficient', when: 'The wallet was spent elsewhere while the order was being placed.' },
    { code: 'gift.unknown', field: 'gifts', when: 'A chosen gift is not in its program (or the program ended).' },
    { code: 'gift.not_unlocked', field: 'gifts', when: "The cart's spend is below the gift's program." },
    { code: 'gift.too_many', field: 'gifts', when: 'More gifts of one program than it allows.' },
    { code: 'gift.out_of_stock', field: 'gifts', when: 'A chosen gift is out of stock.' },
  ],
});

export const deleteOrderRoute = defineRoute({
  id: 'orders.delete',
  rateLimited: true,
  method: 'DELETE',
  path: '/app/orders',
  access: anyRole,
  tag,
  summary: 'Delete (cancel) a pending order of the caller; its stock and wallet amount are returned.',
  query: deleteOrderQuery,
  response: messageOnly,
  successMessage: 'orderDeleted',
  idempotent: true,
  failures: [
    { code: 'order.not_found', when: "No order with this id among the caller's (another's is as unknown)." },
    { code: 'order.not_cancellable', when: 'The order is no longer pending (confirmed, shipped, …).' },
  ],
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
  failures: [{ code: 'order.not_found', when: "No order with this id among the caller's." }],
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
  failures: [{ code: 'order.not_found', when: "No order with this id among the caller's." }],
});

export const reorderRoute = defineRoute({
  id: 'orders.reorder',
  rateLimited: true,
  method: 'PUT',
  path: '/app/re-order/{id}',
  access: customer,
  tag,
  summary: "Put a past order's available lines back in the cart; answers the cart.",
  params: idParams,
  response: envelope(customerCart),
  successMessage: 'addedToCart',
  idempotent: true,
  failures: [
    { code: 'order.not_found', when: "No order with this id among the caller's." },
    { code: 'reorder.nothing_available', when: 'None of its lines can be bought today.' },
  ],
});
