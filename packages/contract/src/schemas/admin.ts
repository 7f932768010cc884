import { z } from 'zod';
import { idParam, limitParam, pageParam, text } from '../common';
import { userType } from './auth';
import { blankable } from './fields';
import { order, orderStatus, orderSummary } from './orders';

/**
 * The staff desk (issue 12): what staff and admins read and send. Days are Baghdad days (UTC+3 all year, Iraq keeps
 * no summer time): `from=2026-05-01&to=2026-05-01` is the whole of 1 May in Baghdad.
 */
const day = z.iso.date();

export const adminOrdersQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: blankable(orderStatus),
  city_id: blankable(idParam),
  from: blankable(day).describe('First day (YYYY-MM-DD, Baghdad time), inclusive'),
  to: blankable(day).describe('Last day (YYYY-MM-DD, Baghdad time), inclusive'),
  placed_by: blankable(userType),
  q: blankable(text(100)).describe('Order number, mobile (07… or +964…) or name, in part'),
  sort: blankable(z.enum(['created_at', 'total', 'number'])).describe('created_at when absent'),
  direction: blankable(z.enum(['asc', 'desc'])).describe('desc (newest first) when absent'),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

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
