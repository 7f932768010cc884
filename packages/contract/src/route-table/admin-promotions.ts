import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-promotions.ts` attaches. */
export const adminCodesList = { id: 'admin.codes.list', method: 'GET', path: '/admin/codes', access: admins } as const;
export const adminCodesDetails = {
  id: 'admin.codes.details',
  method: 'GET',
  path: '/admin/codes/{id}',
  access: admins,
} as const;
export const adminCodesCreate = {
  id: 'admin.codes.create',
  method: 'POST',
  path: '/admin/codes',
  access: admins,
} as const;
export const adminCodesUpdate = {
  id: 'admin.codes.update',
  method: 'PUT',
  path: '/admin/codes/{id}',
  access: admins,
} as const;
export const adminCodesActive = {
  id: 'admin.codes.active',
  method: 'POST',
  path: '/admin/codes/{id}/active',
  access: admins,
} as const;
export const adminGiftsList = {
  id: 'admin.gifts.list',
  method: 'GET',
  path: '/admin/gift-programs',
  access: admins,
} as const;
export const adminGiftsCreate = {
  id: 'admin.gifts.create',
  method: 'POST',
  path: '/admin/gift-programs',
  access: admins,
} as const;
export const adminGiftsUpdate = {
  id: 'admin.gifts.update',
  method: 'PUT',
  path: '/admin/gift-programs/{id}',
  access: admins,
} as const;
export const adminGiftsActive = {
  id: 'admin.gifts.active',
  method: 'POST',
  path: '/admin/gift-programs/{id}/active',
  access: admins,
} as const;
