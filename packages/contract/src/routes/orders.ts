import { envelope, messageOnly, paged } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
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

export const createOrderRoute = defineRoute(table.ordersCreate, {
  rateLimited: true,
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

export const deleteOrderRoute = defineRoute(table.ordersDelete, {
  rateLimited: true,
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
export const ordersListRoute = defineRoute(table.ordersList, {
  tag,
  summary: "The caller's orders, newest first (ours: spec §7 shows no list call).",
  query: ordersListQuery,
  response: paged(orderSummary),
});

export const orderDetailsRoute = defineRoute(table.ordersDetails, {
  tag,
  summary: 'One order of the caller with its lines and address (ours: for /profile/orders/[id]).',
  params: idParams,
  response: envelope(order),
  failures: [{ code: 'order.not_found', when: "No order with this id among the caller's." }],
});

export const reorderPreviewRoute = defineRoute(table.ordersReorderPreview, {
  tag,
  summary: "A past order's lines with today's price and stock, before ordering them again.",
  params: idParams,
  response: envelope(reorderPreview),
  failures: [{ code: 'order.not_found', when: "No order with this id among the caller's." }],
});

export const reorderRoute = defineRoute(table.ordersReorder, {
  rateLimited: true,
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
