import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { cartPageQuery, sellerCart, sellerCartItem, sellerCartSummary } from '../schemas/cart';
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
import { sellerInvoice } from '../schemas/sellers';

const tag = 'سلال البائعين';
/** Writes a double tap repeats: limited per person, safe to repeat with an Idempotency-Key. */
const write = { rateLimited: true, idempotent: true } as const;

export const sellerCartsRoute = defineRoute(table.sellerCartsList, {
  tag,
  summary: "The seller's named carts with their totals; one is active.",
  response: envelope(z.array(sellerCartSummary)),
});

export const sellerCartCreateRoute = defineRoute(table.sellerCartsCreate, {
  ...write,
  tag,
  summary: 'Create a named cart; it becomes the active one.',
  body: sellerCartCreateBody,
  response: envelope(sellerCartSummary),
  successMessage: 'sellerCartCreated',
});

export const sellerCartRoute = defineRoute(table.sellerCartsGet, {
  tag,
  summary: 'One seller cart with its lines; page=invoice adds the stock check the invoice page needs.',
  params: idParams,
  query: cartPageQuery,
  response: envelope(sellerCart),
});

export const sellerCartDeleteRoute = defineRoute(table.sellerCartsDelete, {
  ...write,
  tag,
  summary: 'Delete a seller cart; if it was active, the newest remaining one becomes active.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartDeleted',
});

export const sellerCartRenameRoute = defineRoute(table.sellerCartsRename, {
  ...write,
  tag,
  summary: "Change a seller cart's name, location and region.",
  params: idParams,
  body: sellerCartRenameBody,
  response: envelope(sellerCartSummary),
  successMessage: 'updatedSuccessfully',
});

export const sellerCartActivateRoute = defineRoute(table.sellerCartsActivate, {
  ...write,
  tag,
  summary: 'Make a seller cart the active one.',
  params: idParams,
  response: envelope(sellerCartSummary),
  successMessage: 'updatedSuccessfully',
});

export const sellerCartAddItemRoute = defineRoute(table.sellerCartsAddItem, {
  ...write,
  tag,
  summary: 'Add a variant to a seller cart (the active one unless cart_id is sent).',
  body: sellerCartItemBody,
  response: envelope(sellerCartItem),
  successMessage: 'addedToCart',
});

export const sellerCartUpdateItemRoute = defineRoute(table.sellerCartsUpdateItem, {
  ...write,
  tag,
  summary: 'Set the quantity of a seller cart line (1–99, within stock).',
  params: idParams,
  body: quantityBody,
  response: envelope(sellerCartItem),
  successMessage: 'updatedSuccessfully',
});

export const sellerCartRemoveItemRoute = defineRoute(table.sellerCartsRemoveItem, {
  ...write,
  tag,
  summary: 'Remove a line from a seller cart.',
  params: idParams,
  response: messageOnly,
  successMessage: 'cartItemRemoved',
});

export const sellerCartEmptyRoute = defineRoute(table.sellerCartsEmpty, {
  ...write,
  tag,
  summary: 'Remove every line of a seller cart; the cart itself stays.',
  params: cartIdParams,
  response: messageOnly,
  successMessage: 'cartEmptied',
});

// One route for both spec spellings ({carts} for influencers, {cartId} for pharmacists) of the same segment.
export const sellerInvoiceDetailsRoute = defineRoute(table.sellerCartsInvoiceDetails, {
  tag,
  summary: 'Price a seller cart: code, wallet, contact or address, delivery fee, order and per-item discounts.',
  params: cartIdParams,
  query: sellerInvoiceQuery,
  response: envelope(sellerInvoice),
});

export const shareCartRoute = defineRoute(table.sellerCartsShare, {
  ...write,
  tag,
  summary: 'A link to a seller cart that a customer opens to see it and order it.',
  body: shareCartBody,
  response: envelope(sharedCart),
  successMessage: 'cartShared',
});
