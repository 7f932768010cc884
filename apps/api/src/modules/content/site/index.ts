import { content, messages } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import type { StoreModule } from '../../../kernel';

/** Popups, global settings, the FAQ and the cities: public reads, cached as long as they change slowly. */
export const contentModule: StoreModule = {
  name: 'content',
  register(app, { content: service }, { responseCache }) {
    const ok = messages.ok;
    const cached = (cacheSeconds: number) => ({ cacheSeconds, responseCache, cacheTags: () => ['content'] });
    // Popups are cached 60 s by the storefront too (spec §7).
    bindRoute(
      app,
      content.popupsRoute,
      async (_input, ctx) => ({ popUps: await service.popups(ctx), message: ok }),
      cached(60),
    );
    bindRoute(
      app,
      content.globalSettingRoute,
      async (_input, ctx) => ({ data: await service.globalSettings(ctx), message: ok }),
      cached(300),
    );
    bindRoute(
      app,
      content.faqRoute,
      async ({ query }, ctx) => ({ ...(await service.faq(ctx, query.page)), message: ok }),
      cached(300),
    );
    bindRoute(
      app,
      content.citiesRoute,
      async (_input, ctx) => ({ new_data: await service.cities(ctx), message: ok }),
      cached(3600),
    );
  },
};
