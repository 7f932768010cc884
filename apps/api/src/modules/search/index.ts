import { catalog, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import type { StoreModule } from '../../http/store-module';

/**
 * Keyword search, the filtered listing and the most-searched list. Search is left out of the response cache: each
 * first-page search must reach the service to be logged (the service caches results itself).
 */
export const searchModule: StoreModule = {
  name: 'search',
  register(app, { search }) {
    bindRoute(app, catalog.searchRoute, async ({ body }, ctx) => ({
      ...(await search.search(ctx, body)),
      message: messages.ok,
    }));
    bindRoute(app, catalog.searchFilterRoute, async ({ body }, ctx) => ({
      ...(await search.filter(ctx, body)),
      message: messages.ok,
    }));
    bindRoute(
      app,
      catalog.mostSearchRoute,
      async (_input, ctx) => ({ data: await search.mostSearched(ctx), message: messages.ok }),
      { cacheSeconds: 300 },
    );
  },
};
