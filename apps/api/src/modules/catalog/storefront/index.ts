import { catalog, messages } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import type { StoreModule } from '../../../http/store-module';

/** Tags of catalogue answers: a write to a product drops its page and every listing (lib/cache-tags.ts). */
export const CATALOG_TAGS = {
  listings: ['catalog', 'listings'],
  product: (id: number) => ['catalog', `product:${id}`],
} as const;

/** Product pages, related and free products, brands, categories and collections: public reads, cached 30 s. */
export const catalogStorefrontModule: StoreModule = {
  name: 'catalog/storefront',
  register(app, { catalog: service, collections }, { responseCache }) {
    const ok = messages.ok;
    const lists = { cacheSeconds: 30, responseCache, cacheTags: () => [...CATALOG_TAGS.listings] };

    bindRoute(
      app,
      catalog.productDetailsRoute,
      async ({ query }, ctx) => ({ data: await service.productDetails(ctx, query.product_id), message: ok }),
      {
        cacheSeconds: 30,
        responseCache,
        cacheTags: (input) => [...CATALOG_TAGS.product((input.query as { product_id: number }).product_id)],
      },
    );

    bindRoute(
      app,
      catalog.relatedProductsRoute,
      async ({ query }, ctx) => ({
        data: await service.relatedProducts(ctx, query.product_id, query.limit),
        message: ok,
      }),
      lists,
    );

    bindRoute(
      app,
      catalog.freeProductsRoute,
      async ({ query }, ctx) => ({ ...(await service.freeProducts(ctx, query.page, query.limit)), message: ok }),
      lists,
    );

    bindRoute(
      app,
      catalog.brandProductsRoute,
      async ({ body }, ctx) => ({
        ...(await service.brandProducts(ctx, body.brand, body.page, body.limit)),
        message: ok,
      }),
      { responseCache, cacheTags: () => [...CATALOG_TAGS.listings] },
    );

    bindRoute(
      app,
      catalog.brandsListRoute,
      async ({ query }, ctx) => ({ ...(await service.brands(ctx, query.page, query.limit)), message: ok }),
      lists,
    );

    bindRoute(
      app,
      catalog.categoriesRoute,
      async (_input, ctx) => ({ data: (await service.categoryTree(ctx)) as never, message: ok }),
      lists,
    );

    bindRoute(
      app,
      catalog.collectionsRoute,
      async ({ query }, ctx) => ({ data: await collections.list(ctx, query.kind, query.featured), message: ok }),
      lists,
    );

    bindRoute(
      app,
      catalog.collectionProductsRoute,
      async ({ params, query }, ctx) => ({ ...(await collections.products(ctx, params.id, query)), message: ok }),
      lists,
    );
  },
};
