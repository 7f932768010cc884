import { staff } from './access';

/** The route table's entries whose schemas `routes/admin-customers.ts` attaches. */
export const adminCustomersList = {
  id: 'admin.customers.list',
  method: 'GET',
  path: '/admin/customers',
  access: staff,
} as const;
export const adminCustomersDetails = {
  id: 'admin.customers.details',
  method: 'GET',
  path: '/admin/customers/{id}',
  access: staff,
} as const;
export const adminCustomersWallet = {
  id: 'admin.customers.wallet',
  method: 'GET',
  path: '/admin/customers/{id}/wallet',
  access: staff,
} as const;
export const adminCustomersWalletAdjust = {
  id: 'admin.customers.walletAdjust',
  method: 'POST',
  path: '/admin/customers/{id}/wallet',
  access: staff,
} as const;
export const adminCustomersBlock = {
  id: 'admin.customers.block',
  method: 'POST',
  path: '/admin/customers/{id}/block',
  access: staff,
} as const;
export const adminCustomersUnblock = {
  id: 'admin.customers.unblock',
  method: 'POST',
  path: '/admin/customers/{id}/unblock',
  access: staff,
} as const;
