import { messages } from '@wb/contract';
import type { Ctx } from '../context';
import type { ReferralPort } from '../modules/auth/accounts';
import type { NotificationService } from '../modules/notify/notifications';
import type { ReferralService } from '../modules/referrals/service';

/**
 * A registration with a friend's code (issue 15), inside the transaction that creates the account: the referrals
 * module writes her referral; a number that had an account before gets none, and this flow tells her so in the store.
 * Registration reaches it through the account service's port, so the notice commits with the account, or neither does.
 */
export class ReferralSignupFlow implements ReferralPort {
  constructor(
    private readonly referrals: ReferralService,
    private readonly notifications: NotificationService,
  ) {}

  known(ctx: Ctx, typed: string): Promise<string> {
    return this.referrals.known(ctx, typed);
  }

  async joined(ctx: Ctx, friend: { id: number; mobile: string }, code: string): Promise<void> {
    if ((await this.referrals.joined(ctx, friend, code)) !== 'not_eligible') return;
    await this.notifications.write(ctx.db, {
      userId: friend.id,
      kind: 'referral',
      title: messages.referralNotEligibleTitle,
      body: messages.referralNotEligibleBody,
      link: null,
      dedupeKey: 'referral:not-eligible',
    });
  }
}
