import { adminPromotions, checkout, messages, wallet } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/**
 * Discount codes and gift programs: as a customer sees them (the codes open to them, the gifts their cart unlocks),
 * and as the staff desk keeps them.
 */
export const promotionsModule: StoreModule = {
  name: 'promotions',
  register(app, services, kernel) {
    const { codes, gifts, cart } = services;
    bindRoute(app, wallet.openCodesRoute, async (_input, ctx) => ({
      data: await codes.open(ctx),
      message: messages.ok,
    }));

    // Spec §7 `GET app/prediction`: judged on the cart as it stands (its total, the same figure the cart page shows).
    bindRoute(app, checkout.predictionRoute, async (_input, ctx) => {
      const { total_price } = await cart.get(ctx, { invoice: false });
      return { data: await gifts.programs(ctx, total_price), message: messages.ok };
    });

    deskRoutes(app, services, kernel);
  },
};

/** The staff desk's promotions (issue 12, admins): discount codes and gift programs. Rules live in the services. */
const deskRoutes: StoreModule['register'] = (app, { codeAdmin, giftAdmin }, kernel) => {
  // Desk writes count against the same per-person limit as every write made by hand.
  const limited = shopperWriteLimit(app, kernel);

  bindRoute(app, adminPromotions.adminCodesRoute, async ({ query }, ctx) => ({
    ...(await codeAdmin.list(ctx, query)),
    message: messages.ok,
  }));
  bindRoute(app, adminPromotions.adminCodeRoute, async ({ params }, ctx) => ({
    data: await codeAdmin.get(ctx, params.id),
    message: messages.ok,
  }));
  bindRoute(
    app,
    adminPromotions.adminCodeCreateRoute,
    async ({ body }, ctx) => ({ data: await codeAdmin.create(ctx, body), message: messages.codeCreated }),
    limited,
  );
  bindRoute(
    app,
    adminPromotions.adminCodeUpdateRoute,
    async ({ params, body }, ctx) => ({
      data: await codeAdmin.update(ctx, params.id, body),
      message: messages.saved,
    }),
    limited,
  );
  bindRoute(
    app,
    adminPromotions.adminCodeActiveRoute,
    async ({ params, body }, ctx) => ({
      data: await codeAdmin.setActive(ctx, params.id, body.active),
      message: body.active ? messages.codeActivated : messages.codeDeactivated,
    }),
    limited,
  );

  bindRoute(app, adminPromotions.adminGiftProgramsRoute, async (_input, ctx) => ({
    data: await giftAdmin.list(ctx),
    message: messages.ok,
  }));
  bindRoute(
    app,
    adminPromotions.adminGiftProgramCreateRoute,
    async ({ body }, ctx) => ({ data: await giftAdmin.create(ctx, body), message: messages.giftProgramCreated }),
    limited,
  );
  bindRoute(
    app,
    adminPromotions.adminGiftProgramUpdateRoute,
    async ({ params, body }, ctx) => ({
      data: await giftAdmin.update(ctx, params.id, body),
      message: messages.saved,
    }),
    limited,
  );
  bindRoute(
    app,
    adminPromotions.adminGiftProgramActiveRoute,
    async ({ params, body }, ctx) => ({
      data: await giftAdmin.setActive(ctx, params.id, body.active),
      message: messages.saved,
    }),
    limited,
  );
};
