import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-sellers.ts` attaches. */
export const adminSellerTermsGet = {
  id: 'admin.sellerTerms.get',
  method: 'GET',
  path: '/admin/seller-terms',
  access: admins,
} as const;
export const adminSellerTermsUpdate = {
  id: 'admin.sellerTerms.update',
  method: 'PUT',
  path: '/admin/seller-terms',
  access: admins,
} as const;
