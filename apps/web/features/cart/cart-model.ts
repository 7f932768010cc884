import type { Cart, CartItem } from '@wb/contract';

/**
 * The customer cart as the cache holds it, and the local changes spec §4 asks for: a quantity changed before the
 * server answers, a line removed, the cart emptied. Totals are worked out the way the API does (line total = unit
 * price × quantity; total_quantity = units; card_quantity = lines) so the page never shows a sum that disagrees with
 * its lines while the refetch is on its way.
 */
export type CartCount = { item_count: number };
export type QuantityProblem = NonNullable<Cart['errors']>['quantity'][number];

/** Query keys: everything under `cart` is the customer cart; a write that touches it all invalidates `cartKeys.all`. */
export const cartKeys = {
  all: ['cart'] as const,
  /** `GET app/cart?page=invoice`: the lines, the totals and the stock check the cart page shows. */
  lines: ['cart', 'lines'] as const,
  /** `GET app/cart/count`: the badge. */
  count: ['cart', 'count'] as const,
};

/** Spec: a line holds 1–99 units (`cart.quantity_limit`). */
export const MAX_LINE_QUANTITY = 99;

export const EMPTY_CART: Cart = { cart_items: [], total_quantity: 0, total_price: 0, card_quantity: 0 };

function withItems(cart: Cart, items: CartItem[]): Cart {
  const errors = cart.errors
    ? {
        // A stock problem goes once the line asks for no more than there is (or the line is gone).
        quantity: cart.errors.quantity.filter((problem) => {
          const line = items.find((item) => item.shopify_variant_id === problem.variant_id);
          return line !== undefined && line.quantity > problem.available;
        }),
      }
    : undefined;
  return {
    ...cart,
    cart_items: items,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total_price: items.reduce((sum, item) => sum + item.line_total, 0),
    card_quantity: items.length,
    ...(errors ? { errors } : {}),
  };
}

export function setLineQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  return withItems(
    cart,
    cart.cart_items.map((item) =>
      item.id === lineId ? { ...item, quantity, line_total: item.price * quantity } : item,
    ),
  );
}

export function removeLine(cart: Cart, lineId: number): Cart {
  return withItems(
    cart,
    cart.cart_items.filter((item) => item.id !== lineId),
  );
}

/** The most a shopper may ask for on a line: the stock, within the per-line limit. */
export function maxQuantity(item: Pick<CartItem, 'stock'>): number {
  return Math.min(MAX_LINE_QUANTITY, item.stock);
}

/** The stock problem of each variant (`page=invoice`), for the warning under its line. */
export function problemsByVariant(cart: Cart): Map<number, QuantityProblem> {
  return new Map((cart.errors?.quantity ?? []).map((problem) => [problem.variant_id, problem]));
}
