import { z } from 'zod';
import { boolParam, idParam, iqd, moneyParam, text } from '../common';
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
