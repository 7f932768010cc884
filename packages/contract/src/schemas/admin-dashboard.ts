import { z } from 'zod';
import { iqd } from '../common';
import { orderStatus } from './orders';

/**
 * The staff desk's dashboard (issue 12): how today goes, where orders stand, what runs out, what sells. Days are
 * Baghdad days (UTC+3 all year). Revenue counts what orders bring in (their totals: lines after discounts, plus
 * delivery, minus wallet credit spent), leaving out cancelled and returned orders.
 */
const day = z.iso.date().describe('A Baghdad day, YYYY-MM-DD');

export const dashboardDay = z.object({
  date: day,
  orders: z.number().int().nonnegative().describe('Orders placed that day, cancelled ones included'),
  revenue: iqd.describe('Totals of the orders placed that day, cancelled and returned ones left out'),
});

export const dashboardSummary = z.object({
  today: dashboardDay,
  by_status: z
    .array(z.object({ status: orderStatus, count: z.number().int().nonnegative() }))
    .describe('Every order by its status now, each status listed (0 when none)'),
  last_30_days: z.array(dashboardDay).describe('The last 30 Baghdad days, oldest first, today last; quiet days as 0'),
  low_stock_threshold: z.number().int().describe('A variant at or under this many units is low'),
  low_stock: z
    .array(
      z.object({
        variant_id: z.number().int(),
        product_id: z.number().int(),
        title: z.string(),
        variant_title: z.string(),
        sku: z.string(),
        stock: z.number().int().nonnegative(),
      }),
    )
    .describe('Variants of active products at or under the threshold, fewest units first (at most 10)'),
  top_products: z
    .array(
      z.object({
        product_id: z.number().int(),
        title: z.string(),
        quantity: z.number().int().nonnegative().describe('Units sold (gifts left out)'),
        revenue: iqd.describe('Their line totals after discounts'),
      }),
    )
    .describe('The 10 best sellers by units over the last 30 Baghdad days (orders not cancelled or returned)'),
});
export type AdminDashboard = z.infer<typeof dashboardSummary>;
