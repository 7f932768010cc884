import { adminSettings, content, messages } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import { shopperWriteLimit } from '../../../http/rate-limits';
import type { StoreModule } from '../../../http/store-module';

/**
 * The store's own content: popups, global settings, the FAQ and the cities as public reads, cached as long as they
 * change slowly; and the desk's settings, popups and FAQ.
 */
export const contentSiteModule: StoreModule = {
  name: 'content/site',
  register(app, services, kernel) {
    const { content: service } = services;
    const { responseCache } = kernel;
    const ok = messages.ok;
    const cached = (cacheSeconds: number) => ({ cacheSeconds, responseCache, cacheTags: () => ['content'] });
    // Popups are cached 60 s by the storefront too (spec §7).
    bindRoute(
      app,
      content.popupsRoute,
      async (_input, ctx) => ({ popUps: await service.popups(ctx), message: ok }),
      cached(60),
    );
    bindRoute(
      app,
      content.globalSettingRoute,
      async (_input, ctx) => ({ data: await service.globalSettings(ctx), message: ok }),
      cached(300),
    );
    bindRoute(
      app,
      content.faqRoute,
      async ({ query }, ctx) => ({ ...(await service.faq(ctx, query.page)), message: ok }),
      cached(300),
    );
    bindRoute(
      app,
      content.citiesRoute,
      async (_input, ctx) => ({ new_data: await service.cities(ctx), message: ok }),
      cached(3600),
    );

    deskRoutes(app, services, kernel);
  },
};

/** The staff desk's store settings (issue 12, admins): delivery, popups, FAQ, global settings. Rules in the services. */
const deskRoutes: StoreModule['register'] = (app, { settingsAdmin, popupAdmin, faqAdmin }, kernel) => {
  // Desk writes count against the same per-person limit as every write made by hand.
  const limited = shopperWriteLimit(app, kernel);
  const ok = messages.ok;

  bindRoute(app, adminSettings.adminDeliveryRoute, async (_input, ctx) => ({
    data: await settingsAdmin.delivery(ctx),
    message: ok,
  }));
  bindRoute(
    app,
    adminSettings.adminDeliveryUpdateRoute,
    async ({ body }, ctx) => ({ data: await settingsAdmin.updateDelivery(ctx, body), message: messages.saved }),
    limited,
  );

  bindRoute(app, adminSettings.adminPopupsRoute, async (_input, ctx) => ({
    data: await popupAdmin.list(ctx),
    message: ok,
  }));
  bindRoute(
    app,
    adminSettings.adminPopupCreateRoute,
    async ({ body }, ctx) => ({ data: await popupAdmin.create(ctx, body), message: messages.popupCreated }),
    limited,
  );
  bindRoute(
    app,
    adminSettings.adminPopupUpdateRoute,
    async ({ params, body }, ctx) => ({
      data: await popupAdmin.update(ctx, params.id, body),
      message: messages.saved,
    }),
    limited,
  );
  bindRoute(
    app,
    adminSettings.adminPopupDeleteRoute,
    async ({ params }, ctx) => {
      await popupAdmin.delete(ctx, params.id);
      return { message: messages.popupDeleted };
    },
    limited,
  );

  bindRoute(app, adminSettings.adminFaqsRoute, async (_input, ctx) => ({
    data: await faqAdmin.list(ctx),
    message: ok,
  }));
  bindRoute(
    app,
    adminSettings.adminFaqCreateRoute,
    async ({ body }, ctx) => ({ data: await faqAdmin.create(ctx, body), message: messages.faqCreated }),
    limited,
  );
  bindRoute(
    app,
    adminSettings.adminFaqOrderRoute,
    async ({ body }, ctx) => ({ data: await faqAdmin.reorder(ctx, body.ids), message: messages.saved }),
    limited,
  );
  bindRoute(
    app,
    adminSettings.adminFaqUpdateRoute,
    async ({ params, body }, ctx) => ({ data: await faqAdmin.update(ctx, params.id, body), message: messages.saved }),
    limited,
  );
  bindRoute(
    app,
    adminSettings.adminFaqDeleteRoute,
    async ({ params }, ctx) => {
      await faqAdmin.delete(ctx, params.id);
      return { message: messages.faqDeleted };
    },
    limited,
  );

  bindRoute(app, adminSettings.adminSettingsRoute, async (_input, ctx) => ({
    data: await settingsAdmin.get(ctx),
    message: ok,
  }));
  bindRoute(
    app,
    adminSettings.adminSettingsUpdateRoute,
    async ({ body }, ctx) => ({ data: await settingsAdmin.update(ctx, body), message: messages.saved }),
    limited,
  );
};
