import type { Readable } from 'node:stream';
import type { IsPublic, RouteDef, RouteInput, RouteResponse } from '@wb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { atomically, lockCaller } from '../context';
import { baghdadDay } from '../lib/baghdad-day';
import { ApiError } from '../lib/errors';
import { ResponseCache } from '../lib/response-cache';
import { idempotencyKeyOf, runIdempotent } from './idempotency';
import { type CallerRequestCtx, contextOf, type RequestCtx } from './request-context';
import { validate } from './validate';

export const API_BASE = '/api/v2';

/** The context a route's handler gets: a guarded route's always has its caller. */
export type HandlerCtx<R extends RouteDef> = IsPublic<R> extends true ? RequestCtx : CallerRequestCtx;

/** A handler's answer: the response's JSON; for a file route (its response is text), the text or a stream of it. */
export type Answer<R extends RouteDef> = RouteResponse<R> extends string ? string | Readable : RouteResponse<R>;

/** A route's handler; `prepared` is what the route's `prepare` (BindOptions) gave, before the write's transaction. */
export type Handler<R extends RouteDef, P = undefined> = (
  input: RouteInput<R>,
  ctx: HandlerCtx<R>,
  prepared: P,
) => Promise<Answer<R>>;

export interface BindOptions {
  /** Seconds a browser or CDN may reuse a public GET answer. */
  cacheSeconds?: number;
  /**
   * Serve identical requests from a serialised copy (only for public reads whose answer depends on the request
   * alone); `tags` name what the answer shows, so a write to it drops the copy (lib/cache-tags.ts).
   */
  responseCache?: ResponseCache;
  cacheTags?: (input: RouteInput<RouteDef>) => string[];
  /**
   * A rate limit from `app.rateLimit()`, run first on every request (routes given the same one share its count). The
   * route must be marked `rateLimited` in the contract, so the docs list its 429.
   */
  rateLimit?: onRequestAsyncHookHandler;
  /**
   * The route takes one file in a multipart form (every other route refuses files): up to `maxBytes`, read in memory.
   * A larger file arrives cut one byte past the limit, so the service refuses it with its own words. JSON bodies keep
   * the API's 1 MB limit.
   */
  upload?: { maxBytes: number };
}

/**
 * Work a write must not hold its transaction open for (a network call: the desk's upload to a bucket), run once the
 * input is valid and before the write's transaction opens (no network call inside a transaction); its result reaches
 * the handler as `prepared`.
 */
type Prepare<R extends RouteDef, P> = (input: RouteInput<R>, ctx: HandlerCtx<R>) => Promise<P>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** `/app/cart/items/{id}` → `/api/v2/app/cart/items/:id` */
export function fastifyPath(path: string): string {
  return API_BASE + path.replace(/\{(\w+)\}/g, ':$1');
}

/** Refuses, at start-up, options that would let one caller's answer reach another or hide a status from the docs. */
function checkOptions(route: RouteDef, options: BindOptions): void {
  if (options.rateLimit && !route.rateLimited) {
    throw new Error(
      `${route.id} is rate limited but not marked rateLimited in the contract: its docs would miss the 429`,
    );
  }
  if ((options.responseCache || options.cacheSeconds) && route.access !== 'public') {
    throw new Error(`${route.id} is not public: its answers depend on who asks and must never be cached`);
  }
}

export function bindRoute<R extends RouteDef, P = undefined>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R, NoInfer<P>>,
  options: BindOptions & { prepare?: Prepare<R, P> } = {},
): void {
  checkOptions(route, options);
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    ...(options.rateLimit ? { onRequest: options.rateLimit } : {}),
    ...(options.upload
      ? {
          // @fastify/multipart reads `throwFileSizeLimit` here too, though its types leave it out.
          config: {
            multipartOptions: {
              limits: { files: 1, fileSize: options.upload.maxBytes + 1 },
              throwFileSizeLimit: false,
            } as object,
          },
        }
      : {}),
    handler: async (request, reply) => {
      // Who, then what: a guest hears 401 before anything about the body, and before any cache is consulted.
      const ctx = await contextOf(app, route, request);
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

      const since = cache?.version;
      const input = validate(route, request);
      const prepared = (options.prepare ? await options.prepare(input, ctx as HandlerCtx<R>) : undefined) as P;
      if ('caller' in ctx) {
        // Nothing that depends on who asks may be kept by a browser or a CDN on the way.
        reply.header('cache-control', 'private, no-store');
        if (route.method !== 'GET')
          return reply
            .type(JSON_TYPE)
            .send(await write(route, request, input, ctx, (i, c) => handler(i, c, prepared), reply));
      }
      const body = await handler(input, ctx as HandlerCtx<R>, prepared);
      if (route.file) return sendFile(reply, route.file, body as string | Readable, ctx.now());
      cacheable();
      if (!key) return body;
      const serialised = JSON.stringify(body);
      cache.set(key, serialised, options.cacheTags?.(input as RouteInput<RouteDef>) ?? [], since);
      return reply.type(JSON_TYPE).send(serialised);
    },
  });
}

/** A file route's answer: its media type, and a name to save it under (`orders-2026-05-01.csv`). */
function sendFile(reply: FastifyReply, file: NonNullable<RouteDef['file']>, body: string | Readable, now: Date) {
  // The day on the desk's clock: a Baghdad day.
  const day = baghdadDay(now);
  return reply
    .type(`${file.mediaType}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${file.name}-${day}.csv"`)
    .send(body);
}

/**
 * A signed-in caller's write: one transaction that first locks the caller's account (a write racing the account's
 * deletion waits for it, or is erased with it; context.ts `lockCaller`), then, with an `Idempotency-Key`, replays a
 * stored answer, else runs the handler. Its answer, serialised.
 */
async function write<R extends RouteDef>(
  route: R,
  request: FastifyRequest,
  input: RouteInput<R>,
  ctx: CallerRequestCtx,
  handler: (input: RouteInput<R>, ctx: HandlerCtx<R>) => Promise<Answer<R>>,
  reply: FastifyReply,
): Promise<string> {
  const key = route.idempotent ? idempotencyKeyOf(request) : undefined;
  return atomically(ctx, async (tx) => {
    // Exclusively: a caller's writes then follow one another, so a rule that counts what the caller has (50 cart
    // lines, 20 addresses) counts what the write before committed, and a repeat waits for its first to finish. With a
    // key, the statement that claims it takes this lock.
    const run = (runCtx: CallerRequestCtx) => handler(input, runCtx as HandlerCtx<R>);
    if (key === undefined) {
      await lockCaller(tx, 'exclusive');
      return JSON.stringify(await run(tx));
    }
    const answer = await runIdempotent(tx, key, [route.id, input], run);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return answer.body;
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
    handler: async (request) => {
      await contextOf(app, route, request);
      validate(route, request);
      throw ApiError.of('route.not_implemented');
    },
  });
}
