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
import {
  adminOrderLinesBody,
  adminOrdersBulkAnswer,
  adminOrdersBulkBody,
  BULK_ORDERS_MAX,
} from '../schemas/admin-order-edits';
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

export const adminOrdersBulkStatusRoute = defineRoute(table.adminOrdersBulkStatus, {
  rateLimited: true,
  tag,
  summary: `Confirm, or ship with one courier, up to ${BULK_ORDERS_MAX} selected orders: each moved in its own transaction as the single move would (SMS, in-store notice, audit entry), and each one's result answered — moved, or refused with the Arabic reason.`,
  body: adminOrdersBulkBody,
  response: envelope(adminOrdersBulkAnswer),
  successMessage: 'ordersBulkMoved',
  idempotent: true,
  failures: [{ code: 'order.courier_required', when: 'Shipping without a courier.' }],
});

export const adminOrderLinesRoute = defineRoute(table.adminOrdersLines, {
  rateLimited: true,
  tag,
  summary:
    "Edit a pending order's lines (quantities, remove, add a variant) in one transaction: the stock given back and taken under locks, the code and the wallet checked again, the totals priced again; the customer gets an SMS and an in-store notice, the audit log an entry.",
  params: idParams,
  body: adminOrderLinesBody,
  response: envelope(adminOrder),
  successMessage: 'orderLinesChanged',
  idempotent: true,
  failures: [
    { code: 'order.not_found', when: 'No order with this id.' },
    { code: 'order.not_editable', when: 'The order is no longer pending.' },
    { code: 'order.edit_seller', when: "A seller's order: its discounts and commission are the seller's to set." },
    { code: 'order.edit_unknown_variant', when: 'A new line names a variant that is not on sale.' },
    { code: 'stock.insufficient', when: 'More than the shelf holds (errors.quantity as at checkout).' },
    { code: 'order.min_total', when: "The goods fall under the store's minimum order." },
    { code: 'order.too_large', when: 'The goods pass the largest order the store takes.' },
    {
      code: 'code.min_subtotal',
      when: "The order's code no longer reaches its minimum (other code.* refusals alike).",
    },
  ],
});
