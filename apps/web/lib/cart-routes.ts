import type { addresses, cart, content } from '@wb/contract';
import { clientRoute } from './api';

/**
 * The customer cart and saved-address calls the browser makes, as typed references (see `clientRoute`). Apart from
 * `client-routes.ts`, so the catalogue's first load does not carry them: they travel in the chunks loaded on first
 * interaction (add to cart) and with the session pages.
 */
export const cartRoutes = {
  add: clientRoute<typeof cart.addToCartRoute>('cart.addItem', 'POST', '/app/cart/items'),
  update: clientRoute<typeof cart.updateCartItemRoute>('cart.updateItem', 'PUT', '/app/cart/items/{id}'),
  remove: clientRoute<typeof cart.removeCartItemRoute>('cart.removeItem', 'DELETE', '/app/cart/items/{id}'),
  empty: clientRoute<typeof cart.emptyCartRoute>('cart.empty', 'DELETE', '/app/cart'),
  get: clientRoute<typeof cart.getCartRoute>('cart.get', 'GET', '/app/cart'),
  count: clientRoute<typeof cart.cartCountRoute>('cart.count', 'GET', '/app/cart/count'),
};

export const addressRoutes = {
  list: clientRoute<typeof addresses.addressesRoute>('addresses.list', 'GET', '/app/profile/addresses'),
  create: clientRoute<typeof addresses.addressCreateRoute>('addresses.create', 'POST', '/app/profile/addresses'),
  activate: clientRoute<typeof addresses.addressActivateRoute>(
    'addresses.activate',
    'POST',
    '/app/profile/addresses/activate/{id}',
  ),
  remove: clientRoute<typeof addresses.addressDeleteRoute>('addresses.delete', 'DELETE', '/app/profile/addresses/{id}'),
  cities: clientRoute<typeof content.citiesRoute>('checkout.cities', 'GET', '/app/cities'),
};
