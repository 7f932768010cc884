import { z } from 'zod';
import { boolParam, idParam, intParam, iqd, moneyParam, text } from '../common';
import { productCard, variant } from './catalog';
import { blankable, fcmTokenText, imagePathText, quantityError, quantityParam } from './fields';

/** Spec §3 Cart item (customer cart). */
export const cartItem = z.object({
  id: z.number().int().describe('Cart line id, used by PUT/DELETE /app/cart/items/{id}'),
  shopify_product_id: z.number().int(),
  shopify_variant_id: z.number().int(),
  shopify_variant_sku: z.string(),
  title: z.string(),
  variant_title: z.string().describe('Size or shade'),
  type: z.string().describe('Product type of the catalogue, e.g. "شامبو"'),
  vendor: z.string(),
  category: z.string().describe("The product's category (Arabic name)"),
  price: iqd.describe('Current unit price'),
  compare_at: iqd.nullable(),
  quantity: z.number().int(),
  line_total: iqd,
  image_path: z.string().nullable(),
  is_bundle: z.boolean(),
  available: z.boolean(),
  stock: z.number().int().nonnegative(),
});
export type CartItem = z.infer<typeof cartItem>;

/** Totals every cart carries (spec §3 Cart and Seller cart). */
export const cartTotals = z.object({
  total_quantity: z.number().int().describe('Units in the cart'),
  total_price: iqd,
  card_quantity: z.number().int().describe('Distinct lines in the cart (the spec name)'),
});

/** `page=invoice` asks for a stock check too: the lines that cannot be ordered as they stand. */
export const cartStockErrors = z
  .object({ quantity: z.array(quantityError) })
  .optional()
  .describe('Only with page=invoice');

/** Spec §3 Cart. */
export const customerCart = cartTotals.extend({ cart_items: z.array(cartItem), errors: cartStockErrors });
export type Cart = z.infer<typeof customerCart>;

/** Spec §3 Cart count. */
export const cartCount = z.object({ item_count: z.number().int() });

/** Seller cart line: spec §3 "an item has id, quantity and a variant". */
export const sellerCartItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  line_total: iqd,
  variant: variant.extend({ product: productCard }),
});
export type SellerCartItem = z.infer<typeof sellerCartItem>;

/** A seller cart in the carts list (spec §3 Seller cart, without its lines). */
export const sellerCartSummary = cartTotals.extend({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  region: z.string().nullable(),
  is_active: z.boolean().describe('One cart is active at a time; new items go there'),
});
export type SellerCartSummary = z.infer<typeof sellerCartSummary>;

/** Spec §3 Seller cart with its lines. */
export const sellerCart = sellerCartSummary.extend({ cart_items: z.array(sellerCartItem), errors: cartStockErrors });
export type SellerCart = z.infer<typeof sellerCart>;

// ── Requests

/** `GET app/cart?page=cart|invoice` and `GET app/seller/carts/{id}?page=invoice`. */
export const cartPageQuery = z.object({
  page: z
    .enum(['cart', 'invoice'])
    .default('cart')
    .describe('invoice adds a stock check (errors.quantity) for the checkout page'),
});

/** Spec §3 add-to-cart payload. The API re-reads price, title and stock from the catalogue. */
export const addToCartBody = z.object({
  price: moneyParam.describe('The price the shopper saw; the catalogue price applies'),
  compare_at: moneyParam.nullish(),
  quantity: quantityParam.default(1),
  shopify_variant_id: idParam,
  shopify_variant_sku: text(100).optional(),
  shopify_product_id: idParam,
  vendor: text(100).optional(),
  title: text(255).optional(),
  image_path: imagePathText.nullish(),
  is_bundle: boolParam.default(false),
});

export type AddToCartBody = z.output<typeof addToCartBody>;

export const deleteCartQuery = z.object({
  fcm_token: blankable(fcmTokenText).describe('The device push token, so its cart reminders stop too'),
});

// ── A guest's cart (issue 24): kept in her browser (`wb_cart`, variant ids and quantities only), merged at sign-in

/** As many lines as a cart may hold: a guest's cart keeps the signed-in cart's limits. */
export const GUEST_CART_MAX_LINES = 50;

/** `GET app/cart/guest-lines?ids=12,34`: the variants of a guest's cart, comma-separated, at most 50. */
export const guestLinesQuery = z.object({
  ids: z
    .string()
    .max(600)
    .transform((value): unknown[] => value.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(idParam).min(1).max(GUEST_CART_MAX_LINES))
    .describe('Variant ids, comma-separated (1–50)'),
});

/** A variant of a guest's cart as the drawer shows it: today's price and names, and how many a line may hold now. */
export const guestCartLine = z.object({
  shopify_variant_id: z.number().int(),
  shopify_product_id: z.number().int(),
  title: z.string(),
  variant_title: z.string().describe('Size or shade'),
  price: iqd.describe('Current unit price'),
  compare_at: iqd.nullable(),
  image_path: z.string().nullable(),
  available: z.boolean().describe('For sale and in stock'),
  max_quantity: z
    .number()
    .int()
    .nonnegative()
    .describe('Units a line may hold now: the stock, within 99; 0 when out of stock or off sale'),
});
export type GuestCartLine = z.infer<typeof guestCartLine>;

/** `POST app/cart/merge`: the guest's lines, newest first (the same variant twice is one line). */
export const mergeCartBody = z.object({
  items: z
    .array(z.object({ variant_id: idParam, quantity: intParam(1, 99) }))
    .min(1)
    .max(GUEST_CART_MAX_LINES),
});
export type MergeCartBody = z.output<typeof mergeCartBody>;

/** A line of the guest's cart that was not kept whole, and why, in Arabic. */
export const mergeShortfall = z.object({
  variant_id: z.number().int(),
  title: z.string().describe("The product's title; empty when the variant no longer exists"),
  requested: z.number().int(),
  added: z.number().int().nonnegative(),
  message: z.string(),
});
export type MergeShortfall = z.infer<typeof mergeShortfall>;

export const mergedCart = z.object({
  added_quantity: z.number().int().nonnegative().describe('Units moved into the cart'),
  item_count: z.number().int().describe('Units in the cart now (the badge)'),
  shortfalls: z.array(mergeShortfall).describe('Lines reduced or left out, in the order sent'),
});
export type MergedCart = z.infer<typeof mergedCart>;
