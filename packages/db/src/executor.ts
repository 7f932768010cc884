import { createHash } from 'node:crypto';
import { getTableColumns, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * What a service runs its queries on: the database, or a transaction open on it. Drizzle's transaction is a database
 * of its own kind (same query builder), so one type covers both and a service never asks which it holds; a write
 * that must be atomic calls `transaction()`, which opens one or, inside one already, a savepoint.
 */
export type Executor = Db;

/** A hook run once a transaction commits; one that returns a promise is awaited before the transaction resolves. */
export type CommitHook = () => void | Promise<void>;

/** What waits for a transaction to commit (`afterCommit`), by the transaction it was asked in. */
const commitHooks = new WeakMap<Executor, CommitHook[]>();

/**
 * Runs `work` in a transaction on `executor` (a savepoint when `executor` already is one): all or nothing. Once it
 * has committed, what `afterCommit` was given in it runs, and the transaction resolves when those hooks have; a
 * savepoint hands its hooks to the transaction around it, and a rollback, of either, forgets them.
 */
export async function transaction<T>(executor: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  let opened: Executor | undefined;
  const result = await executor.transaction((tx) => {
    opened = tx as unknown as Executor;
    return work(opened);
  });
  const hooks = opened && commitHooks.get(opened);
  if (opened && hooks) {
    commitHooks.delete(opened);
    await Promise.all(hooks.map((hook) => afterCommit(executor, hook)));
  }
  return result;
}

/**
 * Runs `hook` once what `executor` has written is committed: at once outside a transaction (each statement commits
 * on its own), else when the outermost transaction commits — never if it rolls back. For what this process must see
 * as soon as the write's answer is sent (its own caches), where the database's notice to every process may trail.
 */
export function afterCommit(executor: Executor, hook: CommitHook): void | Promise<void> {
  if (!isTransaction(executor)) return hook();
  const hooks = commitHooks.get(executor);
  if (hooks) hooks.push(hook);
  else commitHooks.set(executor, [hook]);
}

/** Whether `executor` is an open transaction (rather than the database). */
export function isTransaction(executor: Executor): boolean {
  return executor instanceof PgTransaction;
}

/**
 * Runs `work` atomically: in the transaction already open on `executor` (without a savepoint: a failure rolls the
 * whole of it back), or in a new one. For a service whose statements must commit together, whoever called it.
 */
export function atomically<T>(executor: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return isTransaction(executor) ? work(executor) : transaction(executor, work);
}

/**
 * A table's row as raw SQL returns it: keyed by the columns' database names (`created_at`, not `createdAt`), typed
 * from the schema. Both drivers hand raw timestamps back as text (Drizzle turns off their date parsing), so a
 * timestamp column reads as `Date | string` and a caller converts it with `new Date(…)`.
 */
export type DbRow<T extends Table> = {
  [K in keyof InferSelectModel<T, { dbColumnNames: true }>]: RawValue<InferSelectModel<T, { dbColumnNames: true }>[K]>;
};
type RawValue<V> = V extends Date ? Date | string : V;

/**
 * Some columns of a table's raw row, for the raw SQL that stays (search, reports, locks, CTEs):
 * `RawRow<typeof products, 'id' | 'title_en'>`. A column renamed or dropped in the schema fails the build wherever a
 * statement's row names it (proved in `rows.type-check.ts`), as the query builder does.
 */
export type RawRow<T extends Table, K extends keyof DbRow<T>> = Pick<DbRow<T>, K>;

/**
 * Every column of a table keyed by its database name, for a query-builder select whose rows are keyed as `DbRow`'s
 * (`created_at`, not `createdAt`): one row type serves a table's raw statements and its builder reads alike.
 */
export type ColumnsByDbName<T extends Table> = {
  [K in keyof T['_']['columns'] & string as T['_']['columns'][K]['_']['name']]: T['_']['columns'][K];
};

export function columnsByDbName<T extends Table>(table: T): ColumnsByDbName<T> {
  const columns = Object.values(getTableColumns(table)).map((column) => [column.name, column]);
  return Object.fromEntries(columns) as ColumnsByDbName<T>;
}

/** Runs raw SQL on an executor and returns its rows, the same on both drivers. */
export async function rowsOf<T extends Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface PreparingSession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
}

/**
 * `rowsOf` as a named prepared statement, for the hot paths (issue 25): on PostgreSQL each connection parses and
 * plans it once, then only binds and runs it (PGlite, in process, runs it as it is). `name` must stand for one text
 * only: a statement whose text varies with its input (an optional clause) takes a name per variant, or none.
 */
export async function preparedRowsOf<T extends Record<string, unknown>>(
  executor: Executor,
  name: string,
  query: SQL,
): Promise<T[]> {
  const { session, dialect } = executor as unknown as {
    session: PreparingSession;
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  };
  const result = await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** Plain SQL with `$1…` parameters, for libraries that bring their own queries (the job queue). */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface DriverClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one text (the extended protocol takes one). */
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * The driver client under an executor: node-postgres' pool or the transaction's pooled client, PGlite or its
 * transaction. Drizzle keeps it on the session; both of its PostgreSQL drivers name it `client`.
 */
function driverClient(executor: Executor): DriverClient {
  const client = (executor as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('executor has no SQL client');
  return client;
}

/** The executor as a plain-SQL client: queries sent through it join the executor's transaction, if any. */
export function sqlClient(executor: Executor): SqlClient {
  const client = driverClient(executor);
  return {
    async executeSql(text, values) {
      if ((values === undefined || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      // Named, so each connection parses and plans a library's statement once (the job queue sends the same few
      // texts on every order); PGlite, in process, takes it as it is.
      const result =
        client.exec || !values?.length
          ? await client.query(text, values ?? [])
          : await client.query({ name: statementName(text), text, values });
      return { rows: result.rows };
    },
  };
}

/** A prepared statement's name for a text: the same text, the same name, on every connection. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `lib_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    // Bounded: a library that built its texts from values would otherwise grow this without end.
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}
