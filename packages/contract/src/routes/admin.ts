import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import {
  adminOrder,
  adminOrderStatusBody,
  adminOrderSummary,
  adminOrdersCsv,
  adminOrdersExportQuery,
  adminOrdersQuery,
  deskPage,
  ORDERS_EXPORT_MAX,
} from '../schemas/admin';
import { idParams } from '../schemas/fields';

/** The staff desk (issue 12): the shop's own people run orders here. Shoppers and sellers are refused (403). */
const tag = 'مكتب الموظفين';

export const adminOrdersRoute = defineRoute(table.adminOrdersList, {
  tag,
  summary:
    'Every order, filtered (status, governorate, Baghdad days, who placed it), searched and paged; newest first.',
  query: adminOrdersQuery,
  response: deskPage(adminOrderSummary),
});

export const adminOrdersExportRoute = defineRoute(table.adminOrdersExport, {
  tag,
  summary: `The orders the list's filters and search find, every one of them (up to ${ORDERS_EXPORT_MAX.toLocaleString('en')}), as a CSV file for Excel.`,
  query: adminOrdersExportQuery,
  response: adminOrdersCsv,
  file: { mediaType: 'text/csv', name: 'orders' },
  failures: [
    {
      code: 'export.too_many_rows',
      when: `More than ${ORDERS_EXPORT_MAX.toLocaleString('en')} orders match: narrow the days or the filters.`,
    },
  ],
});

export const adminOrderRoute = defineRoute(table.adminOrdersDetails, {
  tag,
  summary: 'One order with its lines, address, customer and status timeline.',
  params: idParams,
  response: envelope(adminOrder),
  failures: [{ code: 'order.not_found', when: 'No order with this id.' }],
});

export const adminOrderStatusRoute = defineRoute(table.adminOrdersStatus, {
  rateLimited: true,
  tag,
  summary:
    'Move an order: confirm, ship (courier, tracking number), deliver, cancel (stock, wallet part and code back), return. The customer gets an SMS; the audit log gets an entry.',
  params: idParams,
  body: adminOrderStatusBody,
  response: envelope(adminOrder),
  successMessage: 'orderStatusChanged',
  idempotent: true,
  failures: [
    { code: 'order.not_found', when: 'No order with this id.' },
    { code: 'order.transition_invalid', when: "The order's life does not allow this move from where it is now." },
  ],
});
