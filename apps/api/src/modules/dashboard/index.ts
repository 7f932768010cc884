import { admin, adminDashboard, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../kernel';
import { ordersCsv } from '../orders/export-csv';

/**
 * The staff desk's API (issue 12) under /admin: the dashboard, reading every order and moving them along. Rules live
 * in the services.
 */
export const adminModule: StoreModule = {
  name: 'admin',
  register(app, services, kernel) {
    // Staff writes count against the same per-person limit as every write made by hand.
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, adminDashboard.adminDashboardRoute, async (_request, ctx) => ({
      data: await services.adminDashboard.get(ctx),
      message: messages.ok,
    }));
    bindRoute(app, admin.adminOrdersRoute, async ({ query }, ctx) => ({
      ...(await services.adminOrders.list(ctx, query)),
      message: messages.ok,
    }));
    // A file, written while the orders are read (modules/orders/export-csv.ts).
    bindRoute(app, admin.adminOrdersExportRoute, async ({ query }, ctx) =>
      ordersCsv(await services.adminOrders.export(ctx, query), ctx.log),
    );
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
