import { content, messages } from '@wb/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind';
import type { ResponseCache } from '../../lib/response-cache';
import type { ContentService } from './service';

export function contentRoutes(app: FastifyInstance, service: ContentService, responseCache: ResponseCache): void {
  const ok = messages.ok;
  // Popups are cached 60 s by the storefront too (spec §7).
  bindRoute(app, content.popupsRoute, async () => ({ popUps: await service.popups(), message: ok }), {
    cacheSeconds: 60,
    responseCache,
  });
  bindRoute(app, content.globalSettingRoute, async () => ({ data: await service.globalSettings(), message: ok }), {
    cacheSeconds: 300,
    responseCache,
  });
  bindRoute(app, content.faqRoute, async ({ query }) => ({ ...(await service.faq(query.page)), message: ok }), {
    cacheSeconds: 300,
    responseCache,
  });
  bindRoute(app, content.citiesRoute, async () => ({ new_data: await service.cities(), message: ok }), {
    cacheSeconds: 3600,
    responseCache,
  });
}
