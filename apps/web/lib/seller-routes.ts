import type { influencer, pharmacist, sellerCarts, sellers } from '@wb/contract';
import { clientRoute } from './api';

/**
 * The sellers' calls (issue 14: seller carts, the contacts and addresses books, seller orders, earnings, shares),
 * as typed references (see `clientRoute`). Apart from the other route files so only the seller pages, and the
 * add-to-cart chunk a seller's first press loads, carry them.
 */
type C = typeof sellerCarts;
type S = typeof sellers;

export const sellerCartRoutes = {
  list: clientRoute<C['sellerCartsRoute']>('sellerCarts.list', 'GET', '/app/seller/carts'),
  create: clientRoute<C['sellerCartCreateRoute']>('sellerCarts.create', 'POST', '/app/seller/carts'),
  get: clientRoute<C['sellerCartRoute']>('sellerCarts.get', 'GET', '/app/seller/carts/{id}'),
  remove: clientRoute<C['sellerCartDeleteRoute']>('sellerCarts.delete', 'DELETE', '/app/seller/carts/{id}'),
  rename: clientRoute<C['sellerCartRenameRoute']>('sellerCarts.rename', 'PUT', '/app/seller/carts/rename/{id}'),
  activate: clientRoute<C['sellerCartActivateRoute']>('sellerCarts.activate', 'PUT', '/app/seller/carts/activate/{id}'),
  addItem: clientRoute<C['sellerCartAddItemRoute']>('sellerCarts.addItem', 'POST', '/app/seller/carts/items'),
  updateItem: clientRoute<C['sellerCartUpdateItemRoute']>(
    'sellerCarts.updateItem',
    'PUT',
    '/app/seller/carts/items/{id}',
  ),
  removeItem: clientRoute<C['sellerCartRemoveItemRoute']>(
    'sellerCarts.removeItem',
    'DELETE',
    '/app/seller/carts/items/{id}',
  ),
  empty: clientRoute<C['sellerCartEmptyRoute']>('sellerCarts.empty', 'PUT', '/app/seller/carts/empty/{cartId}'),
  invoice: clientRoute<C['sellerInvoiceDetailsRoute']>(
    'sellerCarts.invoiceDetails',
    'GET',
    '/app/seller/carts/{cartId}/invoice/details',
  ),
  share: clientRoute<C['shareCartRoute']>('sellerCarts.share', 'POST', '/app/seller/share-cart'),
};

export const sellerBookRoutes = {
  contacts: clientRoute<typeof influencer.contactsRoute>('contacts.list', 'GET', '/app/contacts'),
  createContact: clientRoute<typeof influencer.contactCreateRoute>('contacts.create', 'POST', '/app/contacts'),
  deleteContact: clientRoute<typeof influencer.contactDeleteRoute>('contacts.delete', 'DELETE', '/app/contacts/{id}'),
  addresses: clientRoute<typeof pharmacist.pharmacistAddressesRoute>(
    'pharmacist.searchAddresses',
    'GET',
    '/app/search/addresses',
  ),
  createAddress: clientRoute<typeof pharmacist.pharmacistAddressCreateRoute>(
    'pharmacist.createAddress',
    'POST',
    '/app/addresses',
  ),
  influencerOrder: clientRoute<typeof influencer.influencerOrderRoute>(
    'orders.influencer',
    'POST',
    '/app/influencer/orders',
  ),
  pharmacistOrder: clientRoute<typeof pharmacist.pharmacistOrderRoute>(
    'orders.pharmacist',
    'POST',
    '/app/pharmacist/orders',
  ),
};

export const sellerRoutes = {
  earnings: clientRoute<S['sellerEarningsRoute']>('sellers.earnings', 'GET', '/app/seller/earnings'),
  shares: clientRoute<S['sellerSharesRoute']>('sellers.shares', 'GET', '/app/seller/shares'),
  revokeShare: clientRoute<S['revokeShareRoute']>('sellers.revokeShare', 'DELETE', '/app/seller/share-cart/{id}'),
  sharedCart: clientRoute<S['sharedCartRoute']>('sharedCarts.get', 'GET', '/app/shared-carts/{token}'),
  addSharedCart: clientRoute<S['addSharedCartRoute']>('sharedCarts.add', 'POST', '/app/shared-carts/{token}/add'),
};
