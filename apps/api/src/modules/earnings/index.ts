import { adminSellers, messages, sellers } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** What sellers earn (issue 14), and the sellers' terms at the staff desk (admins). Rules in the services. */
export const earningsModule: StoreModule = {
  name: 'earnings',
  register(app, { earnings, sellerTermsAdmin }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, sellers.sellerEarningsRoute, async ({ query }, ctx) => ({
      data: await earnings.page(ctx, query.page, query.limit),
      message: messages.ok,
    }));
    bindRoute(app, adminSellers.adminSellerTermsRoute, async (_input, ctx) => ({
      data: await sellerTermsAdmin.get(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      adminSellers.adminSellerTermsUpdateRoute,
      async ({ body }, ctx) => ({ data: await sellerTermsAdmin.update(ctx, body), message: messages.sellerTermsSaved }),
      limited,
    );
  },
};
