import { sellers } from './access';

/** The route table's entries whose schemas `routes/sellerCarts.ts` attaches. */
export const sellerCartsList = {
  id: 'sellerCarts.list',
  method: 'GET',
  path: '/app/seller/carts',
  access: sellers,
} as const;
export const sellerCartsCreate = {
  id: 'sellerCarts.create',
  method: 'POST',
  path: '/app/seller/carts',
  access: sellers,
} as const;
export const sellerCartsGet = {
  id: 'sellerCarts.get',
  method: 'GET',
  path: '/app/seller/carts/{id}',
  access: sellers,
} as const;
export const sellerCartsDelete = {
  id: 'sellerCarts.delete',
  method: 'DELETE',
  path: '/app/seller/carts/{id}',
  access: sellers,
} as const;
export const sellerCartsRename = {
  id: 'sellerCarts.rename',
  method: 'PUT',
  path: '/app/seller/carts/rename/{id}',
  access: sellers,
} as const;
export const sellerCartsActivate = {
  id: 'sellerCarts.activate',
  method: 'PUT',
  path: '/app/seller/carts/activate/{id}',
  access: sellers,
} as const;
export const sellerCartsAddItem = {
  id: 'sellerCarts.addItem',
  method: 'POST',
  path: '/app/seller/carts/items',
  access: sellers,
} as const;
export const sellerCartsUpdateItem = {
  id: 'sellerCarts.updateItem',
  method: 'PUT',
  path: '/app/seller/carts/items/{id}',
  access: sellers,
} as const;
export const sellerCartsRemoveItem = {
  id: 'sellerCarts.removeItem',
  method: 'DELETE',
  path: '/app/seller/carts/items/{id}',
  access: sellers,
} as const;
export const sellerCartsEmpty = {
  id: 'sellerCarts.empty',
  method: 'PUT',
  path: '/app/seller/carts/empty/{cartId}',
  access: sellers,
} as const;
export const sellerCartsInvoiceDetails = {
  id: 'sellerCarts.invoiceDetails',
  method: 'GET',
  path: '/app/seller/carts/{cartId}/invoice/details',
  access: sellers,
} as const;
export const sellerCartsShare = {
  id: 'sellerCarts.share',
  method: 'POST',
  path: '/app/seller/share-cart',
  access: sellers,
} as const;
