import { checkout, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import type { StoreModule } from '../../http/store-module';

/** The checkout's preview (spec §7 app/invoice/details): the cart priced as the order would be. */
export const checkoutModule: StoreModule = {
  name: 'checkout',
  register(app, { checkout: service }) {
    bindRoute(app, checkout.invoiceDetailsRoute, async ({ query }, ctx) => ({
      data: await service.invoice(ctx, { code: query.code, wallet: query.wallet, addressId: query.address_id }),
      message: messages.ok,
    }));
  },
};
