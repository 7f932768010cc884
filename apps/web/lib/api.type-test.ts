import type { cart } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { apiCall, type CallResult } from './api';

/**
 * Compile-time checks of route references, never run: `npm run typecheck` fails when a line marked
 * `@ts-expect-error` stops being an error, so a call that names one route while typed as another, or carries a method
 * or path of its own, cannot compile. (This is what the drift tests of the hand-copied references used to check.)
 */
export async function routeReferencesAreChecked(): Promise<void> {
  // The response type follows the entry's id: a real field is there, a made-up one is not (the type is not `any`).
  const count: CallResult<typeof routes.cartCount> = await apiCall(routes.cartCount);
  void count.data;
  // @ts-expect-error the cart count's answer has no such field
  void count.nonsense;

  // @ts-expect-error route X typed as route Y: adding to the cart is not reading the cart
  await apiCall<typeof cart.getCartRoute>(routes.cartAddItem);
  // @ts-expect-error a method the route does not have
  await apiCall({ ...routes.cartGet, method: 'POST' });
  // @ts-expect-error a path the route does not have
  await apiCall({ ...routes.cartGet, path: '/app/carts' });
  // @ts-expect-error an id the route table does not hold
  await apiCall({ id: 'cart.fetch', method: 'GET', path: '/app/cart', access: ['customer'] });
  // @ts-expect-error the body of another route: adding to the cart takes a variant, not a name
  await apiCall(routes.cartAddItem, { body: { name: 'سلة' } });
}
