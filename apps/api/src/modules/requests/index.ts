import { adminReviews, messages, requests } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** Requests for products the store does not carry (spec §7, issue 13), and the staff desk's queue of them. */
export const requestsModule: StoreModule = {
  name: 'requests',
  register(app, { productRequests: service }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(
      app,
      requests.requestProductRoute,
      async ({ body }, ctx) => ({ data: await service.create(ctx, body), message: messages.productRequested }),
      limited,
    );
    bindRoute(app, adminReviews.adminRequestsRoute, async ({ query }, ctx) => ({
      ...(await service.list(ctx, query)),
      message: messages.ok,
    }));
    bindRoute(
      app,
      adminReviews.adminRequestStatusRoute,
      async ({ params, body }, ctx) => ({
        data: await service.setStatus(ctx, params.id, body),
        message: messages.productRequestUpdated,
      }),
      limited,
    );
  },
};
