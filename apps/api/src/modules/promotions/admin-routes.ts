import { messages, adminPromotions as routes } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../kernel';

/** The staff desk's promotions (issue 12, admins): discount codes and gift programs. Rules live in the services. */
export const adminPromotionsModule: StoreModule = {
  name: 'admin-promotions',
  register(app, { codeAdmin, giftAdmin }, kernel) {
    // Desk writes count against the same per-person limit as every write made by hand.
    const limited = shopperWriteLimit(app, kernel);

    bindRoute(app, routes.adminCodesRoute, async ({ query }, ctx) => ({
      ...(await codeAdmin.list(ctx, query)),
      message: messages.ok,
    }));
    bindRoute(app, routes.adminCodeRoute, async ({ params }, ctx) => ({
      data: await codeAdmin.get(ctx, params.id),
      message: messages.ok,
    }));
    bindRoute(
      app,
      routes.adminCodeCreateRoute,
      async ({ body }, ctx) => ({ data: await codeAdmin.create(ctx, body), message: messages.codeCreated }),
      limited,
    );
    bindRoute(
      app,
      routes.adminCodeUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await codeAdmin.update(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminCodeActiveRoute,
      async ({ params, body }, ctx) => ({
        data: await codeAdmin.setActive(ctx, params.id, body.active),
        message: body.active ? messages.codeActivated : messages.codeDeactivated,
      }),
      limited,
    );

    bindRoute(app, routes.adminGiftProgramsRoute, async (_input, ctx) => ({
      data: await giftAdmin.list(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      routes.adminGiftProgramCreateRoute,
      async ({ body }, ctx) => ({ data: await giftAdmin.create(ctx, body), message: messages.giftProgramCreated }),
      limited,
    );
    bindRoute(
      app,
      routes.adminGiftProgramUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await giftAdmin.update(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminGiftProgramActiveRoute,
      async ({ params, body }, ctx) => ({
        data: await giftAdmin.setActive(ctx, params.id, body.active),
        message: messages.saved,
      }),
      limited,
    );
  },
};
