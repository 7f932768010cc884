import { z } from 'zod';
import { boolParam, intParam, iqd, limitParam, pageParam, text } from '../common';
import { address } from './addresses';
import { blankable, timestamp } from './fields';
import { walletPage } from './wallet';

/**
 * The staff desk's customers (issue 12): the shop's shoppers — customers, pharmacists and influencers. Staff and
 * admin accounts are not customers: they are managed on the staff page (admin only), never from here.
 */
export const shopperType = z.enum(['customer', 'pharmacist', 'influencer']);

export const adminCustomersQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  q: blankable(text(100)).describe('Name, or mobile in part (07…, +964…, Arabic-Indic digits too)'),
  type: blankable(shopperType),
  blocked: blankable(boolParam).describe('true: only blocked accounts; false: only accounts in good standing'),
  sort: blankable(z.enum(['created_at', 'name'])).describe('created_at (newest first) when absent'),
  direction: blankable(z.enum(['asc', 'desc'])).describe('desc when absent'),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;

/** A shopper as the desk's table lists them. */
export const adminCustomerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string().describe('International form, e.g. +9647701234567'),
  email: z.string().nullable(),
  user_type: shopperType,
  created_at: timestamp,
  blocked_at: timestamp.nullable(),
  blocked_reason: z.string().nullable(),
  orders_count: z.number().int(),
  last_order_at: timestamp.nullable(),
  wallet_balance: iqd,
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummary>;

/** One shopper's profile: the account, its saved addresses. Its orders and its wallet are read page by page. */
export const adminCustomerProfile = adminCustomerSummary.extend({
  registration_confirmed: z.boolean().describe('Set when the first code sent to the number was verified'),
  referral_id: z.string().nullable(),
  addresses: z.array(address),
});
export type AdminCustomerProfile = z.infer<typeof adminCustomerProfile>;

/** The wallet of a shopper as the desk reads it: the same page the shopper sees. */
export const adminWalletPage = walletPage;

const reason = text(300)
  .min(1)
  .describe("Why, in a few words (required): kept in the audit log and, for the wallet, on the customer's ledger");

/**
 * A staff credit or debit: a ledger entry of reason `staff`, with the caller as its actor and this note, which the
 * customer sees in their wallet's history. A debit never takes the balance below zero.
 */
export const walletAdjustBody = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: intParam(1, 10_000_000).describe('Whole dinars, 1 to 10,000,000'),
  reason,
});
export type WalletAdjustBody = z.output<typeof walletAdjustBody>;

export const blockBody = z.object({ reason });
export type BlockBody = z.output<typeof blockBody>;
