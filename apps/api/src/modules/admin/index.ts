import { admin, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../kernel';

/** The staff desk's API (issue 12) under /admin: reading every order and moving them along. Rules live in the services. */
export const adminModule: StoreModule = {
  name: 'admin',
  register(app, services, kernel) {
    // Staff writes count against the same per-person limit as every write made by hand.
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, admin.adminOrdersRoute, async ({ query }, ctx) => ({
      ...(await services.adminOrders.list(ctx, query)),
      message: messages.ok,
    }));
    bindRoute(app, admin.adminOrderRoute, async ({ params }, ctx) => ({
      data: await services.adminOrders.get(ctx, params.id),
      message: messages.ok,
    }));
    bindRoute(
      app,
      admin.adminOrderStatusRoute,
      async ({ params, body }, ctx) => ({
        data: await services.staffOrderStatus.run(ctx, params.id, body),
        message: messages.orderStatusChanged,
      }),
      limited,
    );
  },
};
