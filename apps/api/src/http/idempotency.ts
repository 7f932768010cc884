import { createHash } from 'node:crypto';
import { idempotencyKeys } from '@wb/db';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';
import { IDEMPOTENCY_WINDOW_HOURS } from '../lib/idempotency-keys';
import type { CallerRequestCtx } from './request-context';

/** What a key may be (the OpenAPI document shows the same pattern). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,200}$/;

/** The request's `Idempotency-Key`, when it sent one; a malformed one is a 422 rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const key = value.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw ApiError.field('Idempotency-Key', 'idempotency.key_invalid');
  return key;
}

export interface IdempotentAnswer {
  /** The JSON answer, as sent the first time. */
  body: string;
  replayed: boolean;
}

/**
 * Runs a write once per (caller, key), inside the caller's write transaction (bind.ts): the write, and its answer stored
 * under the key, commit together, so an answer exists exactly when its write happened. A repeat gets the stored
 * answer; the same key with another request is refused (422). A repeat sent while the first is still running waits
 * for it on the caller's account lock, which bind.ts takes before this, and then replays its answer. A failed write
 * stores nothing: trying again runs it again.
 */
export async function runIdempotent(
  ctx: CallerRequestCtx,
  key: string,
  fingerprint: unknown,
  write: (ctx: CallerRequestCtx) => Promise<unknown>,
): Promise<IdempotentAnswer> {
  const requestHash = createHash('sha256').update(JSON.stringify(fingerprint)).digest('base64url');
  const userId = ctx.caller.id;
  // A statement of its own, after the caller's lock: its snapshot then includes the answer of a first request that
  // committed while this one waited (a read in the locking statement would not see it, and run the write twice).
  const since = new Date(ctx.now().getTime() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
  const [prior] = await ctx.db
    .select({ request_hash: idempotencyKeys.requestHash, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, since)));
  if (prior) {
    if (prior.request_hash !== requestHash) throw ApiError.field('Idempotency-Key', 'idempotency.key_reused');
    return { body: prior.body, replayed: true };
  }
  const body = JSON.stringify(await write(ctx));
  // An expired answer under the same key may still be there until housekeeping removes it: replaced.
  await ctx.db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, body, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash, body, createdAt: ctx.now() },
    });
  return { body, replayed: false };
}
