import type { Role } from '@wb/contract';
import { type Database, type Executor, transaction } from '@wb/db';
import type { FastifyBaseLogger } from 'fastify';

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

/** A context for work nobody asked for over HTTP (jobs, start-up, the CLI). */
export function systemCtx(database: Database, log: FastifyBaseLogger, requestId = 'system'): Ctx {
  return { requestId, ip: '127.0.0.1', userAgent: undefined, log, now: () => new Date(), db: database.db };
}
