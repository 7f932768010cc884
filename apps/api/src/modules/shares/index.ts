import { messages, sellerCarts, sellers } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shareOpenLimit, shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** Sellers' shared carts (issue 14): the seller's links, the public page of one, a customer adding it to her cart. */
export const sharesModule: StoreModule = {
  name: 'shares',
  register(app, { shares, addSharedCart }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    const opens = shareOpenLimit(app, kernel);
    bindRoute(
      app,
      sellerCarts.shareCartRoute,
      async ({ body }, ctx) => ({ data: await shares.share(ctx, body), message: messages.cartShared }),
      limited,
    );
    bindRoute(app, sellers.sellerSharesRoute, async (_input, ctx) => ({
      data: await shares.list(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      sellers.revokeShareRoute,
      async ({ params }, ctx) => {
        await shares.revoke(ctx, params.id);
        return { message: messages.shareRevoked };
      },
      limited,
    );
    bindRoute(
      app,
      sellers.sharedCartRoute,
      async ({ params }, ctx) => ({ data: await shares.view(ctx, params.token), message: messages.ok }),
      opens,
    );
    bindRoute(
      app,
      sellers.addSharedCartRoute,
      async ({ params }, ctx) => ({
        data: await addSharedCart.run(ctx, params.token),
        message: messages.sharedCartAdded,
      }),
      // Adding answers 404/410 like opening does, so a code guessed here spends the same per-network bound. One limit a
      // route (the plugin counts a request once): this one, not the write limit, a person adds a link or two.
      opens,
    );
  },
};
