import type { Role } from '@wb/contract';
import {
  atomically as atomicallyOn,
  type Database,
  type Executor,
  isTransaction,
  preparedRowsOf,
  transaction,
} from '@wb/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from './lib/errors';

/**
 * The signed-in caller of a route that is not public, as the access token and its live session say. The API's own
 * type: the session id never goes on the wire; the role is the contract's.
 */
export interface Caller {
  id: number;
  role: Role;
  sessionId: string;
}

/**
 * What every service method takes first: who is asking and where from, a clock, a logger, and the executor its
 * queries run on — the database, or the transaction a flow opened. A service never asks which one it holds.
 */
export interface Ctx {
  requestId: string;
  /** The client's address (a job or a CLI: '127.0.0.1'). */
  ip: string;
  userAgent: string | undefined;
  /**
   * The storefront's address as the asker reached it (`https://shop.example`), when the request came through a
   * trusted storefront; absent for jobs, the CLI and direct calls (lib/storefront-address.ts).
   */
  storefront?: string | undefined;
  log: FastifyBaseLogger;
  now(): Date;
  db: Executor;
}

/** A context with a signed-in caller: what every method behind a guarded route takes. */
export interface CallerCtx extends Ctx {
  caller: Caller;
}

/**
 * Runs `work` in one transaction (a savepoint inside one already open), with a context whose executor is that
 * transaction: everything `work` and the services it calls write commits together, or nothing does.
 */
export function inTransaction<C extends Ctx, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  return transaction(ctx.db, (tx) => work({ ...ctx, db: tx }));
}

/** Runs `work` in the transaction `ctx` already holds, or in a new one (no savepoint): its statements commit together. */
export function atomically<C extends Ctx, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  return atomicallyOn(ctx.db, (tx) => work(tx === ctx.db ? ctx : { ...ctx, db: tx }));
}

/**
 * Locks the caller's account for the rest of the transaction, and refuses (401) if it has been deleted or blocked
 * (after a block the session cache may take its token for a few seconds more: a write still finds the account
 * blocked here). Every write of a signed-in caller takes it first (bind.ts), so a write racing the account's deletion
 * either finishes first and is erased with the account, or waits for the deletion and is refused — never leaves
 * personal data behind it, and never deadlocks with it (both lock the account first). `exclusive` also makes this caller's writes wait for one
 * another, for rules that count what the caller has (20 addresses).
 */
export async function lockCaller(ctx: CallerCtx, mode: 'shared' | 'exclusive' = 'shared'): Promise<void> {
  if (holdsCallerLock(ctx, mode)) return;
  const strength = mode === 'exclusive' ? sql`no key update` : sql`key share`;
  const [row] = await preparedRowsOf(
    ctx.db,
    `caller_lock_${mode}`,
    sql`select id from users where id = ${ctx.caller.id} and deleted_at is null and blocked_at is null for ${strength}`,
  );
  if (!row) throw ApiError.of('auth.unauthenticated');
  callerLocked(ctx, mode);
}

/**
 * The caller lock each open transaction holds (a lock lasts until its transaction ends, and the executor with it): a
 * service that locks again in the same transaction — the route's write took it already — sends nothing (issue 25:
 * the order took it twice, an add to cart too).
 */
const heldCallerLocks = new WeakMap<object, { userId: number; mode: 'shared' | 'exclusive' }>();

function holdsCallerLock(ctx: CallerCtx, mode: 'shared' | 'exclusive'): boolean {
  const held = heldCallerLocks.get(ctx.db);
  return held?.userId === ctx.caller.id && (held.mode === 'exclusive' || mode === 'shared');
}

/**
 * For a statement that took the caller's lock itself (the idempotent write's claim, http/idempotency.ts): later
 * `lockCaller` calls in the same transaction know it is held.
 */
export function callerLocked(ctx: CallerCtx, mode: 'shared' | 'exclusive'): void {
  // Outside a transaction a lock ends with its statement: nothing is held.
  if (isTransaction(ctx.db)) heldCallerLocks.set(ctx.db, { userId: ctx.caller.id, mode });
}

/** A context for work nobody asked for over HTTP (jobs, start-up, the CLI). */
export function systemCtx(database: Database, log: FastifyBaseLogger, requestId = 'system'): Ctx {
  return { requestId, ip: '127.0.0.1', userAgent: undefined, log, now: () => new Date(), db: database.db };
}
