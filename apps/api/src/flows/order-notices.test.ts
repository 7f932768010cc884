import { type ChildProcess, spawn } from 'node:child_process';
import { createDatabase, type Database } from '@wb/db';
import { copyTemplate, type TemplateCopy } from '@wb/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { ConsoleSmsProvider } from '../modules/auth/sms';
import type { Services } from '../services';

/**
 * The order's SMS survives the process that placed it: the order commits with its job, the process is killed before
 * any worker runs it, and the next process sends the message — once, however often the job runs after that.
 */
let copy: TemplateCopy;
let database: Database | undefined;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  copy = await copyTemplate(inject('dbTemplate'));
});
afterEach(async () => {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
  await copy.drop();
});

/** Starts the fixture process, resolves with its output line once the order has committed. */
function placeInChild(): Promise<{ child: ChildProcess; orderId: number; mobile: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/fixtures/order-process.ts', JSON.stringify(copy.options)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /placed (\d+) (\+\d+)/.exec(chunk.toString());
      if (match) resolve({ child, orderId: Number(match[1]), mobile: match[2] as string });
    });
    child.on('exit', (code) => reject(new Error(`order process exited (${code}) before placing the order`)));
  });
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('order.placed after a crash', () => {
  // A second process compiles and opens the store before it places the order: on a busy two-core machine that
  // alone has taken 20 s, so this test gets more than the default 30 s.
  it('a process killed right after the order committed: the next process texts the customer exactly once', async () => {
    const { child, orderId, mobile } = await placeInChild();
    await kill(child);

    database = await createDatabase(copy.options);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_WORK: 'true', JOBS_POLL_SECONDS: '0.5' });
    const built = await buildApp(config, database, false);
    app = built.app;
    await app.ready();
    const services: Services = built.services;
    const sms = services.sms as unknown as ConsoleSmsProvider;
    const texts = () => sms.messagesTo(mobile).map((message) => message.text);
    const [order] = await database.rows<{ number: string }>(sql`select number from orders where id = ${orderId}`);
    expect(order?.number).toMatch(/^WB-\d+$/);

    await expect.poll(texts, { timeout: 20_000, interval: 250 }).toHaveLength(1);
    expect(texts()[0]).toContain(`رقم ${order?.number}`);
    // The same notice run again (a retry, a worker taken for dead) finds it sent.
    await built.kernel.jobs.send(database.db, services.orderPlacedJob, { orderId });
    await built.kernel.jobs.drain(services.orderPlacedJob);
    // Run here or by the process's own worker: either way, done before anything is judged.
    await expect.poll(() => built.kernel.jobs.unfinished(services.orderPlacedJob), { timeout: 20_000 }).toBe(0);
    expect(texts()).toHaveLength(1);
    const [noted] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from order_notifications where order_id = ${orderId} and kind = 'placed'`,
    );
    expect(noted?.n).toBe(1);
  }, 120_000);
});
