import type { Role } from '../roles';

/**
 * The route table: every call of the API by id, with its method, its path (relative to `/api/v2`, OpenAPI-style
 * `{param}` segments) and who may call it. Plain constants without zod, one export per route and one file per route
 * module (`routes/cart.ts` ↔ `route-table/cart.ts`), so a browser bundle carries only the areas its code calls
 * (`import * as routes from '@wb/contract/routes'`, then `routes.cartAddItem`).
 * The zod definitions (`routes/*.ts`) attach their schemas to these entries through `defineRoute`: the path and
 * method of a call are written here and nowhere else.
 */

/** Who may call a route: anyone with the app key, any signed-in user, or only the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a client needs to reach a route, and what the API binds it by. */
export interface RouteEntry<A extends Access = Access> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: A;
  /** How the body is sent; multipart fields arrive as strings and are validated by the same schema. JSON if absent. */
  readonly bodyType?: 'json' | 'multipart';
}

export * from './addresses';
export * from './admin';
export * from './admin-catalogue';
export * from './admin-content';
export * from './admin-customers';
export * from './admin-dashboard';
export * from './admin-imports';
export * from './admin-partners';
export * from './admin-promotions';
export * from './admin-quiz';
export * from './admin-reviews';
export * from './admin-sellers';
export * from './admin-settings';
export * from './admin-staff';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './checkout';
export * from './content';
export * from './influencer';
export * from './notifications';
export * from './notify';
export * from './orders';
export * from './partners';
export * from './pharmacist';
export * from './quiz';
export * from './referrals';
export * from './requests';
export * from './reviews';
export * from './sellerCarts';
export * from './sellers';
export * from './storefront';
export * from './wallet';
export * from './wishlist';
