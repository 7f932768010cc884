import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allRoutes, storefront } from '@wb/contract';
import type { Database } from '@wb/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { registerAppKeyCheck } from './http/app-key';
import { API_BASE, bindPlannedRoute, fastifyPath } from './http/bind';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/error-handler';
import { buildOpenApiDocument } from './http/openapi';
import { parseQueryString, registerBodyParsers } from './http/parsers';
import { registerRateLimits } from './http/rate-limits';
import { setRequestScope } from './http/request-context';
import { OneLinePerRequest } from './http/request-log';
import type { StoreModule } from './http/store-module';
import { createKernel, type Kernel } from './kernel';
import { firstConnection } from './lib/redis';
import { addressesModule } from './modules/addresses';
import { authModule } from './modules/auth';
import { accessGuard } from './modules/auth/guard';
import { cartModule } from './modules/cart';
import { catalogModule } from './modules/catalog';
import { checkoutModule } from './modules/checkout';
import { contentModule } from './modules/content';
import { dashboardModule } from './modules/dashboard';
import { earningsModule } from './modules/earnings';
import { mediaModule } from './modules/media';
import { notifyModule } from './modules/notify';
import { ordersModule } from './modules/orders';
import { partnersModule } from './modules/partners';
import { peopleModule } from './modules/people';
import { promotionsModule } from './modules/promotions';
import { quizModule } from './modules/quiz';
import { referralsModule } from './modules/referrals';
import { requestsModule } from './modules/requests';
import { reviewsModule } from './modules/reviews';
import { searchModule } from './modules/search';
import { sellerBookModule } from './modules/seller-book';
import { sellerCartsModule } from './modules/seller-carts';
import { sharesModule } from './modules/shares';
import { HEALTH_PATHS, READY_PATHS, systemModule } from './modules/system';
import { walletModule } from './modules/wallet';
import { wishlistModule } from './modules/wishlist';
import { createServices, type Services } from './services';

export const DOCS_PATH = `${API_BASE}/docs`;
const STOREFRONT_GRAPHQL_PATH = fastifyPath(storefront.storefrontGraphqlRoute.path);
/** A load balancer checks these without an app key. */
const OPEN_SYSTEM_PATHS = new Set<string>([...HEALTH_PATHS, ...READY_PATHS]);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The store's areas, in the order their routes are registered. */
const modules: readonly StoreModule[] = [
  systemModule,
  mediaModule,
  catalogModule,
  searchModule,
  contentModule,
  authModule,
  cartModule,
  addressesModule,
  notifyModule,
  promotionsModule,
  walletModule,
  checkoutModule,
  ordersModule,
  dashboardModule,
  peopleModule,
  wishlistModule,
  reviewsModule,
  requestsModule,
  partnersModule,
  sellerCartsModule,
  sellerBookModule,
  earningsModule,
  sharesModule,
  referralsModule,
  quizModule,
];

/** Builds the API: plumbing first (parsers, errors, app key), then every contract route, live or planned. */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): Promise<{ app: FastifyInstance; services: Services; kernel: Kernel }> {
  const app = Fastify({
    logger,
    // A hop count: trust that many proxies in front (Fastify accepts a number; its types list only the other forms).
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    logController: new OneLinePerRequest(),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('content-language', 'ar');
    done();
  });

  await registerBodyParsers(app);
  registerErrorHandling(app);
  // The docs and the health checks are open; the content service's GraphQL call takes its storefront token instead
  // (docs/decisions.md).
  registerAppKeyCheck(
    app,
    config.appKeys,
    (url) =>
      !url.startsWith(API_BASE) ||
      url.startsWith(DOCS_PATH) ||
      url === STOREFRONT_GRAPHQL_PATH ||
      OPEN_SYSTEM_PATHS.has(url),
  );

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(allRoutes) as never },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });

  const kernel = createKernel(config, database, app.log);
  if (kernel.redis) await firstConnection(kernel.redis);
  const services = createServices(kernel);
  setRequestScope(app, {
    database,
    guard: accessGuard(services.tokens),
    storefrontHosts: config.storefrontHosts,
  });
  await registerRateLimits(app, kernel, (token, now) => services.tokens.signedSubject(token, now));
  for (const module of modules) module.register(app, services, kernel);
  for (const route of allRoutes) if (route.plannedIn !== undefined) bindPlannedRoute(app, route);

  // Jobs start polling and caches start listening once every module has defined its jobs.
  await kernel.jobs.start({ work: config.jobs.work });
  await kernel.cacheTags.start(database);
  app.addHook('onClose', async () => {
    await kernel.jobs.stop();
    await kernel.cacheTags.stop();
    kernel.redis?.disconnect();
  });
  return { app, services, kernel };
}
