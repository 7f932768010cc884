import { z } from 'zod';
import { iqd, limitParam, pageParam } from '../common';
import { timestamp } from './fields';

/** A line of the wallet's ledger: a credit (positive) or a spend (negative), and why. */
export const walletEntry = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('Dinars: positive for a credit, negative for a spend'),
  reason: z.enum([
    'order',
    'order_cancelled',
    'order_edited',
    'staff',
    'welcome',
    'referral',
    'referral_reversed',
    'commission',
    'commission_reversed',
  ]),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  created_at: timestamp,
});
export type WalletEntry = z.infer<typeof walletEntry>;

/** The caller's wallet: its balance (spec §3: 0 by default) and a page of its history, newest first. */
export const walletPage = z.object({
  balance: iqd,
  entries: z.array(walletEntry),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type WalletPage = z.infer<typeof walletPage>;

export const walletQuery = z.object({ page: pageParam, limit: limitParam(20) });

/** A discount code the caller may use now (its own limits not reached, within its dates). */
export const openCode = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percentage', 'fixed', 'free_delivery']),
  value: z.number().int().describe('Percent, or dinars; 0 for free delivery'),
  min_subtotal: iqd,
  max_discount: iqd.nullable(),
  ends_at: timestamp.nullable(),
  first_order_only: z.boolean(),
  uses_left: z.number().int().nullable().describe("The caller's remaining uses; null: no limit per customer"),
});
export type OpenCode = z.infer<typeof openCode>;
