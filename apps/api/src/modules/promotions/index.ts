import { checkout, messages, wallet } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import type { StoreModule } from '../../kernel';

/** Discount codes and gift programs as a customer sees them: the codes open to them, and the gifts their cart unlocks. */
export const promotionsModule: StoreModule = {
  name: 'promotions',
  register(app, { codes, gifts, cart }) {
    bindRoute(app, wallet.openCodesRoute, async (_input, ctx) => ({
      data: await codes.open(ctx),
      message: messages.ok,
    }));

    // Spec §7 `GET app/prediction`: judged on the cart as it stands (its total, the same figure the cart page shows).
    bindRoute(app, checkout.predictionRoute, async (_input, ctx) => {
      const { total_price } = await cart.get(ctx, { invoice: false });
      return { data: await gifts.programs(ctx, total_price), message: messages.ok };
    });
  },
};
