import { cart, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/**
 * The customer's cart (spec §7 Customer cart): customers only; sellers have carts of their own. A guest's cart lives in
 * her browser: its lines are read here by anyone, and merged into hers at sign-in (issue 24).
 */
export const cartModule: StoreModule = {
  name: 'cart',
  register(app, { cart: service, guestCart }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(
      app,
      cart.addToCartRoute,
      async ({ body }, ctx) => ({
        data: await service.add(ctx, body),
        message: messages.addedToCart,
      }),
      limited,
    );
    bindRoute(
      app,
      cart.updateCartItemRoute,
      async ({ params, body }, ctx) => ({
        data: await service.setQuantity(ctx, params.id, body.quantity),
        message: messages.updatedSuccessfully,
      }),
      limited,
    );
    bindRoute(
      app,
      cart.removeCartItemRoute,
      async ({ params }, ctx) => {
        await service.removeLine(ctx, params.id);
        return { message: messages.cartItemRemoved };
      },
      limited,
    );
    bindRoute(
      app,
      cart.emptyCartRoute,
      async (_input, ctx) => {
        await service.empty(ctx);
        return { message: messages.cartEmptied };
      },
      limited,
    );
    bindRoute(app, cart.getCartRoute, async ({ query }, ctx) => ({
      data: await service.get(ctx, { invoice: query.page === 'invoice' }),
      message: messages.ok,
    }));
    bindRoute(app, cart.guestLinesRoute, async ({ query }, ctx) => ({
      data: await guestCart.lines(ctx, query.ids),
      message: messages.ok,
    }));
    bindRoute(
      app,
      cart.mergeCartRoute,
      async ({ body }, ctx) => ({ data: await guestCart.merge(ctx, body), message: messages.guestCartMerged }),
      limited,
    );
    bindRoute(app, cart.cartCountRoute, async (_input, ctx) => ({
      data: { item_count: await service.count(ctx) },
      message: messages.ok,
    }));
  },
};
