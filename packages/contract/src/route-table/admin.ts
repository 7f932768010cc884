import { staff } from './access';

/** The route table's entries whose schemas `routes/admin.ts` attaches. */
export const adminOrdersList = {
  id: 'admin.orders.list',
  method: 'GET',
  path: '/admin/orders',
  access: staff,
} as const;
export const adminOrdersExport = {
  id: 'admin.orders.export',
  method: 'GET',
  path: '/admin/orders/export',
  access: staff,
} as const;
export const adminOrdersDetails = {
  id: 'admin.orders.details',
  method: 'GET',
  path: '/admin/orders/{id}',
  access: staff,
} as const;
export const adminOrdersStatus = {
  id: 'admin.orders.status',
  method: 'POST',
  path: '/admin/orders/{id}/status',
  access: staff,
} as const;
export const adminOrdersBulkStatus = {
  id: 'admin.orders.bulk_status',
  method: 'POST',
  path: '/admin/orders/bulk-status',
  access: staff,
} as const;
export const adminOrdersLines = {
  id: 'admin.orders.lines',
  method: 'PUT',
  path: '/admin/orders/{id}/lines',
  access: staff,
} as const;
