import { formatMessage, messages, type QuantityError } from '@wb/contract';
import type { LineVariant } from '../modules/catalog/storefront/variants';
import { ApiError } from './errors';

/*
 * The rules of one line of a cart, the same for a shopper's cart and a seller's named carts, and for checkout's
 * quantity popup (spec §5).
 */

/** Units of one variant a line may hold (the contract's quantity bounds say the same). */
export const MAX_LINE_QUANTITY = 99;
/** Distinct lines a cart may hold: a shopper's basket, not a warehouse order. */
export const MAX_CART_LINES = 50;

/** Why `wanted` units of a variant cannot be held in a cart line: none in stock, more than the stock, or past 99. */
export function quantityRefusal(stock: number, wanted: number): ApiError {
  if (stock <= 0) return ApiError.of('stock.out');
  if (wanted > stock) return ApiError.of('stock.insufficient', { available: stock });
  return ApiError.field('quantity', 'cart.quantity_limit', { max: MAX_LINE_QUANTITY });
}

/** The quantity-popup entry of a line that cannot be had as it stands (spec §5). */
export function problemOf(variant: LineVariant, requested: number): QuantityError[] {
  const available = variant.active ? variant.stock : 0;
  if (requested <= available) return [];
  return [
    {
      variant_id: variant.variant_id,
      title: variant.title,
      requested,
      available,
      message: available === 0 ? messages.stockOut : formatMessage(messages.stockInsufficient, { available }),
    },
  ];
}
