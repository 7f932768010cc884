import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allRoutes } from '@wb/contract';
import type { Database } from '@wb/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { registerAppKeyCheck } from './http/app-key';
import { API_BASE, bindPlannedRoute, setAccessGuard } from './http/bind';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/error-handler';
import { buildOpenApiDocument } from './http/openapi';
import { parseQueryString, registerBodyParsers } from './http/parsers';
import { ResponseCache } from './lib/response-cache';
import { AccountService } from './modules/auth/accounts';
import { accessGuard } from './modules/auth/guard';
import { OtpService } from './modules/auth/otp';
import { authRoutes } from './modules/auth/routes';
import { createSmsProvider, type SmsProvider } from './modules/auth/sms';
import { TokenService } from './modules/auth/tokens';
import { CollectionService } from './modules/catalog/collections';
import { catalogRoutes } from './modules/catalog/routes';
import { CatalogService } from './modules/catalog/service';
import { contentRoutes } from './modules/content/routes';
import { ContentService } from './modules/content/service';
import { mediaRoutes } from './modules/media/routes';
import { SearchLog } from './modules/search/log';
import { searchRoutes } from './modules/search/routes';
import { SearchService } from './modules/search/service';
import { systemRoutes } from './modules/system/routes';

export const DOCS_PATH = `${API_BASE}/docs`;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface AppServices {
  catalog: CatalogService;
  collections: CollectionService;
  search: SearchService;
  content: ContentService;
  searchLog: SearchLog;
  accounts: AccountService;
  tokens: TokenService;
  otp: OtpService;
  sms: SmsProvider;
}

/** Builds the API: plumbing first (parsers, errors, app key), then every contract route, live or planned. */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): Promise<{ app: FastifyInstance; services: AppServices }> {
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('content-language', 'ar');
    done();
  });

  await registerBodyParsers(app);
  registerErrorHandling(app);
  registerAppKeyCheck(app, config.appKeys, (url) => !url.startsWith(API_BASE) || url.startsWith(DOCS_PATH));

  // Limits only where a route asks for one (the account calls); keyed by client address (TRUST_PROXY behind a proxy).
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(allRoutes) as never },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });

  const searchLog = new SearchLog(database, app.log, config.auth.secret);
  const sms = createSmsProvider(config.sms, app.log);
  const tokens = new TokenService(database, config.auth, app.log);
  const otp = new OtpService(database, config.auth.secret, sms);
  const services: AppServices = {
    catalog: new CatalogService(database, config.cacheTtlMs),
    collections: new CollectionService(database, config.cacheTtlMs),
    search: new SearchService(database, searchLog, config.cacheTtlMs),
    content: new ContentService(database, config.cacheTtlMs),
    searchLog,
    accounts: new AccountService(database, otp, tokens),
    tokens,
    otp,
    sms,
  };
  setAccessGuard(app, accessGuard(tokens));
  // Search is left out of the response cache: each first-page search must reach the service to be logged.
  const responseCache = new ResponseCache(config.cacheTtlMs);
  systemRoutes(app, database);
  mediaRoutes(app);
  catalogRoutes(app, services.catalog, services.collections, responseCache);
  searchRoutes(app, services.search);
  contentRoutes(app, services.content, responseCache);
  authRoutes(app, services.accounts, tokens, sms, {
    production: config.env === 'production',
    rateLimitPerMinute: config.auth.rateLimitPerMinute,
  });
  for (const route of allRoutes) if (route.plannedIn !== undefined) bindPlannedRoute(app, route);

  // Hourly housekeeping of spent codes and dead refresh tokens; a failure is logged and tried again next hour.
  const housekeeping = setInterval(() => {
    Promise.all([otp.purgeOld(), tokens.purgeExpired()]).catch((error) =>
      app.log.warn({ err: error }, 'account housekeeping failed'),
    );
  }, 3_600_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    await searchLog.close();
  });
  return { app, services };
}
