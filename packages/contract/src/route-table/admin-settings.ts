import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-settings.ts` attaches. */
export const adminDeliveryGet = {
  id: 'admin.delivery.get',
  method: 'GET',
  path: '/admin/delivery',
  access: admins,
} as const;
export const adminDeliveryUpdate = {
  id: 'admin.delivery.update',
  method: 'PUT',
  path: '/admin/delivery',
  access: admins,
} as const;
export const adminPopupsList = {
  id: 'admin.popups.list',
  method: 'GET',
  path: '/admin/popups',
  access: admins,
} as const;
export const adminPopupsCreate = {
  id: 'admin.popups.create',
  method: 'POST',
  path: '/admin/popups',
  access: admins,
} as const;
export const adminPopupsUpdate = {
  id: 'admin.popups.update',
  method: 'PUT',
  path: '/admin/popups/{id}',
  access: admins,
} as const;
export const adminPopupsDelete = {
  id: 'admin.popups.delete',
  method: 'DELETE',
  path: '/admin/popups/{id}',
  access: admins,
} as const;
export const adminFaqList = { id: 'admin.faq.list', method: 'GET', path: '/admin/faq', access: admins } as const;
export const adminFaqCreate = { id: 'admin.faq.create', method: 'POST', path: '/admin/faq', access: admins } as const;
export const adminFaqUpdate = {
  id: 'admin.faq.update',
  method: 'PUT',
  path: '/admin/faq/{id}',
  access: admins,
} as const;
export const adminFaqDelete = {
  id: 'admin.faq.delete',
  method: 'DELETE',
  path: '/admin/faq/{id}',
  access: admins,
} as const;
export const adminFaqOrder = {
  id: 'admin.faq.order',
  method: 'PUT',
  path: '/admin/faq/order',
  access: admins,
} as const;
export const adminSettingsGet = {
  id: 'admin.settings.get',
  method: 'GET',
  path: '/admin/settings',
  access: admins,
} as const;
export const adminSettingsUpdate = {
  id: 'admin.settings.update',
  method: 'PUT',
  path: '/admin/settings',
  access: admins,
} as const;
