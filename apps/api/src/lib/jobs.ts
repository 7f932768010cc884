import { type Database, type Executor, sqlClient, transaction } from '@wb/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Ctx, systemCtx } from '../context';

/**
 * Work that follows a write (an SMS, a restock notice, a search to count) and work on a clock (housekeeping), on
 * pg-boss: jobs live in PostgreSQL (or the embedded PGlite), so
 * - a job is enqueued inside the transaction of the write it follows: a rolled-back write leaves no job, a committed
 *   one always has its job, and nothing is lost if the process dies a moment later;
 * - a job's database writes commit in one transaction with the job's completion: a process killed halfway leaves the
 *   job unfinished, to run again after it expires, and never half-done or done twice. Effects outside the database
 *   (an SMS) are at least once: a handler records what it sent in the same transaction, and checks it first.
 * A job's expiry is short (JOBS_EXPIRE_SECONDS, 20 s): a worker killed mid-job has it run by another process within
 * about half a minute. A job whose run may legitimately take longer says so (`maxRunSeconds`) and expires later; a
 * run taken for dead while still running is harmless to the handlers that record what they did (their second run
 * waits on the first's record and finds it done), see docs/decisions.md.
 */
export interface JobType<T> {
  readonly name: string;
  /** Type only: the payload this job carries. */
  readonly payload?: T;
}

export interface JobOptions {
  /** Jobs handed to one run of the handler (several make a batch insert out of many small jobs). */
  batchSize?: number;
  /** Tries after the first failure, with exponential back-off. */
  retryLimit?: number;
  /** A cron expression (UTC): the job is also sent on that schedule, once across all processes. */
  schedule?: string;
  /**
   * The longest one run may legitimately take (the timeouts and retries of its network calls, a large batch): the
   * job then expires no sooner than this plus a margin, so a slow run is never taken for dead. Without it, a run is
   * expected to finish well within the queue's expiry.
   */
  maxRunSeconds?: number;
}

/** What a run may take beyond its `maxRunSeconds` (its statements, a busy database) before it is taken for dead. */
export const EXPIRY_MARGIN_SECONDS = 5;

/** Runs the payloads of one fetch; `ctx.db` is the transaction that completes them. */
export type JobHandler<T> = (payloads: T[], ctx: Ctx, ids: string[]) => Promise<void>;

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /**
   * A job active this long without completing (its process died) is failed and, within its retries, run again after
   * a second or two (a job's own `maxRunSeconds` may make its expiry longer). Default 20.
   */
  expireInSeconds?: number;
  /**
   * How often expired jobs are looked for and old ones archived (once per interval across all processes; a check
   * may slip to the next interval, so a dead worker's job waits up to its expiry plus two of these). Default 2.
   */
  maintenanceIntervalSeconds?: number;
}

interface Definition {
  name: string;
  options: JobOptions;
  handler: JobHandler<unknown>;
}

/** How often `drain` looks again while another worker is still running jobs of the type. */
const DRAIN_RECHECK_MS = 50;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, Definition>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = {},
  ) {
    const client = sqlClient(database.db);
    this.boss = new PgBoss({
      // pg-boss completes a worker's jobs after its handler without awaiting it; that completion can be issued after
      // stop() returned and the database closed. Ours is already written in the handler's transaction, so once
      // stopped the queue's own statements are dropped instead of reaching a closed pool, answered as "nothing done".
      db: {
        executeSql: (text: string, values?: unknown[]) =>
          this.stopped ? Promise.resolve(nothingDone(text)) : client.executeSql(text, values),
      } as PgBoss.Db,
      schema: 'pgboss',
      // The clock (cron) runs on the database's time; a schedule fires once however many processes run.
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 2,
    });
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue error'));
  }

  /** Declares a job and how it runs; every job is defined before `start()`. */
  define<T>(name: string, options: JobOptions, handler: JobHandler<T>): JobType<T> {
    if (this.started) throw new Error(`job ${name} defined after the queue started`);
    this.definitions.set(name, { name, options, handler: handler as JobHandler<unknown> });
    return { name };
  }

  /** The names of the jobs defined, in the order they were (a worker process defines the same as the API). */
  get names(): string[] {
    return [...this.definitions.keys()];
  }

  /** How long a job of `name` may stay active before it is taken for dead: the queue's expiry, or its own longer one. */
  expiryOf(name: string): number {
    const maxRun = this.definitions.get(name)?.options.maxRunSeconds;
    const expiry = this.options.expireInSeconds ?? 20;
    return maxRun === undefined ? expiry : Math.max(expiry, Math.ceil(maxRun) + EXPIRY_MARGIN_SECONDS);
  }

  /**
   * Enqueues a job on `executor`: inside a transaction, the job exists only if the transaction commits. A
   * `singletonKey` keeps one job per key waiting at a time; `startAfter` (seconds) holds it back that long.
   */
  async send<T>(
    executor: Executor,
    type: JobType<T>,
    payload: T,
    options: { singletonKey?: string; startAfter?: number } = {},
  ) {
    if (!this.definitions.has(type.name)) throw new Error(`job ${type.name} is not defined`);
    await this.boss.send(type.name, payload as object, { ...options, db: sqlClient(executor) as PgBoss.Db });
  }

  /**
   * Creates the queue tables (first start), the queues and their schedules; with `work`, starts polling them. A
   * process that only writes (a CLI) sends jobs without working them.
   */
  async start({ work = true }: { work?: boolean } = {}): Promise<void> {
    this.started = true;
    await this.boss.start();
    for (const { name, options } of this.definitions.values()) {
      // A retry waits 1–2 s after the first failure (doubling after each), so a job whose worker died runs again
      // as soon as its expiry is noticed. pg-boss creates a queue once and keeps its options: they are set again
      // here, so a database made by an older build takes today's expiry (jobs already waiting keep the one they had).
      const queue = {
        retryLimit: options.retryLimit ?? 5,
        retryBackoff: true,
        expireInSeconds: this.expiryOf(name),
      };
      await this.boss.createQueue(name, { name, ...queue });
      await this.boss.updateQueue(name, { name, ...queue });
      if (options.schedule) await this.boss.schedule(name, options.schedule, {}, { tz: 'UTC' });
    }
    if (!work) return;
    for (const definition of this.definitions.values()) {
      // A worker that found jobs looks again at once (pg-boss would wait out its polling interval first): a queue
      // with work waiting — a restock's batches, each sending the next — drains without a pause between runs.
      let workerId = '';
      workerId = await this.boss.work(
        definition.name,
        {
          batchSize: definition.options.batchSize ?? 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        async (jobs) => {
          await this.run(definition, jobs);
          if (jobs.length > 0 && workerId) this.boss.notifyWorker(workerId);
        },
      );
    }
  }

  private async run(definition: Definition, jobs: PgBoss.Job<unknown>[]): Promise<void> {
    const ids = jobs.map((job) => job.id);
    await transaction(this.database.db, async (tx) => {
      const ctx: Ctx = { ...systemCtx(this.database, this.log, `job:${definition.name}`), db: tx };
      await definition.handler(
        jobs.map((job) => job.data),
        ctx,
        ids,
      );
      // Completed in the handler's transaction; pg-boss's own completion afterwards then finds nothing to do. (Its
      // types offer (name, ids, options), but the code reads (name, ids, data, options): options go fourth.)
      const complete = this.boss.complete.bind(this.boss) as unknown as (
        name: string,
        ids: string[],
        data: object | null,
        options: PgBoss.ConnectionOptions,
      ) => Promise<{ affected: number }>;
      const { affected } = await complete(definition.name, ids, null, { db: sqlClient(tx) as PgBoss.Db });
      // The job expired while this run went on (a stall longer than its expiry) and was handed out again: what this
      // run did still commits — its records are what keep the other run from doing it a second time.
      if (affected < ids.length) {
        this.log.warn(
          { job: definition.name, ids },
          'job ran past its expiry and was handed out again; what it recorded keeps the other run from repeating it',
        );
      }
    });
  }

  /**
   * Runs every job of `type` waiting now, in this process, the way a worker would (fetched with SKIP LOCKED, so a
   * worker never gets the same job): for tests, and for whoever must see the effects before going on.
   */
  async drain<T>(type: JobType<T>): Promise<void> {
    const definition = this.definitions.get(type.name);
    if (!definition) throw new Error(`job ${type.name} is not defined`);
    for (;;) {
      const jobs = await this.boss.fetch<unknown>(type.name, { batchSize: definition.options.batchSize ?? 1 });
      if (jobs && jobs.length > 0) {
        await this.run(definition, jobs);
        continue;
      }
      // Nothing left to take, but a worker may have taken a batch just before and still be running it: drained
      // means done, so wait for those (a slow machine stretches that window). Jobs waiting for a later start or a
      // retry are not waited for.
      if ((await this.running(type)) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_RECHECK_MS));
    }
  }

  /**
   * Jobs of `type` not yet done (waiting, waiting to retry, or running): 0 once every job sent so far has run. What a
   * test waits for before saying that something did not happen, instead of sleeping and hoping.
   */
  async unfinished<T>(type: JobType<T>): Promise<number> {
    return this.boss.getQueueSize(type.name, { before: 'completed' });
  }

  /** Jobs of `type` a worker has taken and not yet finished. */
  private async running<T>(type: JobType<T>): Promise<number> {
    const notDone = await this.boss.getQueueSize(type.name, { before: 'completed' });
    const notStarted = await this.boss.getQueueSize(type.name, { before: 'active' });
    return notDone - notStarted;
  }

  /** Stops polling and waits (up to `timeoutSeconds`) for running jobs to finish. */
  async stop(timeoutSeconds = 10): Promise<void> {
    if (!this.started) return;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutSeconds * 1000 });
    this.stopped = true;
  }
}

/**
 * What a dropped statement answers after stop(): no rows, or — for the commands pg-boss reads a count from (complete,
 * fail, cancel, resume, delete end in `SELECT COUNT(*) FROM results`) — a count of 0, which it reads as "none affected".
 */
export function nothingDone(text: string): { rows: unknown[] } {
  return /select\s+count\(\*\)\s+from\s+results\s*$/i.test(text.trim()) ? { rows: [{ count: '0' }] } : { rows: [] };
}
