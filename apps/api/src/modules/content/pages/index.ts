import { createHash, timingSafeEqual } from 'node:crypto';
import { adminContent, messages, STOREFRONT_TOKEN_HEADER, storefront } from '@wb/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindRoute, fastifyPath } from '../../../http/bind';
import { shopperWriteLimit } from '../../../http/rate-limits';
import { contextOf } from '../../../http/request-context';
import type { StoreModule } from '../../../http/store-module';
import { validate } from '../../../http/validate';
import { ApiError } from '../../../lib/errors';
import { ResponseCache } from '../../../lib/response-cache';
import { runStorefrontQuery } from './graphql/execute';
import { storefrontRoot } from './graphql/root';
import { CONTENT_PAGES_TAG } from './revalidate';

const JSON_TYPE = 'application/json; charset=utf-8';
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The storefront access token header is this call's credential (docs/decisions.md: it takes no X-App-Key, as a
 * Shopify client sends none). Compared in constant time, like the app key.
 */
function tokenCheck(token: string) {
  const known = digest(token);
  const header = STOREFRONT_TOKEN_HEADER.toLowerCase();
  return (request: FastifyRequest): void => {
    const sent = request.headers[header];
    const value = Array.isArray(sent) ? sent[0] : sent;
    if (!value) throw ApiError.of('storefront.token_missing');
    if (!timingSafeEqual(digest(value), known)) throw ApiError.of('storefront.token_invalid');
  };
}

/**
 * Every failure of the GraphQL call that is not a GraphQL result (no token, a body that is not JSON or not a GraphQL
 * request, too large) keeps the store's failure body and carries GraphQL's `errors` too: a Shopify client reads
 * `errors[0].message` and `extensions.code`, the store's clients `message` and `code`. Field errors move under
 * `extensions.fields`.
 */
function graphqlShapedFailure(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
  try {
    const { message, code, errors, request_id } = JSON.parse(payload) as Record<string, unknown>;
    if (typeof message !== 'string') return done(null, payload);
    const extensions = { code, ...(errors ? { fields: errors } : {}) };
    return done(null, JSON.stringify({ errors: [{ message, extensions }], message, code, request_id }));
  } catch {
    return done(null, payload);
  }
}

/**
 * The storefront content service (issue 15): the GraphQL endpoint answering the Storefront API queries of the
 * contract (blog articles, article by id, page by id or handle), and the campaign pages. Answers are public: kept in
 * the response cache until a desk write drops them (CONTENT_PAGES_TAG). The desk's articles, pages and campaign
 * pages below.
 */
export const contentPagesModule: StoreModule = {
  name: 'content/pages',
  register(app, services, kernel) {
    const { landingPages } = services;
    const { config, responseCache } = kernel;
    const route = storefront.storefrontGraphqlRoute;
    const checkToken = tokenCheck(config.content.storefrontToken);
    app.route({
      method: route.method,
      url: fastifyPath(route.path),
      onSend: graphqlShapedFailure,
      handler: async (request, reply) => {
        const ctx = await contextOf(app, route, request);
        checkToken(request);
        let input: ReturnType<typeof validate<typeof route>>;
        try {
          input = validate(route, request);
        } catch (error) {
          // Not a GraphQL request (no query, variables not an object …): said in GraphQL's words too.
          if (error instanceof ApiError && error.code === 'request.invalid') {
            throw new ApiError('request.invalid', {
              message: messages.graphqlBadRequest,
              ...(error.errors ? { errors: error.errors } : {}),
            });
          }
          throw error;
        }
        const key = ResponseCache.key(route.method, route.path, input.body);
        const hit = responseCache.get(key);
        if (hit) return reply.type(JSON_TYPE).send(hit);
        const since = responseCache.version;
        const answer = await runStorefrontQuery(input.body, storefrontRoot(ctx.db, config.webUrl), ctx.log);
        const body = JSON.stringify(answer);
        if (!answer.errors) responseCache.set(key, body, [CONTENT_PAGES_TAG], since);
        return reply.type(JSON_TYPE).send(body);
      },
    });

    bindRoute(
      app,
      storefront.landingRoute,
      async ({ params }, ctx) => ({ data: await landingPages.live(ctx, params.slug), message: messages.ok }),
      { cacheSeconds: 60, responseCache, cacheTags: () => [CONTENT_PAGES_TAG] },
    );

    deskRoutes(app, services, kernel);
  },
};

/** The staff desk's content (issue 15, admins): articles, content pages, campaign pages. Rules in the services. */
const deskRoutes: StoreModule['register'] = (app, { articleDesk, contentPageDesk, landingPages }, kernel) => {
  // Desk writes count against the same per-person limit as every write made by hand.
  const limited = shopperWriteLimit(app, kernel);
  const ok = messages.ok;

  bindRoute(app, adminContent.adminArticlesRoute, async ({ query }, ctx) => ({
    ...(await articleDesk.list(ctx, query)),
    message: ok,
  }));
  bindRoute(app, adminContent.adminArticleRoute, async ({ params }, ctx) => ({
    data: await articleDesk.get(ctx, params.id),
    message: ok,
  }));
  bindRoute(
    app,
    adminContent.adminArticleCreateRoute,
    async ({ body }, ctx) => ({ data: await articleDesk.create(ctx, body), message: messages.articleCreated }),
    limited,
  );
  bindRoute(
    app,
    adminContent.adminArticleUpdateRoute,
    async ({ params, body }, ctx) => ({
      data: await articleDesk.update(ctx, params.id, body),
      message: messages.saved,
    }),
    limited,
  );
  bindRoute(
    app,
    adminContent.adminArticlePublishRoute,
    async ({ params }, ctx) => ({
      data: await articleDesk.publish(ctx, params.id),
      message: messages.articlePublished,
    }),
    limited,
  );
  bindRoute(
    app,
    adminContent.adminArticleUnpublishRoute,
    async ({ params }, ctx) => ({
      data: await articleDesk.unpublish(ctx, params.id),
      message: messages.articleUnpublished,
    }),
    limited,
  );
  bindRoute(
    app,
    adminContent.adminArticleDeleteRoute,
    async ({ params }, ctx) => {
      await articleDesk.delete(ctx, params.id);
      return { message: messages.articleDeleted };
    },
    limited,
  );

  bindRoute(app, adminContent.adminContentPagesRoute, async (_input, ctx) => ({
    data: await contentPageDesk.list(ctx),
    message: ok,
  }));
  bindRoute(app, adminContent.adminContentPageRoute, async ({ params }, ctx) => ({
    data: await contentPageDesk.get(ctx, params.id),
    message: ok,
  }));
  bindRoute(
    app,
    adminContent.adminContentPageUpdateRoute,
    async ({ params, body }, ctx) => ({
      data: await contentPageDesk.update(ctx, params.id, body),
      message: messages.saved,
    }),
    limited,
  );

  bindRoute(app, adminContent.adminLandingsRoute, async (_input, ctx) => ({
    data: await landingPages.list(ctx),
    message: ok,
  }));
  bindRoute(app, adminContent.adminLandingRoute, async ({ params }, ctx) => ({
    data: await landingPages.get(ctx, params.id),
    message: ok,
  }));
  bindRoute(
    app,
    adminContent.adminLandingCreateRoute,
    async ({ body }, ctx) => ({ data: await landingPages.create(ctx, body), message: messages.landingCreated }),
    limited,
  );
  bindRoute(
    app,
    adminContent.adminLandingUpdateRoute,
    async ({ params, body }, ctx) => ({
      data: await landingPages.update(ctx, params.id, body),
      message: messages.saved,
    }),
    limited,
  );
  bindRoute(
    app,
    adminContent.adminLandingDeleteRoute,
    async ({ params }, ctx) => {
      await landingPages.delete(ctx, params.id);
      return { message: messages.landingDeleted };
    },
    limited,
  );
};
