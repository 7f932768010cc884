import { messages, adminContent as routes } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import { shopperWriteLimit } from '../../../http/rate-limits';
import type { StoreModule } from '../../../kernel';

/** The staff desk's content (issue 15, admins): articles, content pages, campaign pages. Rules in the services. */
export const adminContentModule: StoreModule = {
  name: 'admin-content',
  register(app, { articleDesk, contentPageDesk, landingPages }, kernel) {
    // Desk writes count against the same per-person limit as every write made by hand.
    const limited = shopperWriteLimit(app, kernel);
    const ok = messages.ok;

    bindRoute(app, routes.adminArticlesRoute, async ({ query }, ctx) => ({
      ...(await articleDesk.list(ctx, query)),
      message: ok,
    }));
    bindRoute(app, routes.adminArticleRoute, async ({ params }, ctx) => ({
      data: await articleDesk.get(ctx, params.id),
      message: ok,
    }));
    bindRoute(
      app,
      routes.adminArticleCreateRoute,
      async ({ body }, ctx) => ({ data: await articleDesk.create(ctx, body), message: messages.articleCreated }),
      limited,
    );
    bindRoute(
      app,
      routes.adminArticleUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await articleDesk.update(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminArticlePublishRoute,
      async ({ params }, ctx) => ({
        data: await articleDesk.publish(ctx, params.id),
        message: messages.articlePublished,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminArticleUnpublishRoute,
      async ({ params }, ctx) => ({
        data: await articleDesk.unpublish(ctx, params.id),
        message: messages.articleUnpublished,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminArticleDeleteRoute,
      async ({ params }, ctx) => {
        await articleDesk.delete(ctx, params.id);
        return { message: messages.articleDeleted };
      },
      limited,
    );

    bindRoute(app, routes.adminContentPagesRoute, async (_input, ctx) => ({
      data: await contentPageDesk.list(ctx),
      message: ok,
    }));
    bindRoute(app, routes.adminContentPageRoute, async ({ params }, ctx) => ({
      data: await contentPageDesk.get(ctx, params.id),
      message: ok,
    }));
    bindRoute(
      app,
      routes.adminContentPageUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await contentPageDesk.update(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );

    bindRoute(app, routes.adminLandingsRoute, async (_input, ctx) => ({
      data: await landingPages.list(ctx),
      message: ok,
    }));
    bindRoute(app, routes.adminLandingRoute, async ({ params }, ctx) => ({
      data: await landingPages.get(ctx, params.id),
      message: ok,
    }));
    bindRoute(
      app,
      routes.adminLandingCreateRoute,
      async ({ body }, ctx) => ({ data: await landingPages.create(ctx, body), message: messages.landingCreated }),
      limited,
    );
    bindRoute(
      app,
      routes.adminLandingUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await landingPages.update(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );
    bindRoute(
      app,
      routes.adminLandingDeleteRoute,
      async ({ params }, ctx) => {
        await landingPages.delete(ctx, params.id);
        return { message: messages.landingDeleted };
      },
      limited,
    );
  },
};
