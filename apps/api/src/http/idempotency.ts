import { createHash } from 'node:crypto';
import { preparedRowsOf, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerLocked } from '../context';
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
 * for it on the caller's account lock, and then replays its answer. A failed write stores nothing: trying again runs it
 * again.
 *
 * One statement takes the caller's lock (as `lockCaller` does, exclusively) and claims the key, before the write
 * (issue 25: it was three). The claim is an insert: its conflict check sees a first request's key as soon as that
 * commits, whatever this statement's snapshot — a plain read in the locking statement would not, and run the write
 * twice. Only a repeat reads the stored answer, in a statement of its own.
 */
export async function runIdempotent(
  ctx: CallerRequestCtx,
  key: string,
  fingerprint: unknown,
  write: (ctx: CallerRequestCtx) => Promise<unknown>,
): Promise<IdempotentAnswer> {
  const requestHash = createHash('sha256').update(JSON.stringify(fingerprint)).digest('base64url');
  const userId = ctx.caller.id;
  const now = ctx.now();
  // An expired answer under the same key may still be there until housekeeping removes it: claimed anew.
  const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
  const claimed = await preparedRowsOf<{ claimed: boolean }>(
    ctx.db,
    'idempotency_claim',
    sql`
    with caller as materialized (
      select id from users where id = ${userId} and deleted_at is null and blocked_at is null for no key update
    )
    insert into idempotency_keys (user_id, key, request_hash, body, created_at)
    select id, ${key}, ${requestHash}, '', ${now} from caller
    on conflict (user_id, key) do update
      set request_hash = excluded.request_hash, body = '', created_at = excluded.created_at
      where idempotency_keys.created_at <= ${since}
    returning true as claimed`,
  );
  if (claimed.length === 0) return replay(ctx, key, requestHash);
  callerLocked(ctx, 'exclusive');
  const body = JSON.stringify(await write(ctx));
  await preparedRowsOf(
    ctx.db,
    'idempotency_answer',
    sql`update idempotency_keys set body = ${body} where user_id = ${userId} and key = ${key}`,
  );
  return { body, replayed: false };
}

/**
 * The claim took nothing: the account is gone or blocked (no lock was taken: 401), or the key is a live one's. Read
 * in a statement of its own, after the lock: its snapshot includes a first request that committed while this one
 * waited.
 */
async function replay(ctx: CallerRequestCtx, key: string, requestHash: string): Promise<IdempotentAnswer> {
  const [state] = await rowsOf<{ present: boolean; request_hash: string | null; body: string | null }>(
    ctx.db,
    sql`
    select exists (
        select 1 from users where id = ${ctx.caller.id} and deleted_at is null and blocked_at is null
      ) as present, k.request_hash, k.body
    from (select 1) as one
      left join idempotency_keys k on k.user_id = ${ctx.caller.id} and k.key = ${key}`,
  );
  if (!state?.present) throw ApiError.of('auth.unauthenticated');
  callerLocked(ctx, 'exclusive');
  // Gone between the claim and this read (housekeeping took an expired one): the client tries again.
  if (state.body === null || state.request_hash === null) throw new Error('idempotency key vanished');
  if (state.request_hash !== requestHash) throw ApiError.field('Idempotency-Key', 'idempotency.key_reused');
  return { body: state.body, replayed: true };
}
