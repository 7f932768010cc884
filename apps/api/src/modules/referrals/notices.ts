import { formatIqd, formatMessage, messages } from '@wb/contract';
import { rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../lib/jobs';
import type { SmsProvider } from '../auth/sms';
import { friendLabel } from './friend-label';

export interface ReferralRewarded {
  referralId: number;
}

/** The in-app notices' dedupe key of a reward (one per referral and person; the two people share it). */
export const rewardNoticeKey = (referralId: number) => `referral:${referralId}:rewarded`;

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
      const [due] = await rowsOf<{ to: string | null; amount: number; name: string; mobile: string | null }>(
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
