import { z } from 'zod';
import { idParam, text } from '../common';
import { blankable, quantityParam } from './fields';

/**
 * The desk's work on many orders at once and on a pending order's lines (issue 24, item 9). Bulk moves are the two a
 * shop makes by the dozen each morning (confirm the night's orders, hand a batch to one courier); the irreversible
 * ones (deliver, cancel, return) stay one order at a time, each confirmed.
 */

/** The most orders one bulk move, print or export of a selection takes: a page of the list at its largest. */
export const BULK_ORDERS_MAX = 100;

/** Order ids as a query value, `12,15,19` (the desk's selection in a URL): each an id, at most BULK_ORDERS_MAX. */
export const orderIdsParam = z
  .string()
  .trim()
  .regex(/^\d+(,\d+)*$/)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_ORDERS_MAX));

export const bulkOrderMove = z.enum(['confirmed', 'shipped']);
export type BulkOrderMove = z.infer<typeof bulkOrderMove>;

export const adminOrdersBulkBody = z.object({
  ids: z.array(idParam).min(1).max(BULK_ORDERS_MAX).describe('The selected orders, each moved on its own'),
  status: bulkOrderMove,
  courier: blankable(text(100)).describe('When shipping: the courier company every selected order goes with'),
});
export type AdminOrdersBulkBody = z.infer<typeof adminOrdersBulkBody>;

export const bulkOrderResult = z.object({
  id: z.number().int(),
  number: z.string().nullable().describe('Null when no order has this id'),
  outcome: z.enum(['moved', 'refused']),
  message: z.string().describe('Arabic: moved, or why not (the error message the single move would answer)'),
  code: z.string().nullable().describe('The refusal code (order.transition_invalid …), null when moved'),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResult>;

export const adminOrdersBulkAnswer = z.object({
  moved: z.number().int(),
  refused: z.number().int(),
  results: z.array(bulkOrderResult),
});
export type AdminOrdersBulkAnswer = z.infer<typeof adminOrdersBulkAnswer>;

/** The most lines a pending order can be edited to hold (gifts apart): far past any basket of this shop. */
export const ORDER_EDIT_MAX_LINES = 50;

export const adminOrderLinesBody = z.object({
  lines: z
    .array(z.object({ variant_id: idParam, quantity: quantityParam }))
    .min(1)
    .max(ORDER_EDIT_MAX_LINES)
    .refine((lines) => new Set(lines.map((line) => line.variant_id)).size === lines.length, {
      message: 'one line per variant',
    })
    .describe(
      "The order's lines as they should be (gifts apart): a line left out is removed, a new variant is added at today's price",
    ),
  note: blankable(text(500)).describe('Why (for the record): the customer phoned, a product ran out …'),
});
export type AdminOrderLinesBody = z.infer<typeof adminOrderLinesBody>;
