import { createHash, timingSafeEqual } from 'node:crypto';
import { messages, STOREFRONT_TOKEN_HEADER, storefront } from '@wb/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindRoute, fastifyPath } from '../../../http/bind';
import { ApiError } from '../../../http/errors';
import { contextOf } from '../../../http/request-context';
import { validate } from '../../../http/validate';
import type { StoreModule } from '../../../kernel';
import { ResponseCache } from '../../../lib/response-cache';
import { runStorefrontQuery } from './graphql/execute';
import { storefrontRoot } from './graphql/root';
import { STOREFRONT_CONTENT_TAG } from './revalidate';

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
 * the response cache until a desk write drops them (STOREFRONT_CONTENT_TAG).
 */
export const storefrontContentModule: StoreModule = {
  name: 'storefront-content',
  register(app, { landingPages }, kernel) {
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
        if (!answer.errors) responseCache.set(key, body, [STOREFRONT_CONTENT_TAG], since);
        return reply.type(JSON_TYPE).send(body);
      },
    });

    bindRoute(
      app,
      storefront.landingRoute,
      async ({ params }, ctx) => ({ data: await landingPages.live(ctx, params.slug), message: messages.ok }),
      { cacheSeconds: 60, responseCache, cacheTags: () => [STOREFRONT_CONTENT_TAG] },
    );
  },
};
