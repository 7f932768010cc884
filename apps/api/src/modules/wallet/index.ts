import { messages, wallet } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import type { StoreModule } from '../../http/store-module';

/** The customer's wallet: its balance and history (our addition; spec §9: 0 by default). */
export const walletModule: StoreModule = {
  name: 'wallet',
  register(app, { wallet: service }) {
    bindRoute(app, wallet.walletRoute, async ({ query }, ctx) => ({
      data: await service.page(ctx, query.page, query.limit),
      message: messages.ok,
    }));
  },
};
