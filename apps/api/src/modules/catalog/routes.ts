import { catalog, messages } from '@wb/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind';
import type { ResponseCache } from '../../lib/response-cache';
import type { CollectionService } from './collections';
import type { CatalogService } from './service';

export function catalogRoutes(
  app: FastifyInstance,
  service: CatalogService,
  collections: CollectionService,
  responseCache: ResponseCache,
): void {
  const ok = messages.ok;
  const cache = { cacheSeconds: 30, responseCache };

  bindRoute(
    app,
    catalog.productDetailsRoute,
    async ({ query }) => ({
      data: await service.productDetails(query.product_id),
      message: ok,
    }),
    cache,
  );

  bindRoute(
    app,
    catalog.relatedProductsRoute,
    async ({ query }) => ({
      data: await service.relatedProducts(query.product_id, query.limit),
      message: ok,
    }),
    cache,
  );

  bindRoute(
    app,
    catalog.freeProductsRoute,
    async ({ query }) => ({
      ...(await service.freeProducts(query.page, query.limit)),
      message: ok,
    }),
    cache,
  );

  bindRoute(
    app,
    catalog.brandProductsRoute,
    async ({ body }) => ({ ...(await service.brandProducts(body.brand, body.page, body.limit)), message: ok }),
    { responseCache },
  );

  bindRoute(
    app,
    catalog.brandsListRoute,
    async ({ query }) => ({
      ...(await service.brands(query.page, query.limit)),
      message: ok,
    }),
    cache,
  );

  bindRoute(
    app,
    catalog.categoriesRoute,
    async () => ({
      data: (await service.categoryTree()) as never,
      message: ok,
    }),
    cache,
  );

  bindRoute(
    app,
    catalog.collectionsRoute,
    async ({ query }) => ({ data: await collections.list(query.kind, query.featured), message: ok }),
    cache,
  );

  bindRoute(
    app,
    catalog.collectionProductsRoute,
    async ({ params, query }) => ({ ...(await collections.products(params.id, query)), message: ok }),
    cache,
  );
}
