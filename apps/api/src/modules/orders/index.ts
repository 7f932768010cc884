import { admin, arabicCount, type CountForms, formatMessage, messages, orders } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';
import { ordersCsv } from './export-csv';

/** "طلب واحد", "طلبان", "3 طلبات", "11 طلباً", "100 طلب". */
const orderCount: CountForms = {
  zero: 'لا طلبات',
  one: 'طلب واحد',
  two: 'طلبين',
  few: '{n} طلبات',
  many: '{n} طلباً',
  other: '{n} طلب',
};

/**
 * Orders (spec §7 Checkout and orders): placing the cart, the caller's orders, cancelling one, ordering one again;
 * and the staff desk's orders (issue 12): reading every order, exporting them, moving them along.
 */
export const ordersModule: StoreModule = {
  name: 'orders',
  register(app, services, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(
      app,
      orders.createOrderRoute,
      async ({ body }, ctx) => ({
        data: await services.placeOrder.run(ctx, {
          addressId: body.address_id,
          code: body.code,
          wallet: body.wallet,
          gifts: body.gifts,
          note: body.note,
          expectedTotal: body.expected_total,
        }),
        message: messages.orderPlaced,
      }),
      limited,
    );
    bindRoute(
      app,
      orders.deleteOrderRoute,
      async ({ query }, ctx) => {
        await services.cancelOrder.byCustomer(ctx, query.order_id);
        return { message: messages.orderDeleted };
      },
      limited,
    );
    bindRoute(app, orders.ordersListRoute, async ({ query }, ctx) => ({
      ...(await services.orders.list(ctx, query.page, query.limit)),
      message: messages.ok,
    }));
    bindRoute(app, orders.orderDetailsRoute, async ({ params }, ctx) => ({
      data: await services.orders.get(ctx, params.id),
      message: messages.ok,
    }));
    bindRoute(app, orders.reorderPreviewRoute, async ({ params }, ctx) => ({
      data: await services.reorder.preview(ctx, params.id),
      message: messages.ok,
    }));
    bindRoute(
      app,
      orders.reorderRoute,
      async ({ params }, ctx) => {
        const { cart, partly } = await services.reorder.run(ctx, params.id);
        return { data: cart, message: partly ? messages.reorderPartly : messages.addedToCart };
      },
      limited,
    );

    // The desk's: staff writes count against the same per-person limit as every write made by hand.
    bindRoute(app, admin.adminOrdersRoute, async ({ query }, ctx) => ({
      ...(await services.adminOrders.list(ctx, query)),
      message: messages.ok,
    }));
    // A file, written while the orders are read (export-csv.ts).
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
    // Issue 24: the selected orders moved together, each on its own; a pending order's lines edited.
    bindRoute(
      app,
      admin.adminOrdersBulkStatusRoute,
      async ({ body }, ctx) => {
        const data = await services.staffOrderBulk.run(ctx, body);
        const orders = arabicCount(data.results.length, orderCount);
        const message = data.refused ? messages.ordersBulkMoved : messages.ordersBulkMovedAll;
        return { data, message: formatMessage(message, { moved: data.moved, orders }) };
      },
      limited,
    );
    bindRoute(
      app,
      admin.adminOrderLinesRoute,
      async ({ params, body }, ctx) => ({
        data: await services.editOrderLines.run(ctx, params.id, body),
        message: messages.orderLinesChanged,
      }),
      limited,
    );
  },
};
