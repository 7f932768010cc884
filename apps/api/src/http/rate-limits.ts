import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kernel } from '../kernel';
import { credentialOf } from './request-context';

/** Reads the account an access token names when its signature holds (TokenService.signedSubject). */
export type SignedSubjectOf = (token: string, now: Date) => Promise<number | null>;

const subjects = new WeakMap<FastifyInstance, SignedSubjectOf>();

/** Tells the write limits how to read a token's account (app.ts, once the token service exists). */
export function chargeWritesByToken(app: FastifyInstance, signedSubject: SignedSubjectOf): void {
  subjects.set(app, signedSubject);
}

/**
 * Whose writes a limit counts: the account named by a correctly signed access token, else the client's address. The
 * signature is checked (no database read) because the limit runs before the guard: a forged token naming someone
 * else's id would otherwise spend her budget and lock her out of her own cart.
 */
function writerOf(signedSubject: SignedSubjectOf) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = credentialOf(request);
    const subject = token ? await signedSubject(token, new Date()) : null;
    return subject === null ? `ip:${request.ip}` : `user:${subject}`;
  };
}

const shared = new WeakMap<FastifyInstance, onRequestAsyncHookHandler>();

/**
 * One count per signed-in shopper for the writes a person makes by hand (cart, addresses): generous for a person
 * tapping, a wall for a script filling the store's tables (WRITE_RATE_LIMIT_PER_MINUTE). Every such route shares it.
 */
export function shopperWriteLimit(app: FastifyInstance, kernel: Kernel): { rateLimit: onRequestAsyncHookHandler } {
  let limit = shared.get(app);
  if (!limit) {
    const signedSubject = subjects.get(app);
    if (!signedSubject) throw new Error('chargeWritesByToken must run before a route asks for the write limit');
    limit = app.rateLimit({
      max: kernel.config.writeRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: writerOf(signedSubject),
    });
    shared.set(app, limit);
  }
  return { rateLimit: limit };
}
