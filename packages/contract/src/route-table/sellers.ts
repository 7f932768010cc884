import { customers, sellers } from './access';

/** The route table's entries whose schemas `routes/sellers.ts` attaches. */
export const sellersEarnings = {
  id: 'sellers.earnings',
  method: 'GET',
  path: '/app/seller/earnings',
  access: sellers,
} as const;
export const sellersShares = {
  id: 'sellers.shares',
  method: 'GET',
  path: '/app/seller/shares',
  access: sellers,
} as const;
export const sellersRevokeShare = {
  id: 'sellers.revokeShare',
  method: 'DELETE',
  path: '/app/seller/share-cart/{id}',
  access: sellers,
} as const;
export const sharedCartsGet = {
  id: 'sharedCarts.get',
  method: 'GET',
  path: '/app/shared-carts/{token}',
  access: 'public',
} as const;
export const sharedCartsAdd = {
  id: 'sharedCarts.add',
  method: 'POST',
  path: '/app/shared-carts/{token}/add',
  access: customers,
} as const;
