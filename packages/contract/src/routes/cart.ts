import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import { addToCartBody, cartCount, cartItem, cartPageQuery, customerCart, deleteCartQuery } from '../schemas/cart';
import { idParams, quantityBody } from '../schemas/fields';

const tag = 'سلة المشتريات';
const access = ['customer'] as const;

export const addToCartRoute = defineRoute({
  id: 'cart.addItem',
  rateLimited: true,
  method: 'POST',
  path: '/app/cart/items',
  access,
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

export const updateCartItemRoute = defineRoute({
  id: 'cart.updateItem',
  rateLimited: true,
  method: 'PUT',
  path: '/app/cart/items/{id}',
  access,
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

export const removeCartItemRoute = defineRoute({
  id: 'cart.removeItem',
  rateLimited: true,
  method: 'DELETE',
  path: '/app/cart/items/{id}',
  access,
  tag,
  summary: 'Remove a line from the cart.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartItemRemoved',
  idempotent: true,
  failures: [{ code: 'cart.line_not_found', when: "No line with this id in the caller's cart." }],
});

export const emptyCartRoute = defineRoute({
  id: 'cart.empty',
  rateLimited: true,
  method: 'DELETE',
  path: '/app/cart',
  access,
  tag,
  summary: 'Empty the cart.',
  query: deleteCartQuery,
  response: messageOnly,
  successMessage: 'cartEmptied',
});

export const getCartRoute = defineRoute({
  id: 'cart.get',
  method: 'GET',
  path: '/app/cart',
  access,
  tag,
  summary: 'The cart with its totals; page=invoice adds the stock check the checkout needs.',
  query: cartPageQuery,
  response: envelope(customerCart),
});

export const cartCountRoute = defineRoute({
  id: 'cart.count',
  method: 'GET',
  path: '/app/cart/count',
  access,
  tag,
  summary: 'Units in the cart, for the header badge.',
  response: envelope(cartCount),
});
