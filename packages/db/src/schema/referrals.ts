import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';
import { orders } from './orders';

/**
 * The referral programme, "wonder zone" (issue 15): a customer's friend who registered a NEW number with her code.
 * One row per friend, ever: the friend's account is unique, and so is her number's keyed digest (the one
 * `users.phone_digest` keeps after a deletion), so neither a second account nor a deleted-and-registered-again number
 * earns a second reward. Pending until the friend's first order is delivered, then rewarded — both wallets credited
 * in that delivery's transaction, under this row's lock — or void (an account deleted first). The amounts paid are
 * kept as they were that day.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    refereeId: integer('referee_id')
      .notNull()
      .references(() => users.id),
    refereePhoneDigest: text('referee_phone_digest').notNull(),
    /** The code the friend registered with (the referrer's `referral_id` then). */
    code: text('code').notNull(),
    status: text('status', { enum: ['pending', 'rewarded', 'void'] })
      .notNull()
      .default('pending'),
    /** The friend's delivered order that paid the reward. */
    orderId: integer('order_id').references(() => orders.id),
    referrerReward: integer('referrer_reward').notNull().default(0),
    friendReward: integer('friend_reward').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    rewardedAt: at('rewarded_at'),
    voidedAt: at('voided_at'),
  },
  (t) => [
    uniqueIndex('referrals_referee_key').on(t.refereeId),
    uniqueIndex('referrals_referee_digest_key').on(t.refereePhoneDigest),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_not_oneself', sql`${t.referrerId} <> ${t.refereeId}`),
    check('referrals_rewards_whole', sql`${t.referrerReward} >= 0 AND ${t.friendReward} >= 0`),
  ],
);
