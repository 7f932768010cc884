import { z } from 'zod';
import { idParam, intParam, iqd, limitParam, moneyParam, pageParam } from '../common';
import { orderStatuses } from '../order-status';
import { deliveryPoint } from './addresses';
import { productCard, variant } from './catalog';
import { invoice, invoiceLine } from './checkout';
import { timestamp } from './fields';

/**
 * What sellers (influencers and pharmacists) may do with prices, and what they earn (issue 14; the spec shows none of
 * it). One set of terms per seller role, kept in the settings and edited by admins at the staff desk: no seller can
 * give the stock away, nor charge a receiver more for delivery than the shop allows.
 */
export const sellerRoleTerms = z.object({
  max_line_discount_percent: z.number().int().min(0).max(100).describe('Largest discount on a line, as % of its total'),
  max_order_discount_percent: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('Largest whole-order discount (code_type/code_value), as % of the goods after the line discounts'),
  delivery_fee_min: iqd.describe('Smallest delivery fee a seller may charge the receiver'),
  delivery_fee_max: iqd.describe('Largest delivery fee a seller may charge the receiver'),
  commission_percent: z
    .number()
    .int()
    .min(0)
    .max(50)
    .describe("The seller's commission: % of the goods paid (after every discount, before delivery)"),
});
export type SellerRoleTerms = z.infer<typeof sellerRoleTerms>;

export const sellerTerms = z.object({ influencer: sellerRoleTerms, pharmacist: sellerRoleTerms });
export type SellerTerms = z.infer<typeof sellerTerms>;

const termsBody = z.object({
  max_line_discount_percent: intParam(0, 100),
  max_order_discount_percent: intParam(0, 100),
  delivery_fee_min: moneyParam,
  delivery_fee_max: moneyParam,
  commission_percent: intParam(0, 50),
});
export const sellerTermsBody = z.object({ influencer: termsBody, pharmacist: termsBody });
export type SellerTermsBody = z.output<typeof sellerTermsBody>;

// ── The seller invoice

/** A line of the seller invoice: the customer invoice's line, with the seller's own discount and its reason. */
export const sellerInvoiceLine = invoiceLine.extend({
  variant_id: z.number().int(),
  seller_discount: iqd.describe("The seller's discount on this line: its own and its share of the order discount"),
  own_discount: iqd.describe("The seller's discount on this line alone; the order discount is the invoice's own row"),
  discount_reason: z.string().nullable(),
});

/**
 * The seller invoice (spec §7 `GET app/seller/carts/{cartId}/invoice/details`): the customer invoice, priced by the
 * same function, plus the seller's discounts, the receiver, the terms that bound them and the commission it earns.
 */
export const sellerInvoice = invoice.extend({
  items: z.array(sellerInvoiceLine),
  code_discount: iqd.describe("The discount code's part of `discount`"),
  line_discount: iqd.describe('Per-product discounts the seller gave'),
  order_discount: iqd.describe('The whole-order discount the seller gave'),
  receiver: deliveryPoint.nullable().describe('The contact (influencer) or address (pharmacist) it goes to'),
  terms: sellerRoleTerms,
  commission: iqd.describe('What the seller earns when this order is delivered'),
});
export type SellerInvoice = z.infer<typeof sellerInvoice>;

// ── Earnings

export const earningState = z
  .enum(['pending', 'credited', 'reversed', 'cancelled'])
  .describe(
    'pending until delivered; credited to the wallet on delivery; reversed on return; cancelled with the order',
  );

/** What one order earns its seller (placed by the seller, or by a customer from the seller's shared cart). */
export const sellerEarning = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.enum(orderStatuses),
  receiver_name: z.string(),
  source: z.enum(['order', 'shared_cart']).describe('Placed by the seller, or by a customer from a shared cart'),
  base: iqd.describe('The goods paid, after every discount, before delivery'),
  percent: z.number().int(),
  amount: iqd,
  state: earningState,
  created_at: timestamp,
  settled_at: timestamp.nullable(),
});
export type SellerEarning = z.infer<typeof sellerEarning>;

export const earningsPage = z.object({
  totals: z.object({ credited: iqd, pending: iqd, reversed: iqd }),
  data: z.array(sellerEarning),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type EarningsPage = z.infer<typeof earningsPage>;

export const earningsQuery = z.object({ page: pageParam, limit: limitParam(20) });

// ── Shared carts

/** One of the seller's share links. */
export const sellerShare = z.object({
  id: z.number().int(),
  cart_name: z.string(),
  receiver_name: z.string().nullable(),
  url: z.string(),
  items_count: z.number().int(),
  expires_at: timestamp,
  revoked: z.boolean(),
  orders: z.number().int().describe('Orders placed from it'),
  created_at: timestamp,
});
export type SellerShare = z.infer<typeof sellerShare>;

/** A shared cart as the person who opens the link sees it: the products the seller chose, at today's prices. */
export const sharedCartView = z.object({
  seller_name: z.string().describe("The seller's public name; never the cart's own name, which is hers alone"),
  expires_at: timestamp,
  items: z.array(
    z.object({
      quantity: z.number().int(),
      available: z.boolean(),
      variant: variant.extend({ product: productCard }),
    }),
  ),
  total: iqd.describe("Today's price of the available items"),
});
export type SharedCartView = z.infer<typeof sharedCartView>;

export const shareTokenParams = z.object({
  token: z.string().min(8).max(400).describe("The link's short code (8 characters), or an older link's signed token"),
});
export const shareIdParams = z.object({ id: idParam });

/** What adding a shared cart to one's own cart did: lines added, and lines left out (sold out, over the stock). */
export const sharedCartAdded = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ variant_id: z.number().int(), title: z.string(), message: z.string() })),
});
export type SharedCartAdded = z.infer<typeof sharedCartAdded>;
