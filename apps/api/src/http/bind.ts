import {
  type Access,
  fieldLabels,
  formatMessage,
  messages,
  type Role,
  type RouteDef,
  type RouteInput,
  type RouteResponse,
  toFieldErrors,
} from '@wb/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { ResponseCache } from '../lib/response-cache';
import { ApiError } from './errors';

export const API_BASE = '/api/v2';

/**
 * The signed-in caller of a route that is not public, as the access token and its live session say. The API's own
 * type: the session id never goes on the wire; the role is the contract's.
 */
export interface Caller {
  id: number;
  role: Role;
  sessionId: string;
}

/** What a handler knows of the request besides its validated input. */
export interface RequestContext {
  requestId: string;
  log: FastifyBaseLogger;
  language: string;
  ip: string;
  userAgent: string | undefined;
  /** The token of `Authorization-Jwt: jwt <token>` (or `bearer <token>`), as sent. */
  credential: string | undefined;
  /** Set on every route that is not public (the guard has let the caller through). */
  caller?: Caller;
}

/**
 * Decides who may call a route (spec §6): resolves the caller of the credential, and throws 401 for a guest or a
 * dead session and 403 for a signed-in caller of the wrong role.
 */
export type AccessGuard = (access: Exclude<Access, 'public'>, credential: string | undefined) => Promise<Caller>;

const guards = new WeakMap<FastifyInstance, AccessGuard>();

/** Installs the guard every non-public route of `app` goes through; bound before such routes are. */
export function setAccessGuard(app: FastifyInstance, guard: AccessGuard): void {
  guards.set(app, guard);
}

/** `Authorization-Jwt: jwt <token>` or `bearer <token>` (spec §6), else a standard `Authorization: Bearer`. */
export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers['authorization-jwt'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value && /^(?:jwt|bearer)\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : undefined;
}

/** Requests whose body was read and whose route handler started (what failed before that was the body). */
export const reachedHandler = new WeakSet<FastifyRequest>();

async function contextOf(app: FastifyInstance, route: RouteDef, request: FastifyRequest): Promise<RequestContext> {
  reachedHandler.add(request);
  const credential = credentialOf(request);
  const context: RequestContext = {
    requestId: request.id,
    log: request.log,
    language: language(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    credential,
  };
  if (route.access === 'public') return context;
  const guard = guards.get(app);
  if (!guard) throw new Error(`${route.id} is not public but no access guard is installed`);
  context.caller = await guard(route.access, credential);
  return context;
}

export type Handler<R extends RouteDef> = (input: RouteInput<R>, ctx: RequestContext) => Promise<RouteResponse<R>>;

export interface BindOptions {
  /** Seconds a browser or CDN may reuse a public GET answer. */
  cacheSeconds?: number;
  /** Serve identical requests from a serialised copy (only for reads whose answer depends on the request alone). */
  responseCache?: ResponseCache;
  /**
   * A rate limit from `app.rateLimit()`, run first on every request (routes given the same one share its count). The
   * route must be marked `rateLimited` in the contract, so the docs list its 429.
   */
  rateLimit?: onRequestAsyncHookHandler;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** `/app/cart/items/{id}` → `/api/v2/app/cart/items/:id` */
export function fastifyPath(path: string): string {
  return API_BASE + path.replace(/\{(\w+)\}/g, ':$1');
}

function parsePart(schema: z.ZodType | undefined, value: unknown, errors: Record<string, string[]>): unknown {
  if (!schema) return undefined;
  // reportInput: a wrong-type issue must tell "missing" from "wrong type" apart to choose its message.
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  Object.assign(errors, toFieldErrors(result.error.issues));
  return undefined;
}

/** Paths of strings holding a NUL character, which no text column (nor any person) can take. */
function nulFields(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || '_');
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) nulFields(inner, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/** Validates params, query and body with the contract's schemas; failures become one 422 with every field's error. */
function validate<R extends RouteDef>(route: R, request: FastifyRequest): RouteInput<R> {
  const errors: Record<string, string[]> = {};
  for (const field of nulFields([request.params, request.query, request.body], '', []).map((p) =>
    p.replace(/^\d+\.?/, ''),
  )) {
    const label = fieldLabels[field.split('.').at(-1) ?? ''] ?? field;
    errors[field || '_'] = [formatMessage(messages.fieldInvalid, { field: label })];
  }
  const input = {
    params: parsePart(route.params, request.params, errors),
    query: parsePart(route.query, request.query, errors),
    body: parsePart(route.body, request.body, errors),
  };
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError('request.invalid', { message: first, errors });
  return input as RouteInput<R>;
}

function language(request: FastifyRequest): string {
  // Arabic is the only language the store speaks today; the header is read so a second one can be added.
  const header = request.headers['accept-language'];
  return header?.toLowerCase().startsWith('en') ? 'en' : 'ar';
}

export function bindRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R>,
  options: BindOptions = {},
): void {
  if (options.rateLimit && !route.rateLimited) {
    throw new Error(
      `${route.id} is rate limited but not marked rateLimited in the contract: its docs would miss the 429`,
    );
  }
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    ...(options.rateLimit ? { onRequest: options.rateLimit } : {}),
    handler: async (request, reply) => {
      // Only a success may be kept by browsers and CDNs; a failure answers through the error handler, uncacheable.
      const cacheable = () => {
        if (options.cacheSeconds && route.method === 'GET') {
          reply.header('cache-control', `public, max-age=${options.cacheSeconds}, stale-while-revalidate=60`);
        }
      };
      const cache = options.responseCache;
      const key = cache && ResponseCache.key(route.method, request.url, request.body);
      const hit = key && cache.get(key);
      if (hit) {
        cacheable();
        return reply.type(JSON_TYPE).send(hit);
      }

      // Who, then what: a guest hears 401 before anything about the body.
      const context = await contextOf(app, route, request);
      const input = validate(route, request);
      const body = await handler(input, context);
      cacheable();
      if (!key) return body;
      const serialised = JSON.stringify(body);
      cache.set(key, serialised);
      return reply.type(JSON_TYPE).send(serialised);
    },
  });
}

/**
 * Calls a later issue builds: present in the router and the docs, validating their input like any call (bad input
 * is still a 422), then answering 501 in Arabic until they are built.
 */
export function bindPlannedRoute(app: FastifyInstance, route: RouteDef): void {
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    handler: async (request, reply) => {
      await contextOf(app, route, request);
      validate(route, request);
      throw ApiError.of('route.not_implemented');
    },
  });
}
