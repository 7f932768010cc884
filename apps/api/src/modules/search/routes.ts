import { catalog, messages } from '@wb/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind';
import type { SearchService } from './service';

export function searchRoutes(app: FastifyInstance, service: SearchService): void {
  bindRoute(app, catalog.searchRoute, async ({ body }, ctx) => ({
    ...(await service.search(body, ctx.ip)),
    message: messages.ok,
  }));
  bindRoute(app, catalog.searchFilterRoute, async ({ body }) => ({
    ...(await service.filter(body)),
    message: messages.ok,
  }));
  bindRoute(app, catalog.mostSearchRoute, async () => ({ data: await service.mostSearched(), message: messages.ok }), {
    cacheSeconds: 300,
  });
}
