import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import {
  addToCartBody,
  cartCount,
  cartItem,
  cartPageQuery,
  customerCart,
  deleteCartQuery,
  guestCartLine,
  guestLinesQuery,
  mergeCartBody,
  mergedCart,
} from '../schemas/cart';
import { idParams, quantityBody } from '../schemas/fields';

const tag = 'سلة المشتريات';

export const addToCartRoute = defineRoute(table.cartAddItem, {
  rateLimited: true,
  tag,
  summary: 'Add a variant to the cart (adds to the quantity when the variant is already there).',
  body: addToCartBody,
  response: envelope(cartItem),
  successMessage: 'addedToCart',
  idempotent: true,
  guestCode: 'cart.login_required',
  failures: [
    { code: 'cart.login_required', when: 'A guest: adding to the cart needs an account (spec §8).' },
    { code: 'variant.not_found', when: 'No variant of that product is for sale.' },
    { code: 'stock.out', when: 'The variant is out of stock.' },
    { code: 'stock.insufficient', when: 'The cart would hold more than the stock.' },
    { code: 'cart.quantity_limit', field: 'quantity', when: 'The line would hold more than 99 units.' },
    { code: 'cart.too_many_lines', when: 'The cart already has 50 different products.' },
  ],
});

export const updateCartItemRoute = defineRoute(table.cartUpdateItem, {
  rateLimited: true,
  tag,
  summary: 'Set the quantity of a cart line (1–99, within stock).',
  params: idParams,
  body: quantityBody,
  response: envelope(cartItem),
  successMessage: 'updatedSuccessfully',
  idempotent: true,
  failures: [
    { code: 'cart.line_not_found', when: "No line with this id in the caller's cart." },
    { code: 'stock.out', when: 'Raising the quantity of a variant out of stock (lowering is always allowed).' },
    { code: 'stock.insufficient', when: 'Raising the quantity above the stock.' },
  ],
});

export const removeCartItemRoute = defineRoute(table.cartRemoveItem, {
  rateLimited: true,
  tag,
  summary: 'Remove a line from the cart.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartItemRemoved',
  idempotent: true,
  failures: [{ code: 'cart.line_not_found', when: "No line with this id in the caller's cart." }],
});

export const emptyCartRoute = defineRoute(table.cartEmpty, {
  rateLimited: true,
  tag,
  summary: 'Empty the cart.',
  query: deleteCartQuery,
  response: messageOnly,
  successMessage: 'cartEmptied',
});

export const getCartRoute = defineRoute(table.cartGet, {
  tag,
  summary: 'The cart with its totals; page=invoice adds the stock check the checkout needs.',
  query: cartPageQuery,
  response: envelope(customerCart),
});

export const cartCountRoute = defineRoute(table.cartCount, {
  tag,
  summary: 'Units in the cart, for the header badge.',
  response: envelope(cartCount),
});

export const guestLinesRoute = defineRoute(table.cartGuestLines, {
  tag,
  summary:
    "Today's price, names, picture and room of the variants in a guest's browser-kept cart (no personal data); unknown ids are left out.",
  query: guestLinesQuery,
  response: envelope(z.array(guestCartLine)),
});

export const mergeCartRoute = defineRoute(table.cartMerge, {
  rateLimited: true,
  tag,
  summary:
    "Adds a guest's browser-kept cart to the caller's at sign-in, each line within the stock, 99 units and 50 lines, in one transaction; says what was not kept.",
  body: mergeCartBody,
  response: envelope(mergedCart),
  successMessage: 'guestCartMerged',
  idempotent: true,
});
