import { createDatabase, type Database, sqlClient } from '@wb/db';
import { copyTemplate, type TemplateCopy } from '@wb/db/testing';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { EXPIRY_MARGIN_SECONDS, JobQueue, type JobQueueOptions } from './jobs';

/**
 * A job whose worker died (issue 22: API processes and workers of their own) is run by another process within
 * seconds, not pg-boss's five minutes — and its effect still lands once. Here on PGlite, and on PostgreSQL under
 * test:pg. The "dead" worker is a bare pg-boss that fetches the job (so it is active and nobody else gets it) and
 * stops without completing or failing it: what a process killed mid-job leaves behind.
 */
const silent = pino({ level: 'silent' });
/** A short expiry, looked for every second: the production defaults are 20 s and 2 s. */
const QUICK: JobQueueOptions = { pollingIntervalSeconds: 0.5, expireInSeconds: 2, maintenanceIntervalSeconds: 1 };
let copy: TemplateCopy;
let database: Database;
const queues: JobQueue[] = [];

beforeEach(async () => {
  copy = await copyTemplate(inject('dbTemplate'));
  database = await createDatabase(copy.options);
  await database.rows(sql`create table job_effects (job_id text primary key, tag text)`);
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop(1);
  await database.close();
  await copy.drop();
});

const effects = () => database.rows<{ job_id: string; tag: string }>(sql`select job_id, tag from job_effects`);
const stateOf = async (id: string) =>
  (await database.rows<{ state: string }>(sql`select state::text from pgboss.job where id = ${id}::uuid`))[0]?.state;

/** A queue (one process) with the `effect` job: one row per job, keyed by its id (a repeat would fail the insert). */
function effectQueue(options: JobQueueOptions & { maxRunSeconds?: number } = QUICK) {
  const queue = new JobQueue(database, silent, options);
  queues.push(queue);
  const effect = queue.define<{ tag: string }>(
    'effect',
    { retryLimit: 2, ...(options.maxRunSeconds ? { maxRunSeconds: options.maxRunSeconds } : {}) },
    async (payloads, ctx, ids) => {
      for (const [i, payload] of payloads.entries()) {
        await ctx.db.execute(sql`insert into job_effects (job_id, tag) values (${ids[i]}, ${payload.tag})`);
      }
    },
  );
  return { queue, effect };
}

describe('a job whose worker died', () => {
  it('is run by another process once its short expiry is noticed, and its effect lands once', {
    timeout: 90_000,
  }, async () => {
    const sender = effectQueue();
    await sender.queue.start({ work: false });
    await sender.queue.send(database.db, sender.effect, { tag: 'orphaned' });

    // The worker that dies: it takes the job (active now, so no other worker may) and goes without a word.
    const client = sqlClient(database.db);
    const dead = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => client.executeSql(text, values) } as PgBoss.Db,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await dead.start();
    const taken = await dead.fetch<{ tag: string }>('effect');
    const job = taken?.[0];
    expect(job?.data).toEqual({ tag: 'orphaned' });
    await dead.stop({ graceful: false, close: false, wait: true });
    expect(await stateOf(job?.id ?? '')).toBe('active');
    expect(await effects()).toEqual([]);

    // Another process working the queue: the job expires after 2 s, is failed by the maintenance (every second),
    // retried after a second or two, and run here.
    const worker = effectQueue();
    await worker.queue.start();
    await expect.poll(effects, { timeout: 30_000, interval: 250 }).toEqual([{ job_id: job?.id, tag: 'orphaned' }]);
    await expect.poll(() => stateOf(job?.id ?? ''), { timeout: 10_000 }).toBe('completed');
    // No other run is waiting or under way: the effect is final.
    await expect.poll(() => worker.queue.unfinished(worker.effect), { timeout: 10_000 }).toBe(0);
    expect(await effects()).toEqual([{ job_id: job?.id, tag: 'orphaned' }]);
  });
});

describe('the expiry each queue is given', () => {
  const expiries = () =>
    database.rows<{ name: string; expire_seconds: number; retry_limit: number; retry_backoff: boolean }>(
      sql`select name, expire_seconds, retry_limit, retry_backoff from pgboss.queue where name = 'effect'`,
    );

  it('is the configured one; a database made with the old five minutes takes it on the next start', async () => {
    const before = effectQueue({ expireInSeconds: 300 });
    await before.queue.start({ work: false });
    expect(await expiries()).toEqual([{ name: 'effect', expire_seconds: 300, retry_limit: 2, retry_backoff: true }]);
    await before.queue.stop(1);

    const after = effectQueue({ expireInSeconds: 20 });
    await after.queue.start({ work: false });
    expect(await expiries()).toEqual([{ name: 'effect', expire_seconds: 20, retry_limit: 2, retry_backoff: true }]);
    // A job sent now carries it (the expiry is copied onto each job when it is sent).
    await after.queue.send(database.db, after.effect, { tag: 'sent' });
    const [job] = await database.rows<{ expire: number }>(
      sql`select extract(epoch from expire_in)::int as expire from pgboss.job where name = 'effect'`,
    );
    expect(job?.expire).toBe(20);
  });

  it('is longer for a job whose run may legitimately take longer (its gateway timeouts), never shorter', async () => {
    const slow = effectQueue({ expireInSeconds: 20, maxRunSeconds: 47.5 });
    expect(slow.queue.expiryOf('effect')).toBe(48 + EXPIRY_MARGIN_SECONDS);
    await slow.queue.start({ work: false });
    expect((await expiries())[0]?.expire_seconds).toBe(48 + EXPIRY_MARGIN_SECONDS);
    await slow.queue.stop(1);

    const quick = effectQueue({ expireInSeconds: 20, maxRunSeconds: 3 });
    expect(quick.queue.expiryOf('effect')).toBe(20);
  });
});
