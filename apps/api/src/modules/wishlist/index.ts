import { messages, wishlist } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** The wishlist and its named lists (spec §7 Wishlist, issue 13): every role that has a /profile. */
export const wishlistModule: StoreModule = {
  name: 'wishlist',
  register(app, { wishlist: service }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, wishlist.wishlistRoute, async ({ query }, ctx) => ({
      ...(await service.list(ctx, query)),
      message: messages.ok,
    }));
    bindRoute(
      app,
      wishlist.wishlistAddRoute,
      async ({ body }, ctx) => ({ data: await service.add(ctx, body), message: messages.wishlistAdded }),
      limited,
    );
    bindRoute(
      app,
      wishlist.wishlistDeleteRoute,
      async ({ query }, ctx) => {
        await service.remove(ctx, query.shopify_variant_id);
        return { message: messages.wishlistRemoved };
      },
      limited,
    );
    bindRoute(
      app,
      wishlist.wishlistMoveRoute,
      async ({ params, body }, ctx) => ({
        data: await service.move(ctx, params.shopify_variant_id, body.category_id),
        message: messages.wishlistMoved,
      }),
      limited,
    );
    bindRoute(app, wishlist.wishlistCategoriesRoute, async (_input, ctx) => ({
      data: await service.categories(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      wishlist.wishlistCategoryCreateRoute,
      async ({ body }, ctx) => ({
        data: await service.createCategory(ctx, body.name),
        message: messages.wishlistCategoryCreated,
      }),
      limited,
    );
    bindRoute(
      app,
      wishlist.wishlistCategoryRenameRoute,
      async ({ params, body }, ctx) => ({
        data: await service.renameCategory(ctx, params.id, body.name),
        message: messages.updatedSuccessfully,
      }),
      limited,
    );
    bindRoute(
      app,
      wishlist.wishlistCategoryDeleteRoute,
      async ({ params }, ctx) => {
        await service.deleteCategory(ctx, params.id);
        return { message: messages.wishlistCategoryDeleted };
      },
      limited,
    );
  },
};
