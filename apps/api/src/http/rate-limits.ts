import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kernel } from '../kernel';
import { credentialOf } from './request-context';

/**
 * Whose writes a limit counts: the account named by the access token (read without checking it — a forged token
 * is refused by the guard a moment later, having cost only a signature check), else the client's address.
 */
function writerOf(request: FastifyRequest): string {
  const token = credentialOf(request);
  const payload = token?.split('.')[1];
  if (payload) {
    try {
      const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
      if (typeof sub === 'string' && /^\d{1,10}$/.test(sub)) return `user:${sub}`;
    } catch {
      // Not a token at all: counted by address.
    }
  }
  return `ip:${request.ip}`;
}

const shared = new WeakMap<FastifyInstance, onRequestAsyncHookHandler>();

/**
 * One count per signed-in shopper for the writes a person makes by hand (cart, addresses): generous for a person
 * tapping, a wall for a script filling the store's tables (WRITE_RATE_LIMIT_PER_MINUTE). Every such route shares it.
 */
export function shopperWriteLimit(app: FastifyInstance, kernel: Kernel): { rateLimit: onRequestAsyncHookHandler } {
  let limit = shared.get(app);
  if (!limit) {
    limit = app.rateLimit({ max: kernel.config.writeRateLimitPerMinute, timeWindow: 60_000, keyGenerator: writerOf });
    shared.set(app, limit);
  }
  return { rateLimit: limit };
}
