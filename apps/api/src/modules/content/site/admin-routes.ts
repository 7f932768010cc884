import { messages, adminSettings as routes } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import { shopperWriteLimit } from '../../../http/rate-limits';
import type { StoreModule } from '../../../kernel';

/** The staff desk's store settings (issue 12, admins): delivery, popups, FAQ, global settings. Rules in the services. */
export const adminSettingsModule: StoreModule = {
  name: 'admin-settings',
  register(app, { settingsAdmin, popupAdmin, faqAdmin }, kernel) {
    // Desk writes count against the same per-person limit as every write made by hand.
    const limited = shopperWriteLimit(app, kernel);
    const ok = messages.ok;

    bindRoute(app, routes.adminDeliveryRoute, async (_input, ctx) => ({
      data: await settingsAdmin.delivery(ctx),
      message: ok,
    }));
    bindRoute(
      app,
      routes.adminDeliveryUpdateRoute,
      async ({ body }, ctx) => ({ data: await settingsAdmin.updateDelivery(ctx, body), message: messages.saved }),
      limited,
    );

    bindRoute(app, routes.adminPopupsRoute, async (_input, ctx) => ({ data: await popupAdmin.list(ctx), message: ok }));
    bindRoute(
      app,
      routes.adminPopupCreateRoute,
      async ({ body }, ctx) => ({ data: await popupAdmin.create(ctx, body), message: messages.popupCreated }),
      limited,
    );
    bindRoute(
      app,
      routes.adminPopupUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await popupAdmin.update(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminPopupDeleteRoute,
      async ({ params }, ctx) => {
        await popupAdmin.delete(ctx, params.id);
        return { message: messages.popupDeleted };
      },
      limited,
    );

    bindRoute(app, routes.adminFaqsRoute, async (_input, ctx) => ({ data: await faqAdmin.list(ctx), message: ok }));
    bindRoute(
      app,
      routes.adminFaqCreateRoute,
      async ({ body }, ctx) => ({ data: await faqAdmin.create(ctx, body), message: messages.faqCreated }),
      limited,
    );
    bindRoute(
      app,
      routes.adminFaqOrderRoute,
      async ({ body }, ctx) => ({ data: await faqAdmin.reorder(ctx, body.ids), message: messages.saved }),
      limited,
    );
    bindRoute(
      app,
      routes.adminFaqUpdateRoute,
      async ({ params, body }, ctx) => ({ data: await faqAdmin.update(ctx, params.id, body), message: messages.saved }),
      limited,
    );
    bindRoute(
      app,
      routes.adminFaqDeleteRoute,
      async ({ params }, ctx) => {
        await faqAdmin.delete(ctx, params.id);
        return { message: messages.faqDeleted };
      },
      limited,
    );

    bindRoute(app, routes.adminSettingsRoute, async (_input, ctx) => ({
      data: await settingsAdmin.get(ctx),
      message: ok,
    }));
    bindRoute(
      app,
      routes.adminSettingsUpdateRoute,
      async ({ body }, ctx) => ({ data: await settingsAdmin.update(ctx, body), message: messages.saved }),
      limited,
    );
  },
};
