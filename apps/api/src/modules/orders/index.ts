import { messages, orders } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../kernel';

/** Orders (spec §7 Checkout and orders): placing the cart, the caller's orders, cancelling one, ordering one again. */
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
  },
};
