import { influencer, messages, pharmacist } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** Sellers' delivery books: an influencer's contacts, a pharmacist's addresses (spec §7; issue 14). */
export const sellerBookModule: StoreModule = {
  name: 'seller-book',
  register(app, { sellerBook: book }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    for (const route of [influencer.contactsRoute, pharmacist.pharmacistAddressesRoute]) {
      bindRoute(app, route, async ({ query }, ctx) => ({ data: await book.search(ctx, query), message: messages.ok }));
    }
    bindRoute(
      app,
      influencer.contactCreateRoute,
      async ({ body }, ctx) => ({ data: await book.create(ctx, body), message: messages.contactSaved }),
      limited,
    );
    bindRoute(
      app,
      pharmacist.pharmacistAddressCreateRoute,
      async ({ body }, ctx) => ({ data: await book.create(ctx, body), message: messages.addressSaved }),
      limited,
    );
    bindRoute(
      app,
      influencer.contactDeleteRoute,
      async ({ params }, ctx) => {
        await book.delete(ctx, params.id);
        return { message: messages.contactDeleted };
      },
      limited,
    );
  },
};
