import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import { cartPageQuery, sellerCart, sellerCartItem, sellerCartSummary } from '../schemas/cart';
import { invoice } from '../schemas/checkout';
import { idParams, quantityBody } from '../schemas/fields';
import {
  cartIdParams,
  sellerCartCreateBody,
  sellerCartItemBody,
  sellerCartRenameBody,
  sellerInvoiceQuery,
  shareCartBody,
  sharedCart,
} from '../schemas/sellerCarts';

const tag = 'سلال البائعين';
const access = ['influencer', 'pharmacist'] as const;

export const sellerCartsRoute = defineRoute({
  id: 'sellerCarts.list',
  method: 'GET',
  path: '/app/seller/carts',
  access,
  tag,
  summary: "The seller's named carts with their totals; one is active.",
  response: envelope(z.array(sellerCartSummary)),
  plannedIn: 'later',
});

export const sellerCartCreateRoute = defineRoute({
  id: 'sellerCarts.create',
  method: 'POST',
  path: '/app/seller/carts',
  access,
  tag,
  summary: 'Create a named cart; it becomes the active one.',
  body: sellerCartCreateBody,
  response: envelope(sellerCartSummary),
  successMessage: 'sellerCartCreated',
  plannedIn: 'later',
});

export const sellerCartRoute = defineRoute({
  id: 'sellerCarts.get',
  method: 'GET',
  path: '/app/seller/carts/{id}',
  access,
  tag,
  summary: 'One seller cart with its lines; page=invoice adds the stock check the invoice page needs.',
  params: idParams,
  query: cartPageQuery,
  response: envelope(sellerCart),
  plannedIn: 'later',
});

export const sellerCartDeleteRoute = defineRoute({
  id: 'sellerCarts.delete',
  method: 'DELETE',
  path: '/app/seller/carts/{id}',
  access,
  tag,
  summary: 'Delete a seller cart; if it was active, the newest remaining one becomes active.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartDeleted',
  plannedIn: 'later',
});

export const sellerCartRenameRoute = defineRoute({
  id: 'sellerCarts.rename',
  method: 'PUT',
  path: '/app/seller/carts/rename/{id}',
  access,
  tag,
  summary: "Change a seller cart's name, location and region.",
  params: idParams,
  body: sellerCartRenameBody,
  response: envelope(sellerCartSummary),
  successMessage: 'updatedSuccessfully',
  plannedIn: 'later',
});

export const sellerCartActivateRoute = defineRoute({
  id: 'sellerCarts.activate',
  method: 'PUT',
  path: '/app/seller/carts/activate/{id}',
  access,
  tag,
  summary: 'Make a seller cart the active one.',
  params: idParams,
  response: envelope(sellerCartSummary),
  successMessage: 'updatedSuccessfully',
  plannedIn: 'later',
});

export const sellerCartAddItemRoute = defineRoute({
  id: 'sellerCarts.addItem',
  method: 'POST',
  path: '/app/seller/carts/items',
  access,
  tag,
  summary: 'Add a variant to a seller cart (the active one unless cart_id is sent).',
  body: sellerCartItemBody,
  response: envelope(sellerCartItem),
  successMessage: 'addedToCart',
  plannedIn: 'later',
});

export const sellerCartUpdateItemRoute = defineRoute({
  id: 'sellerCarts.updateItem',
  method: 'PUT',
  path: '/app/seller/carts/items/{id}',
  access,
  tag,
  summary: 'Set the quantity of a seller cart line (1–99, within stock).',
  params: idParams,
  body: quantityBody,
  response: envelope(sellerCartItem),
  successMessage: 'updatedSuccessfully',
  plannedIn: 'later',
});

export const sellerCartRemoveItemRoute = defineRoute({
  id: 'sellerCarts.removeItem',
  method: 'DELETE',
  path: '/app/seller/carts/items/{id}',
  access,
  tag,
  summary: 'Remove a line from a seller cart.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartItemRemoved',
  plannedIn: 'later',
});

export const sellerCartEmptyRoute = defineRoute({
  id: 'sellerCarts.empty',
  method: 'PUT',
  path: '/app/seller/carts/empty/{cartId}',
  access,
  tag,
  summary: 'Remove every line of a seller cart; the cart itself stays.',
  params: cartIdParams,
  response: messageOnly,
  successMessage: 'cartEmptied',
  plannedIn: 'later',
});

// One route for both spec spellings ({carts} for influencers, {cartId} for pharmacists) of the same segment.
export const sellerInvoiceDetailsRoute = defineRoute({
  id: 'sellerCarts.invoiceDetails',
  method: 'GET',
  path: '/app/seller/carts/{cartId}/invoice/details',
  access,
  tag,
  summary: 'Price a seller cart: code, wallet, contact or address, delivery fee, order and per-item discounts.',
  params: cartIdParams,
  query: sellerInvoiceQuery,
  response: envelope(invoice),
  plannedIn: 'later',
});

export const shareCartRoute = defineRoute({
  id: 'sellerCarts.share',
  method: 'POST',
  path: '/app/seller/share-cart',
  access,
  tag,
  summary: 'A link to a seller cart that a customer opens to see it and order it.',
  body: shareCartBody,
  response: envelope(sharedCart),
  successMessage: 'cartShared',
  plannedIn: 'later',
});
