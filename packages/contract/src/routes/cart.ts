import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import { addToCartBody, cartCount, cartItem, cartPageQuery, customerCart, deleteCartQuery } from '../schemas/cart';
import { idParams, quantityBody } from '../schemas/fields';

const tag = 'سلة المشتريات';
const access = ['customer'] as const;

export const addToCartRoute = defineRoute({
  id: 'cart.addItem',
  method: 'POST',
  path: '/app/cart/items',
  access,
  tag,
  summary: 'Add a variant to the cart (adds to the quantity when the variant is already there).',
  body: addToCartBody,
  response: envelope(cartItem),
  successMessage: 'addedToCart',
  plannedIn: 'later',
});

export const updateCartItemRoute = defineRoute({
  id: 'cart.updateItem',
  method: 'PUT',
  path: '/app/cart/items/{id}',
  access,
  tag,
  summary: 'Set the quantity of a cart line (1–99, within stock).',
  params: idParams,
  body: quantityBody,
  response: envelope(cartItem),
  successMessage: 'updatedSuccessfully',
  plannedIn: 'later',
});

export const removeCartItemRoute = defineRoute({
  id: 'cart.removeItem',
  method: 'DELETE',
  path: '/app/cart/items/{id}',
  access,
  tag,
  summary: 'Remove a line from the cart.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartItemRemoved',
  plannedIn: 'later',
});

export const emptyCartRoute = defineRoute({
  id: 'cart.empty',
  method: 'DELETE',
  path: '/app/cart',
  access,
  tag,
  summary: 'Empty the cart.',
  query: deleteCartQuery,
  response: messageOnly,
  successMessage: 'cartEmptied',
  plannedIn: 'later',
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
  plannedIn: 'later',
});

export const cartCountRoute = defineRoute({
  id: 'cart.count',
  method: 'GET',
  path: '/app/cart/count',
  access,
  tag,
  summary: 'Units in the cart, for the header badge.',
  response: envelope(cartCount),
  plannedIn: 'later',
});
