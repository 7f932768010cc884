import { z } from 'zod';
import { intParam, iqd } from '../common';
import { timestamp } from './fields';

/**
 * The referral programme, "wonder zone" (issue 15; the spec names the page, /profile/wonder-zone, and shows none of
 * it). A customer shares her code (`referral_id`) or its link; a friend who registers a number that never had an
 * account with it is her referral; when the friend's first order is delivered, both wallets are credited the amounts
 * the admins set. Customers only: sellers earn a commission instead.
 */

/** What each side of a referral receives, in dinars (admins set them at the desk; 0: that side gets nothing). */
export const referralTerms = z.object({
  referrer_amount: iqd.describe('Credited to the customer who shared her code'),
  friend_amount: iqd.describe('Credited to the friend who registered with it'),
});
export type ReferralTerms = z.infer<typeof referralTerms>;

/** An admin's change of the amounts: whole dinars, up to 100,000 each. */
export const referralTermsBody = z.object({
  referrer_amount: intParam(0, 100_000),
  friend_amount: intParam(0, 100_000),
});
export type ReferralTermsBody = z.infer<typeof referralTermsBody>;

export const referralStatus = z.enum(['pending', 'rewarded', 'void']);
export type ReferralStatus = z.infer<typeof referralStatus>;

/** A friend who joined with the caller's code, as the caller may see her: never her number, nor her orders. */
export const referredFriend = z.object({
  name: z
    .string()
    .describe('First name and the last two digits of her number ("سارة ••82"); a deleted account: a label'),
  status: referralStatus.describe('pending: no delivered order yet; rewarded: paid; void: an account deleted first'),
  joined_at: timestamp,
  rewarded_at: timestamp.nullable(),
  reward: iqd.describe('What the caller received for her (0 until rewarded)'),
});
export type ReferredFriend = z.infer<typeof referredFriend>;

/** GET /app/referrals: everything the wonder zone shows the signed-in customer. */
export const referralZone = z.object({
  code: z.string().describe("The caller's code (her account's referral_id)"),
  link: z.string().describe('The address to share: the sign-up page with the code (`/auth?ref=CODE`), absolute'),
  share_text: z.string().describe('A message ready to send, with the link and the code'),
  whatsapp_url: z.string().describe('wa.me link carrying share_text, to pick a chat in WhatsApp'),
  terms: referralTerms,
  stats: z.object({
    joined: z.number().int().describe('Friends who registered with the code'),
    rewarded: z.number().int(),
    pending: z.number().int(),
    earned: iqd.describe('Dinars credited to the caller for her friends, in all'),
  }),
  friends: z.array(referredFriend).describe('The newest 100, newest first'),
});
export type ReferralZone = z.infer<typeof referralZone>;
