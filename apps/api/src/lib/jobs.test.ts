import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createDatabase, type Database, transaction } from '@wb/db';
import { copyTemplate, type TemplateCopy } from '@wb/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { JobQueue, nothingDone } from './jobs';

/**
 * The job queue on the store's own database (PGlite here, PostgreSQL under test:pg): jobs follow the transaction
 * that sends them, a job's writes commit with its completion, and a killed process loses nothing and repeats nothing.
 */
const silent = pino({ level: 'silent' });
let copy: TemplateCopy;
let database: Database;
let queue: JobQueue | undefined;

beforeEach(async () => {
  copy = await copyTemplate(inject('dbTemplate'));
  database = await createDatabase(copy.options);
  await database.rows(sql`create table job_effects (job_id text primary key, tag text)`);
});
afterEach(async () => {
  await queue?.stop(1);
  queue = undefined;
  await database.close();
  await copy.drop();
});

const effects = () => database.rows<{ tag: string }>(sql`select tag from job_effects order by tag`);

/** A queue whose `effect` job writes one row per job, keyed by the job id (a repeat would fail the insert). */
function effectQueue(options: { failFirst?: boolean } = {}) {
  queue = new JobQueue(database, silent, { pollingIntervalSeconds: 0.5 });
  let failures = options.failFirst ? 1 : 0;
  const effect = queue.define<{ tag: string }>('effect', { retryLimit: 2 }, async (payloads, ctx, ids) => {
    for (const [i, payload] of payloads.entries()) {
      await ctx.db.execute(sql`insert into job_effects (job_id, tag) values (${ids[i]}, ${payload.tag})`);
    }
    if (failures-- > 0) throw new Error('the first run fails after writing');
  });
  return { queue, effect };
}

describe('jobs follow the transaction that sends them', () => {
  it('a committed send runs once; a rolled-back send never runs', async () => {
    const { queue, effect } = effectQueue();
    await queue.start();
    await transaction(database.db, (tx) => queue.send(tx, effect, { tag: 'committed' }));
    await transaction(database.db, async (tx) => {
      await queue.send(tx, effect, { tag: 'rolled-back' });
      throw new Error('the write fails');
    }).catch(() => {});
    await expect.poll(effects, { timeout: 15_000 }).toEqual([{ tag: 'committed' }]);
    // Nothing else waits to run: the rolled-back send left no job.
    await expect.poll(() => queue.unfinished(effect), { timeout: 15_000 }).toBe(0);
    expect(await effects()).toEqual([{ tag: 'committed' }]);
  });

  it("a handler that fails after writing leaves no write; the retry's write is the only one", async () => {
    const { queue, effect } = effectQueue({ failFirst: true });
    await queue.start();
    await queue.send(database.db, effect, { tag: 'retried' });
    await expect.poll(effects, { timeout: 30_000, interval: 500 }).toEqual([{ tag: 'retried' }]);
  });
});

/** Starts the fixture process and resolves once it prints `line`. */
function child(mode: 'send' | 'hang', line: string, queueOptions: object = {}): Promise<ChildProcess> {
  const process_ = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/test/fixtures/job-process.ts',
      mode,
      JSON.stringify(copy.options),
      JSON.stringify(queueOptions),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    process_.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(line)) resolve(process_);
    });
    process_.on('exit', (code) => reject(new Error(`job process exited (${code}) before "${line}"`)));
  });
}

async function kill(process_: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  process_.kill('SIGKILL');
  await exited;
}

// These tests start store processes of their own and wait out a job's expiry: on a busy two-core machine that has
// taken longer than the default 30 s, so they get more.
describe('a killed process loses nothing and repeats nothing', { timeout: 120_000 }, () => {
  it('a job sent just before the process is killed runs exactly once after a restart', async () => {
    // One process at a time opens the embedded database: this test's own connection waits outside.
    await database.close();
    await kill(await child('send', 'sent'));
    database = await createDatabase(copy.options);
    const { queue, effect } = effectQueue();
    await queue.start();
    await expect.poll(effects, { timeout: 15_000 }).toEqual([{ tag: 'after-kill' }]);
    await expect.poll(() => queue.unfinished(effect), { timeout: 15_000 }).toBe(0);
    expect(await effects()).toEqual([{ tag: 'after-kill' }]);
  });

  it('a job whose process is killed halfway is run again, and its writes land once', async () => {
    await database.close();
    // A job that has not completed a second after it started is taken for dead and run again.
    const quickExpiry = { expireInSeconds: 1, maintenanceIntervalSeconds: 1 };
    await kill(await child('send', 'sent', quickExpiry));
    await kill(await child('hang', 'working', quickExpiry));
    database = await createDatabase(copy.options);
    // Nothing the killed handler wrote survived: its transaction never committed.
    expect(await effects()).toEqual([]);
    queue = new JobQueue(database, silent, { pollingIntervalSeconds: 0.5, ...quickExpiry });
    queue.define<{ tag: string }>('effect', {}, async ([payload], ctx, [id]) => {
      await ctx.db.execute(sql`insert into job_effects (job_id, tag) values (${id}, ${payload?.tag})`);
    });
    await queue.start();
    await expect.poll(effects, { timeout: 30_000, interval: 500 }).toEqual([{ tag: 'after-kill' }]);
  });
});

describe('after stop', () => {
  it('answers the queue’s dropped statements as nothing done: a completion reads 0 affected, a fetch no jobs', () => {
    // pg-boss's own statements, as it sends them (its completion reads `rows[0].count`).
    const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as { completeJobs(schema: string): string };
    expect(nothingDone(plans.completeJobs('pgboss'))).toEqual({ rows: [{ count: '0' }] });
    expect(nothingDone('SELECT id, name, data FROM pgboss.job WHERE name = $1')).toEqual({ rows: [] });
  });
});
