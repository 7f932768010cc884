import { z } from 'zod';
import { idParam, limitParam, paged, pageParam, text } from '../common';
import { orderIdsParam } from './admin-order-edits';
import { userType } from './auth';
import { blankable } from './fields';
import { order, orderStatus, orderSummary } from './orders';

/**
 * The staff desk (issue 12): what staff and admins read and send. Days are Baghdad days (UTC+3 all year, Iraq keeps
 * no summer time): `from=2026-05-01&to=2026-05-01` is the whole of 1 May in Baghdad.
 */
export const baghdadDay = z.iso.date();
const day = baghdadDay;

/** A range of Baghdad days, both ends optional: the date filter of every desk list. */
export const baghdadDays = {
  from: blankable(day).describe('First day (YYYY-MM-DD, Baghdad time), inclusive'),
  to: blankable(day).describe('Last day (YYYY-MM-DD, Baghdad time), inclusive'),
};

/**
 * Counting stops here on the desk's lists: past it a list says "more than 1,000" rather than count them all — a
 * filter or a search that finds more is one to narrow, and counting every one of 100,000 orders on each page turn
 * would cost more than the page itself (issue 12's speed target).
 */
export const DESK_COUNT_CAP = 1_000;

/**
 * A page of a desk list whose count is capped: `total` is exact up to DESK_COUNT_CAP; past it `total` is the cap,
 * `total_capped` is true, and the desk says "more than".
 */
export const deskPage = <T extends z.ZodType>(item: T) =>
  paged(item).extend({
    total_capped: z
      .boolean()
      .describe(`true when more than ${DESK_COUNT_CAP.toLocaleString('en')} match: total and total_pages stop there`),
  });

export const adminOrdersQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: blankable(orderStatus),
  city_id: blankable(idParam),
  ...baghdadDays,
  placed_by: blankable(userType),
  customer_id: blankable(idParam).describe("One customer's orders (the account that placed them)"),
  q: blankable(text(100)).describe('Order number, mobile (07… or +964…) or name, in part'),
  sort: blankable(z.enum(['created_at', 'total', 'number'])).describe('created_at when absent'),
  direction: blankable(z.enum(['asc', 'desc'])).describe('desc (newest first) when absent'),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/**
 * The export takes every order the list's query finds, sorted as the list would show them; no page, no limit. `ids`
 * narrows it to the orders ticked on the desk's list (issue 24).
 */
export const adminOrdersExportQuery = adminOrdersQuery
  .omit({ page: true, limit: true })
  .extend({ ids: blankable(orderIdsParam).describe("Only these orders (comma-separated ids, the desk's selection)") });
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuery>;

/** The most orders one export holds: past it the export is refused, never cut short without a word. */
export const ORDERS_EXPORT_MAX = 50_000;

/** The columns of the orders CSV, in order, as their Arabic headings (the file's first row). */
export const ordersCsvColumns = [
  'رقم الطلب',
  'التاريخ (بغداد)',
  'الحالة',
  'الزبون',
  'هاتف الحساب',
  'المستلم',
  'هاتف المستلم',
  'المحافظة',
  'المنطقة',
  'العنوان',
  'عدد القطع',
  'المجموع الفرعي',
  'الخصم',
  'التوصيل',
  'من المحفظة',
  'الإجمالي',
  'كود الخصم',
  'طلب بواسطة',
  'شركة التوصيل',
  'رقم التتبع',
] as const;

export const adminOrdersCsv = z
  .string()
  .describe(
    `UTF-8 CSV with a byte-order mark (so Excel reads the Arabic), comma-separated, one order a row under the headings: ${ordersCsvColumns.join(', ')}. Money in whole dinars; dates as YYYY-MM-DD HH:mm in Baghdad time.`,
  );

/** Who an order belongs to, as the desk shows it (a deleted account keeps its id, without name or mobile). */
export const adminCustomer = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  user_type: userType,
});

const shipping = {
  city_id: z.number().int(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
};

export const adminOrderSummary = orderSummary.extend({
  customer: adminCustomer,
  city: z.string().describe('The governorate it goes to'),
  ...shipping,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrder = order.extend({ customer: adminCustomer, ...shipping });
export type AdminOrder = z.infer<typeof adminOrder>;

/** The moves staff make; `pending` is where an order starts, never where staff send it. */
export const staffOrderStatus = orderStatus.exclude(['pending']);
export type StaffOrderStatus = z.infer<typeof staffOrderStatus>;

export const adminOrderStatusBody = z.object({
  status: staffOrderStatus,
  note: blankable(text(500)).describe('For the record (a cancel: the reason)'),
  courier: blankable(text(100)).describe('When shipping: the courier company'),
  tracking_number: blankable(text(100)).describe("When shipping: the courier's tracking number"),
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBody>;
