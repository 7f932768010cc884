import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows, the same on both drivers. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * True when the database has every migration this build ships (a process of a newer build started before
   * `migrate` ran, or against an older database, is not ready to serve).
   */
  migrationsApplied(): Promise<boolean>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (sent by any process, delivered on commit); the
   * returned function stops listening. PostgreSQL: a connection of its own, reopened if it drops.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /**
   * Called with the text of every statement the store sends, BEGIN and COMMIT included (tests count a request's
   * statements with it; issue 25). Costs nothing when absent.
   */
  onStatement?: (text: string) => void;
}

/** Migrations live beside the package source, and are copied beside the bundle when the API is built. */
function migrationsFolder(): string {
  const candidates = [new URL('../migrations', import.meta.url), new URL('./migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error('Database migrations folder not found (expected packages/db/migrations or dist/migrations).');
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await connectPostgres(options.url, options.poolMax ?? 10, options.onStatement)
    : await openPglite(options.dataDir ?? 'memory://', options.onStatement);
  return { ...database, migrationsApplied: () => migrationsApplied(database) };
}

/** The newest migration this build ships, by the time Drizzle records it under (the journal's `when`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(database: Omit<Database, 'migrationsApplied'>): Promise<boolean> {
  try {
    const [row] = await database.rows<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return Number(row?.newest ?? 0) >= newestMigration();
  } catch {
    // No migrations table yet: nothing is applied.
    return false;
  }
}

/** How long a request may wait for a pooled connection, and a statement for a row lock (PostgreSQL only). */
export const POOL_WAIT_MS = 10_000;
export const LOCK_WAIT_MS = 5_000;

/** The text of a query as either driver takes it: a string, or a config object with `text`. */
function textOf(query: unknown): string {
  return typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? '');
}

/** Wraps `target`'s method `name` so that `observe` hears each statement's text before it is sent. */
function observeMethod(target: object, name: 'query' | 'exec', observe: (text: string) => void): void {
  const holder = target as Record<string, unknown>;
  const original = holder[name];
  if (typeof original !== 'function') return;
  holder[name] = function observed(this: unknown, query: unknown, ...rest: unknown[]) {
    observe(textOf(query));
    return original.call(this, query, ...rest);
  };
}

async function connectPostgres(
  url: string,
  poolMax: number,
  onStatement?: (text: string) => void,
): Promise<Omit<Database, 'migrationsApplied'>> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    // Under a crowd a request waits its turn for a connection, but not for ever: past this it is answered "busy,
    // try again" (503) instead of holding its caller until a proxy gives up.
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Likewise for a row lock: a write stuck behind another for this long is undone and answered busy, so one slow
    // transaction cannot queue every shopper of a product behind it.
    options: `-c lock_timeout=${LOCK_WAIT_MS}`,
  });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // Every statement, the pool's own and a transaction's, goes through one of the pool's clients.
  if (onStatement) pool.on('connect', (client) => observeMethod(client, 'query', onStatement));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async rows<T extends Record<string, unknown>>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsFolder() }),
    ping: () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    listen: (channel, handler) => listenPostgres(url, channel, handler),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own (a pooled one would be handed to other queries), reopened when it drops. */
async function listenPostgres(url: string, channel: string, handler: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => {
      // The connection broke: notifications sent meanwhile are lost (the caches' TTL bounds what that costs).
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

async function openPglite(
  dataDir: string,
  onStatement?: (text: string) => void,
): Promise<Omit<Database, 'migrationsApplied'>> {
  if (!dataDir.startsWith('memory://') && !existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  if (onStatement) observePglite(client, onStatement);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    async rows<T extends Record<string, unknown>>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * PGlite's statements: its own `query` and `exec`, and a transaction's, whose BEGIN and COMMIT (or ROLLBACK) PGlite
 * sends itself; they are heard as PostgreSQL's driver sends them, so a count is the same on both.
 */
function observePglite(client: PGlite, observe: (text: string) => void): void {
  observeMethod(client, 'query', observe);
  observeMethod(client, 'exec', observe);
  const transaction = client.transaction.bind(client);
  client.transaction = async (work) => {
    observe('begin');
    try {
      const result = await transaction((tx) => {
        observeMethod(tx, 'query', observe);
        observeMethod(tx, 'exec', observe);
        return work(tx);
      });
      observe('commit');
      return result;
    } catch (error) {
      observe('rollback');
      throw error;
    }
  };
}
