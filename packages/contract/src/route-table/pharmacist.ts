import { pharmacists } from './access';

/** The route table's entries whose schemas `routes/pharmacist.ts` attaches. */
export const pharmacistSearchAddresses = {
  id: 'pharmacist.searchAddresses',
  method: 'GET',
  path: '/app/search/addresses',
  access: pharmacists,
} as const;
export const pharmacistCreateAddress = {
  id: 'pharmacist.createAddress',
  method: 'POST',
  path: '/app/addresses',
  access: pharmacists,
} as const;
export const ordersPharmacist = {
  id: 'orders.pharmacist',
  method: 'POST',
  path: '/app/pharmacist/orders',
  access: pharmacists,
} as const;
