import { adminReviews, messages, reviews } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/**
 * Product reviews (spec §7, issue 13): write, delete one's own, the list with its summary; and the staff desk's
 * reviews (hide, show again). A signed-in caller reading the list sees her own marked.
 */
export const reviewsModule: StoreModule = {
  name: 'reviews',
  register(app, { reviews: service, reviewDesk, tokens }, kernel) {
    // One count per person shared with every hand-made write: a script cannot fill a product with reviews.
    const limited = shopperWriteLimit(app, kernel);

    bindRoute(app, reviews.productReviewsRoute, async ({ query }, ctx) => {
      // A public list; with a live session (a bad or expired token reads as a guest's) the caller's own is marked.
      const caller = ctx.credential ? await tokens.authenticate(ctx, ctx.credential).catch(() => null) : null;
      const page = await service.page(ctx, query.product_id, query.page, query.limit, caller?.id ?? null);
      return { ...page, message: messages.ok };
    });

    bindRoute(
      app,
      reviews.reviewCreateRoute,
      async ({ body }, ctx) => ({ data: await service.write(ctx, body), message: messages.reviewSubmitted }),
      limited,
    );

    bindRoute(
      app,
      reviews.reviewDeleteRoute,
      async ({ params }, ctx) => {
        await service.delete(ctx, params.id);
        return { message: messages.reviewDeleted };
      },
      limited,
    );

    bindRoute(app, adminReviews.adminReviewsRoute, async ({ query }, ctx) => ({
      ...(await reviewDesk.list(ctx, query)),
      message: messages.ok,
    }));
    bindRoute(
      app,
      adminReviews.adminReviewHideRoute,
      async ({ params }, ctx) => ({ data: await reviewDesk.hide(ctx, params.id), message: messages.reviewHidden }),
      limited,
    );
    bindRoute(
      app,
      adminReviews.adminReviewUnhideRoute,
      async ({ params }, ctx) => ({ data: await reviewDesk.unhide(ctx, params.id), message: messages.reviewShown }),
      limited,
    );
  },
};
