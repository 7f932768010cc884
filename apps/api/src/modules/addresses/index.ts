import { addresses, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** A customer's saved addresses (spec §7): list, save, choose the active one, delete. */
export const addressesModule: StoreModule = {
  name: 'addresses',
  register(app, { addresses: service }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, addresses.addressesRoute, async (_input, ctx) => ({
      data: await service.list(ctx),
      message: messages.ok,
    }));

    bindRoute(
      app,
      addresses.addressCreateRoute,
      async ({ body }, ctx) => ({ data: await service.create(ctx, body), message: messages.addressSaved }),
      limited,
    );

    bindRoute(
      app,
      addresses.addressActivateRoute,
      async ({ params }, ctx) => ({
        data: await service.activate(ctx, params.id),
        message: messages.updatedSuccessfully,
      }),
      limited,
    );

    bindRoute(
      app,
      addresses.addressDeleteRoute,
      async ({ params }, ctx) => {
        await service.delete(ctx, params.id);
        return { message: messages.addressDeleted };
      },
      limited,
    );
  },
};
