import { anyShopper, customers, influencers, pharmacists, sellers } from './access';

/** Route table: Carts, checkout, orders, addresses, the wishlist and the sellers' tools. */
export const addressesActivate = {
  id: 'addresses.activate',
  method: 'POST',
  path: '/app/profile/addresses/activate/{id}',
  access: customers,
} as const;
export const addressesCreate = {
  id: 'addresses.create',
  method: 'POST',
  path: '/app/profile/addresses',
  access: customers,
} as const;
export const addressesDelete = {
  id: 'addresses.delete',
  method: 'DELETE',
  path: '/app/profile/addresses/{id}',
  access: customers,
} as const;
export const addressesList = {
  id: 'addresses.list',
  method: 'GET',
  path: '/app/profile/addresses',
  access: customers,
} as const;

export const cartAddItem = { id: 'cart.addItem', method: 'POST', path: '/app/cart/items', access: customers } as const;
export const cartCount = { id: 'cart.count', method: 'GET', path: '/app/cart/count', access: customers } as const;
export const cartEmpty = { id: 'cart.empty', method: 'DELETE', path: '/app/cart', access: customers } as const;
export const cartGet = { id: 'cart.get', method: 'GET', path: '/app/cart', access: customers } as const;
export const cartRemoveItem = {
  id: 'cart.removeItem',
  method: 'DELETE',
  path: '/app/cart/items/{id}',
  access: customers,
} as const;
export const cartUpdateItem = {
  id: 'cart.updateItem',
  method: 'PUT',
  path: '/app/cart/items/{id}',
  access: customers,
} as const;

export const checkoutCities = { id: 'checkout.cities', method: 'GET', path: '/app/cities', access: 'public' } as const;
export const checkoutInvoiceDetails = {
  id: 'checkout.invoiceDetails',
  method: 'GET',
  path: '/app/invoice/details',
  access: customers,
} as const;
export const checkoutPrediction = {
  id: 'checkout.prediction',
  method: 'GET',
  path: '/app/prediction',
  access: customers,
} as const;

export const contactsCreate = {
  id: 'contacts.create',
  method: 'POST',
  path: '/app/contacts',
  access: influencers,
} as const;
export const contactsDelete = {
  id: 'contacts.delete',
  method: 'DELETE',
  path: '/app/contacts/{id}',
  access: influencers,
} as const;
export const contactsList = { id: 'contacts.list', method: 'GET', path: '/app/contacts', access: influencers } as const;

// Sellers see and cancel the orders they placed on /profile/orders too (spec §6: "seller carts and orders").
export const ordersCreate = { id: 'orders.create', method: 'POST', path: '/app/orders', access: customers } as const;
export const ordersDelete = { id: 'orders.delete', method: 'DELETE', path: '/app/orders', access: anyShopper } as const;
export const ordersDetails = {
  id: 'orders.details',
  method: 'GET',
  path: '/app/orders/{id}',
  access: anyShopper,
} as const;
export const ordersInfluencer = {
  id: 'orders.influencer',
  method: 'POST',
  path: '/app/influencer/orders',
  access: influencers,
} as const;
export const ordersList = { id: 'orders.list', method: 'GET', path: '/app/orders', access: anyShopper } as const;
export const ordersPharmacist = {
  id: 'orders.pharmacist',
  method: 'POST',
  path: '/app/pharmacist/orders',
  access: pharmacists,
} as const;
export const ordersReorder = {
  id: 'orders.reorder',
  method: 'PUT',
  path: '/app/re-order/{id}',
  access: customers,
} as const;
export const ordersReorderPreview = {
  id: 'orders.reorderPreview',
  method: 'GET',
  path: '/app/re-order/{id}',
  access: customers,
} as const;

export const pharmacistCreateAddress = {
  id: 'pharmacist.createAddress',
  method: 'POST',
  path: '/app/addresses',
  access: pharmacists,
} as const;
export const pharmacistSearchAddresses = {
  id: 'pharmacist.searchAddresses',
  method: 'GET',
  path: '/app/search/addresses',
  access: pharmacists,
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
export const sellerCartsCreate = {
  id: 'sellerCarts.create',
  method: 'POST',
  path: '/app/seller/carts',
  access: sellers,
} as const;
export const sellerCartsDelete = {
  id: 'sellerCarts.delete',
  method: 'DELETE',
  path: '/app/seller/carts/{id}',
  access: sellers,
} as const;
export const sellerCartsEmpty = {
  id: 'sellerCarts.empty',
  method: 'PUT',
  path: '/app/seller/carts/empty/{cartId}',
  access: sellers,
} as const;
export const sellerCartsGet = {
  id: 'sellerCarts.get',
  method: 'GET',
  path: '/app/seller/carts/{id}',
  access: sellers,
} as const;
export const sellerCartsInvoiceDetails = {
  id: 'sellerCarts.invoiceDetails',
  method: 'GET',
  path: '/app/seller/carts/{cartId}/invoice/details',
  access: sellers,
} as const;
export const sellerCartsList = {
  id: 'sellerCarts.list',
  method: 'GET',
  path: '/app/seller/carts',
  access: sellers,
} as const;
export const sellerCartsRemoveItem = {
  id: 'sellerCarts.removeItem',
  method: 'DELETE',
  path: '/app/seller/carts/items/{id}',
  access: sellers,
} as const;
export const sellerCartsRename = {
  id: 'sellerCarts.rename',
  method: 'PUT',
  path: '/app/seller/carts/rename/{id}',
  access: sellers,
} as const;
export const sellerCartsShare = {
  id: 'sellerCarts.share',
  method: 'POST',
  path: '/app/seller/share-cart',
  access: sellers,
} as const;
export const sellerCartsUpdateItem = {
  id: 'sellerCarts.updateItem',
  method: 'PUT',
  path: '/app/seller/carts/items/{id}',
  access: sellers,
} as const;

export const sellersEarnings = {
  id: 'sellers.earnings',
  method: 'GET',
  path: '/app/seller/earnings',
  access: sellers,
} as const;
export const sellersRevokeShare = {
  id: 'sellers.revokeShare',
  method: 'DELETE',
  path: '/app/seller/share-cart/{id}',
  access: sellers,
} as const;
export const sellersShares = {
  id: 'sellers.shares',
  method: 'GET',
  path: '/app/seller/shares',
  access: sellers,
} as const;

export const sharedCartsAdd = {
  id: 'sharedCarts.add',
  method: 'POST',
  path: '/app/shared-carts/{token}/add',
  access: customers,
} as const;
export const sharedCartsGet = {
  id: 'sharedCarts.get',
  method: 'GET',
  path: '/app/shared-carts/{token}',
  access: 'public',
} as const;

export const wishlistAdd = { id: 'wishlist.add', method: 'POST', path: '/app/wishlist', access: anyShopper } as const;
export const wishlistCategories = {
  id: 'wishlist.categories',
  method: 'GET',
  path: '/app/wishlist/category',
  access: anyShopper,
} as const;
export const wishlistCreateCategory = {
  id: 'wishlist.createCategory',
  method: 'POST',
  path: '/app/wishlist/category',
  access: anyShopper,
} as const;
export const wishlistDelete = {
  id: 'wishlist.delete',
  method: 'DELETE',
  path: '/app/wishlist/delete',
  access: anyShopper,
} as const;
export const wishlistDeleteCategory = {
  id: 'wishlist.deleteCategory',
  method: 'DELETE',
  path: '/app/wishlist/category/{id}',
  access: anyShopper,
} as const;
export const wishlistList = { id: 'wishlist.list', method: 'GET', path: '/app/wishlist', access: anyShopper } as const;
export const wishlistMove = {
  id: 'wishlist.move',
  method: 'PUT',
  path: '/app/wishlist/{shopify_variant_id}/category',
  access: anyShopper,
} as const;
export const wishlistRenameCategory = {
  id: 'wishlist.renameCategory',
  method: 'POST',
  path: '/app/wishlist/category/{id}',
  access: anyShopper,
} as const;
