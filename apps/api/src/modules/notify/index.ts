import { messages, notifications, notify } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** Notify-me (spec §7) and the person's notifications and channel choices (issue 13). */
export const notifyModule: StoreModule = {
  name: 'notify',
  register(app, { notify: service, notifications: notices }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(
      app,
      notify.notifyMeRoute,
      async ({ body }, ctx) => ({ data: await service.subscribe(ctx, body), message: messages.notifyWhenAvailable }),
      limited,
    );
    bindRoute(
      app,
      notify.notifyMeDeleteRoute,
      async ({ body }, ctx) => {
        await service.remove(ctx, body.shopify_variant_id);
        return { message: messages.notifyMeRemoved };
      },
      limited,
    );
    bindRoute(app, notify.notifyMeListRoute, async (_input, ctx) => ({
      data: await service.list(ctx),
      message: messages.ok,
    }));

    bindRoute(app, notifications.notificationsRoute, async ({ query }, ctx) => ({
      ...(await notices.page(ctx, query.page, query.limit)),
      message: messages.ok,
    }));
    bindRoute(app, notifications.notificationsUnreadRoute, async (_input, ctx) => ({
      data: { unread: await notices.unread(ctx) },
      message: messages.ok,
    }));
    bindRoute(
      app,
      notifications.notificationReadRoute,
      async ({ params }, ctx) => ({
        data: await notices.markRead(ctx, params.id),
        message: messages.notificationRead,
      }),
      limited,
    );
    bindRoute(
      app,
      notifications.notificationsReadAllRoute,
      async (_input, ctx) => ({
        data: { unread: await notices.markAllRead(ctx) },
        message: messages.notificationsAllRead,
      }),
      limited,
    );
    bindRoute(app, notifications.notificationPreferencesRoute, async (_input, ctx) => ({
      data: await notices.preferences(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      notifications.notificationPreferencesUpdateRoute,
      async ({ body }, ctx) => ({
        data: await notices.setPreferences(ctx, body.offers_sms),
        message: messages.notificationPreferencesSaved,
      }),
      limited,
    );
  },
};
