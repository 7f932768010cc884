import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kernel } from '../kernel';
import { ApiError } from '../lib/errors';
import { networkOf } from '../lib/network';
import { outageLog } from '../lib/redis';
import { credentialOf } from './request-context';

/**
 * The API's per-minute limits, on @fastify/rate-limit. Counted in process memory by default (exact for the one
 * process `npm start` runs) and in Redis when REDIS_URL is set, so that N processes behind a load balancer allow
 * exactly the configured limit, not N times it. Every limit has a name of its own, which keys its counts apart in the
 * shared store.
 *
 * When the store does not answer (Redis down), a limit that is a security control — the one-time codes — refuses
 * with a 503 the client may repeat (the database's per-number limits would still hold, but the per-address wall is
 * what stops a spray of numbers), and the shopper's write limit lets the write through: it guards the tables against
 * scripts, and a shop that cannot take orders while Redis restarts loses more than it protects. Both are logged.
 */

/** Reads the account an access token names when its signature holds (TokenService.signedSubject). */
export type SignedSubjectOf = (token: string, now: Date) => Promise<number | null>;

type WhenStoreDown = 'refuse' | 'let-through';

const WINDOW_MS = 60_000;
/** What a client is told to wait when the limits cannot be counted: Redis reconnects within a few seconds. */
const STORE_DOWN_RETRY_SECONDS = 5;

const subjects = new WeakMap<FastifyInstance, SignedSubjectOf>();
const writeLimits = new WeakMap<FastifyInstance, onRequestAsyncHookHandler>();

/** Registers the plugin over the kernel's store (Redis when configured) and how writes name their writer. */
export async function registerRateLimits(
  app: FastifyInstance,
  kernel: Kernel,
  signedSubject: SignedSubjectOf,
): Promise<void> {
  await app.register(rateLimit, {
    // Limits only where a route asks for one; keyed by client address (TRUST_PROXY behind a proxy).
    global: false,
    ...(kernel.redis ? { redis: kernel.redis, nameSpace: `${kernel.config.redis?.prefix}rate:` } : {}),
    // A store failure reaches `limited` below, which decides per limit.
    skipOnError: false,
  });
  subjects.set(app, signedSubject);
}

/**
 * A limit of `max` calls a minute per key, named `name` (the name keeps its counts apart from other limits in the
 * shared store), deciding what a request gets when the store does not answer.
 */
function limited(
  app: FastifyInstance,
  kernel: Kernel,
  name: string,
  max: number,
  keyOf: (request: FastifyRequest) => Promise<string> | string,
  whenStoreDown: WhenStoreDown,
): onRequestAsyncHookHandler {
  const limit = app.rateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: async (request) => `${name}:${await keyOf(request)}`,
  });
  const outage = outageLog(kernel.log);
  return async function limitedRequest(this: FastifyInstance, request, reply) {
    try {
      await limit.call(this, request, reply);
    } catch (error) {
      // Past the limit: the plugin's own 429, answered as `request.rate_limited` by the error handler.
      if ((error as { statusCode?: number }).statusCode === 429) throw error;
      outage(error, `rate limit ${name} not counted (its store did not answer): ${whenStoreDown}`);
      if (whenStoreDown === 'refuse') throw ApiError.tooMany('server.limits_unavailable', STORE_DOWN_RETRY_SECONDS);
    }
  };
}

/** A client's network: its IPv4 address, or the /64 of an IPv6 one (one subscriber's whole prefix). */
const clientNetwork = (request: FastifyRequest) => networkOf(request.ip);

/**
 * The one-time-code limits, per client network: enough for a person mistyping, far too few for guessing codes or
 * spraying numbers. `send` counts the three calls that send codes (AUTH_RATE_LIMIT_PER_MINUTE); `check` the calls
 * that check a secret (a code, a refresh token), twice as many.
 */
export function codeLimits(app: FastifyInstance, kernel: Kernel) {
  const perMinute = kernel.config.auth.rateLimitPerMinute;
  return {
    send: { rateLimit: limited(app, kernel, 'code-send', perMinute, clientNetwork, 'refuse') },
    check: { rateLimit: limited(app, kernel, 'code-check', perMinute * 2, clientNetwork, 'refuse') },
  };
}

/**
 * Opening shared carts, per client network (issue 24): a person opens a few links, a script guessing codes opens
 * thousands; past SHARE_OPEN_RATE_LIMIT_PER_MINUTE it is refused (429), which bounds guessing (shares/codes.ts). When
 * the store does not answer the links still open: a guess finds products, never an account.
 */
export function shareOpenLimit(app: FastifyInstance, kernel: Kernel): { rateLimit: onRequestAsyncHookHandler } {
  const max = kernel.config.shareOpensPerMinute;
  return { rateLimit: limited(app, kernel, 'share-open', max, clientNetwork, 'let-through') };
}

/**
 * Whose writes a limit counts: the account named by a correctly signed access token, else the client's network. The
 * signature is checked (no database read) because the limit runs before the guard: a forged token naming someone
 * else's id would otherwise spend her budget and lock her out of her own cart.
 */
function writerOf(signedSubject: SignedSubjectOf) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = credentialOf(request);
    const subject = token ? await signedSubject(token, new Date()) : null;
    return subject === null ? `ip:${networkOf(request.ip)}` : `user:${subject}`;
  };
}

/**
 * One count per signed-in shopper for the writes a person makes by hand (cart, addresses): generous for a person
 * tapping, a wall for a script filling the store's tables (WRITE_RATE_LIMIT_PER_MINUTE). Every such route shares it.
 */
export function shopperWriteLimit(app: FastifyInstance, kernel: Kernel): { rateLimit: onRequestAsyncHookHandler } {
  let limit = writeLimits.get(app);
  if (!limit) {
    const signedSubject = subjects.get(app);
    if (!signedSubject) throw new Error('registerRateLimits must run before a route asks for the write limit');
    limit = limited(
      app,
      kernel,
      'writes',
      kernel.config.writeRateLimitPerMinute,
      writerOf(signedSubject),
      'let-through',
    );
    writeLimits.set(app, limit);
  }
  return { rateLimit: limit };
}
