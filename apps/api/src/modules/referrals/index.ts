import { messages, referrals } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** The referral programme, wonder zone (issue 15): the customer's own zone, and the amounts at the desk (admins). */
export const referralsModule: StoreModule = {
  name: 'referrals',
  register(app, { accounts, referrals: service, referralTermsAdmin }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, referrals.referralZoneRoute, async (_input, ctx) => ({
      data: await service.zone(ctx, await accounts.referralCode(ctx)),
      message: messages.ok,
    }));
    bindRoute(app, referrals.adminReferralTermsRoute, async (_input, ctx) => ({
      data: await referralTermsAdmin.get(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      referrals.adminReferralTermsUpdateRoute,
      async ({ body }, ctx) => ({
        data: await referralTermsAdmin.update(ctx, body),
        message: messages.referralTermsSaved,
      }),
      limited,
    );
  },
};
