import { customers } from './access';

/** The route table's entries whose schemas `routes/addresses.ts` attaches. */
export const addressesList = {
  id: 'addresses.list',
  method: 'GET',
  path: '/app/profile/addresses',
  access: customers,
} as const;
export const addressesCreate = {
  id: 'addresses.create',
  method: 'POST',
  path: '/app/profile/addresses',
  access: customers,
} as const;
export const addressesActivate = {
  id: 'addresses.activate',
  method: 'POST',
  path: '/app/profile/addresses/activate/{id}',
  access: customers,
} as const;
export const addressesDelete = {
  id: 'addresses.delete',
  method: 'DELETE',
  path: '/app/profile/addresses/{id}',
  access: customers,
} as const;
