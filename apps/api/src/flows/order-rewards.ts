import { formatIqd, formatMessage, messages } from '@wb/contract';
import { type DbRow, type RawRow, type referrals, rowsOf, type users } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import type { JobQueue, JobType } from '../lib/jobs';
import type { SmsProvider } from '../modules/auth/sms';
import type { EarningsService, SettledEarning } from '../modules/earnings/service';
import type { NotificationService } from '../modules/notify/notifications';
import { firstName, friendLabel } from '../modules/referrals/friend-label';
import type { ReferralReward, ReferralService, TakenBack } from '../modules/referrals/service';
import type { WalletService } from '../modules/wallet/service';

export interface ReferralRewarded {
  referralId: number;
}

/** The in-app notices' dedupe key of a reward (one per referral and person; the two people share it). */
export const rewardNoticeKey = (referralId: number) => `referral:${referralId}:rewarded`;

/** The referrer's SMS of a reward: her number, her reward, and her friend's name and number (for the label). */
type RewardSms = RawRow<typeof users, 'name' | 'mobile'> & {
  to: DbRow<typeof users>['mobile'];
  amount: DbRow<typeof referrals>['referrer_reward'];
};

/**
 * `referral.rewarded`: the SMS that tells the referrer her friend's first order was delivered and her wallet credited
 * (she is likely not in the app that day; an order's move texts its customer the same way). Enqueued in the delivery's
 * transaction, so a rolled-back delivery sends nothing; the delivery of her in-app notice is recorded
 * (`notification_deliveries`) in the job's transaction before the message goes: one SMS per reward, ever. A referrer
 * paid nothing (an amount of 0) has no notice, and gets no SMS.
 */
export function defineReferralRewarded(jobs: JobQueue, sms: SmsProvider) {
  const options = { batchSize: 1, retryLimit: 5, maxRunSeconds: sms.longestSendMs / 1000 };
  return jobs.define<ReferralRewarded>('referral.rewarded', options, async (payloads, ctx) => {
    for (const { referralId } of payloads) {
      const [due] = await rowsOf<RewardSms>(
        ctx.db,
        sql`with noted as (
            insert into notification_deliveries (notification_id, channel)
            select n.id, 'sms' from referrals r
            join notifications n on n.user_id = r.referrer_id and n.dedupe_key = ${rewardNoticeKey(referralId)}
            where r.id = ${referralId}
            on conflict (notification_id, channel) do nothing
            returning notification_id)
          select u.mobile as to, r.referrer_reward as amount, f.name, f.mobile
          from noted d join notifications n on n.id = d.notification_id join users u on u.id = n.user_id
          join referrals r on r.id = ${referralId} join users f on f.id = r.referee_id`,
      );
      // Already sent, nothing to tell, or the referrer's account deleted since (no number to write to).
      if (!due?.to) continue;
      await sms.send(
        due.to,
        formatMessage(messages.referralRewardSms, {
          friend: friendLabel(due.name, due.mobile),
          amount: formatIqd(due.amount),
        }),
        { key: `${rewardNoticeKey(referralId)}:sms` },
      );
    }
  });
}

/**
 * What a delivered or returned order pays or takes back (issues 14 and 15), inside the staff move's transaction: the
 * seller's commission and a referred friend's first-order reward. Earnings and referrals settle their own rows; this
 * flow writes what those moves mean elsewhere: the wallets' ledger entries, the in-app notices, the referrer's SMS.
 */
export class OrderRewardsFlow {
  constructor(
    private readonly earnings: EarningsService,
    private readonly referrals: ReferralService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationService,
    private readonly jobs: JobQueue,
    private readonly rewarded: JobType<ReferralRewarded>,
  ) {}

  /** The order was delivered: the seller's pending commission credited, a referral's reward paid. */
  async delivered(ctx: Ctx, orderId: number): Promise<void> {
    const earning = await this.earnings.delivered(ctx, orderId);
    if (earning && earning.amount > 0) {
      await this.wallet.credit(ctx, earning.seller_id, earning.amount, 'commission', { orderId });
      await this.tellSeller(ctx, earning, orderId, 'credited');
    }
    const reward = await this.referrals.delivered(ctx, orderId);
    if (reward) await this.payReward(ctx, reward, orderId);
  }

  /** The order came back: the credited commission and a reward it paid taken back, as far as the wallets hold. */
  async returned(ctx: Ctx, orderId: number): Promise<void> {
    const earning = await this.earnings.returned(ctx, orderId);
    if (earning && earning.amount > 0) {
      await this.wallet.reclaim(ctx, earning.seller_id, earning.amount, 'commission_reversed', {
        orderId,
        note: (unrecovered) =>
          formatMessage(messages.commissionUnrecovered, { amount: formatIqd(unrecovered), number: earning.number }),
      });
      await this.tellSeller(ctx, earning, orderId, 'reversed');
    }
    const taken = await this.referrals.returned(ctx, orderId);
    if (taken) await this.reclaimReward(ctx, taken, orderId);
  }

  private async tellSeller(ctx: Ctx, row: SettledEarning, orderId: number, what: 'credited' | 'reversed') {
    const params = { amount: formatIqd(row.amount), number: row.number };
    await this.notifications.write(ctx.db, {
      userId: row.seller_id,
      // The notice kinds are the database's enum; a commission is news about an order.
      kind: 'order_status',
      title: messages.commissionNoticeTitle,
      body: formatMessage(what === 'credited' ? messages.commissionCredited : messages.commissionReversed, params),
      link: '/profile/wallet',
      dedupeKey: `commission:${orderId}:${what}`,
    });
  }

  /** Both wallets, referrer first (the older account: wallet locks in id order), both notices, the referrer's SMS. */
  private async payReward(ctx: Ctx, row: ReferralReward, orderId: number) {
    const friend = friendLabel(row.friend_name, row.friend_mobile);
    if (row.referrer_reward > 0) {
      await this.wallet.credit(ctx, row.referrer_id, row.referrer_reward, 'referral', {
        note: formatMessage(messages.referralEntryReferrer, { friend }),
      });
      await this.notifications.write(ctx.db, {
        userId: row.referrer_id,
        kind: 'referral',
        title: messages.referralNoticeTitle,
        body: formatMessage(messages.referralRewardReferrer, { friend, amount: formatIqd(row.referrer_reward) }),
        link: '/profile/wonder-zone',
        dedupeKey: rewardNoticeKey(row.id),
      });
      await this.jobs.send(ctx.db, this.rewarded, { referralId: row.id });
    }
    if (row.friend_reward > 0) {
      await this.wallet.credit(ctx, row.referee_id, row.friend_reward, 'referral', {
        orderId,
        note: messages.referralEntryFriend,
      });
      await this.notifications.write(ctx.db, {
        userId: row.referee_id,
        kind: 'referral',
        title: messages.referralNoticeTitle,
        body: formatMessage(messages.referralRewardFriend, {
          amount: formatIqd(row.friend_reward),
          referrer: firstName(row.referrer_name),
        }),
        link: '/profile/wallet',
        dedupeKey: rewardNoticeKey(row.id),
      });
    }
  }

  /** What a wallet no longer holds is owed, taken from its next credits (as a returned commission is). */
  private async reclaimReward(ctx: Ctx, paid: TakenBack, orderId: number) {
    const note = (unrecovered: number) =>
      formatMessage(messages.referralUnrecovered, { amount: formatIqd(unrecovered) });
    // The referrer's entry names no order, as her reward's did: the friend's order is none of her business.
    if (paid.referrer_reward > 0)
      await this.wallet.reclaim(ctx, paid.referrer_id, paid.referrer_reward, 'referral_reversed', { note });
    if (paid.friend_reward > 0)
      await this.wallet.reclaim(ctx, paid.referee_id, paid.friend_reward, 'referral_reversed', { orderId, note });
  }
}
