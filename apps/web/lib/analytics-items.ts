import type { CartItem, Invoice, Order, ProductCard, ProductDetails } from '@wb/contract';
import type { AnalyticsItem, CommerceParams } from './analytics';

/**
 * The contract's products, lines and orders as GA4 items: the same fields from every source, so a report groups a
 * variant the same way whether it was seen on a card, put in the cart or bought. `item_brand` is the brand's Latin
 * name (what carts and orders carry as `vendor`), `item_category` the category's Arabic name.
 */
export type ShownItem = Omit<AnalyticsItem, 'quantity' | 'index' | 'item_list_id' | 'item_list_name'>;

/** A card in a list: its default variant. */
export function cardItem(product: ProductCard): ShownItem {
  return {
    item_id: product.default_variant_sku,
    item_name: product.title,
    item_brand: product.vendor,
    item_category: product.category.name,
    price: product.price,
  };
}

type Variant = ProductDetails['variants'][number];

/** The product page's chosen variant. */
export function variantItem(
  product: { title: string; vendor: string; category: string },
  variant: Pick<Variant, 'sku' | 'title' | 'price'>,
): ShownItem {
  return {
    item_id: variant.sku,
    item_name: product.title,
    item_brand: product.vendor,
    item_category: product.category,
    item_variant: variant.title || undefined,
    price: variant.price,
  };
}

interface Line {
  title: string;
  variant_title: string;
  vendor: string;
  category: string;
  price: number;
  quantity: number;
}

const lineItem = (sku: string, line: Line, quantity = line.quantity): AnalyticsItem => ({
  item_id: sku,
  item_name: line.title,
  item_brand: line.vendor,
  item_category: line.category,
  item_variant: line.variant_title || undefined,
  price: line.price,
  quantity,
});

/** A cart line; `quantity` for a change of it (the units added or taken away). */
export const cartLineItem = (line: CartItem, quantity?: number) => lineItem(line.shopify_variant_sku, line, quantity);

export const invoiceItems = (invoice: Invoice) => invoice.items.map((line) => lineItem(line.sku, line));

/** The checkout's money: what the goods come to after the code's discount (delivery is its own parameter). */
export function invoiceMoney(invoice: Invoice): { value: number; coupon?: string } {
  return { value: invoice.subtotal - invoice.discount, coupon: invoice.code?.valid ? invoice.code.code : undefined };
}

/**
 * An order as `purchase` sends it: its number, what the goods came to after discounts (the wallet is a way of paying,
 * not a discount), the delivery, no tax (none is charged), the code. Gifts are left out: nothing was paid for them.
 */
export function purchaseOf(order: Order): { items: AnalyticsItem[]; params: CommerceParams['purchase'] } {
  return {
    items: order.items.filter((line) => !line.is_gift).map((line) => lineItem(line.sku, line)),
    params: {
      transaction_id: order.number,
      value: order.subtotal - order.discount,
      shipping: order.shipping_price,
      tax: 0,
      coupon: order.code ?? undefined,
    },
  };
}
