import { z } from 'zod';
import { idParam, iqd, limitParam, moneyParam, pageParam, text } from '../common';
import { orderStatuses } from '../order-status';
import { userType } from './auth';
import { giftChoice } from './checkout';
import { blankable, codeText, timestamp, walletParam } from './fields';
import { withSellerPricing } from './sellerCarts';

export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * The order's life (issue 11): pending → confirmed → shipped → delivered; pending or confirmed → cancelled;
 * delivered → returned. Nothing else. The API enforces it; the staff desk offers only these moves.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export const paymentMethod = z.enum(['cod']).describe('Cash on delivery, the way Iraq pays');

export const orderItem = z.object({
  id: z.number().int(),
  shopify_variant_id: z.number().int(),
  shopify_product_id: z.number().int(),
  sku: z.string().describe("The variant's SKU when the order was placed"),
  title: z.string(),
  variant_title: z.string(),
  vendor: z.string(),
  category: z.string().describe("The product's category now (Arabic name)"),
  image_path: z.string().nullable(),
  price: iqd,
  quantity: z.number().int(),
  discount: iqd.describe("Everything off this line: its own discount and its share of the order's (code, whole-order)"),
  own_discount: iqd.describe(
    "Taken off this line itself (a seller's per-product discount); the rest of `discount` is its share of the order's",
  ),
  discount_reason: z.string().nullable().describe("The seller's reason for a discount on this line"),
  total: iqd,
  is_gift: z.boolean(),
});

/** Where an order goes, copied onto the order so later address edits do not change it. */
export const orderAddress = z.object({
  name: z.string(),
  mobile: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  address: z.string(),
  landmark: z.string().nullable(),
});

export const orderSummary = z.object({
  id: z.number().int(),
  number: z.string().describe('Order number shown to people, e.g. WB-104233'),
  status: orderStatus,
  total: iqd,
  shipping_price: iqd,
  items_count: z.number().int(),
  placed_by: userType.describe('customer, or the seller who placed it for someone'),
  receiver_name: z.string().describe('Who receives it: the customer herself, or the person a seller ordered for'),
  can_delete: z.boolean().describe('Only pending orders may be deleted (cancelled)'),
  created_at: timestamp,
});

export type OrderSummary = z.infer<typeof orderSummary>;

/** A step of an order's life: its status from then on, who moved it, and when. */
export const orderEvent = z.object({
  status: orderStatus,
  by: z.enum(['customer', 'staff', 'system']),
  note: z.string().nullable(),
  at: timestamp,
});

/** An order (spec §7: the order response carries shipping_price). */
export const order = orderSummary.extend({
  timeline: z.array(orderEvent).describe('Every status the order has had, oldest first'),
  items: z.array(orderItem),
  subtotal: iqd,
  discount: iqd.describe('Every discount together: the lines’ own, the whole-order one and the code’s'),
  order_discount: iqd.describe("A seller's whole-order discount (0 on a customer's order)"),
  code_discount: iqd.describe("The discount code's part of `discount`"),
  wallet_used: iqd,
  payment_method: paymentMethod,
  code: z.string().nullable(),
  note: z.string().nullable(),
  address: orderAddress,
});
export type Order = z.infer<typeof order>;

/** `GET app/re-order/{id}`: the order's lines as they could be bought today. */
export const reorderPreview = z.object({
  order_id: z.number().int(),
  items: z.array(
    orderItem.pick({ shopify_variant_id: true, shopify_product_id: true, title: true, image_path: true }).extend({
      quantity: z.number().int(),
      price: iqd.describe("Today's price"),
      available: z.boolean(),
      stock: z.number().int().nonnegative(),
    }),
  ),
});

export type ReorderPreview = z.infer<typeof reorderPreview>;

// ── Requests

const noteText = blankable(text(500));

/** What the buyer agreed to on the invoice: customer and seller orders alike are refused if it is no longer true. */
const expectedTotal = moneyParam
  .optional()
  .describe('The total agreed to on the preview: a different total now is refused (order.total_changed)');

export const createOrderBody = z
  .object({
    address_id: blankable(idParam).describe('The delivery address; the active address when absent'),
    code: blankable(codeText),
    wallet: walletParam,
    gifts: z.array(giftChoice).max(10).default([]),
    note: noteText,
    payment_method: paymentMethod.default('cod'),
    expected_total: expectedTotal,
  })
  .describe('Our design (spec: payload not shown): the customer cart becomes the order');

export const ordersListQuery = z.object({ page: pageParam, limit: limitParam(10) });

export const deleteOrderQuery = z.object({ order_id: idParam });

export const influencerOrderBody = withSellerPricing({
  cart_id: idParam,
  contact_id: idParam,
  note: noteText,
  expected_total: expectedTotal,
}).describe('Our design (spec: payload not shown): a seller cart becomes an order for a contact');

export const pharmacistOrderBody = withSellerPricing({
  cart_id: idParam,
  address_id: idParam,
  note: noteText,
  expected_total: expectedTotal,
}).describe('Our design (spec: payload not shown): a seller cart becomes an order to a pharmacist address');
