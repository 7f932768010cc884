import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../test/harness';
import { fillCart, newShopper, placed, stockedVariant } from '../test/kits/orders';
import { loadConfig } from './config';
import { type JobsWorker, startJobsWorker } from './jobs-worker';
import type { ConsoleSmsProvider } from './modules/auth/sms';

/**
 * The job worker (`npm run worker`, issue 22) beside an API that only sends jobs (JOBS_WORK=false): it defines the
 * API's jobs, every one, and runs what the API sends.
 */
let store: TestStore;
let worker: JobsWorker;

beforeAll(async () => {
  store = await startTestStore({ JOBS_WORK: 'false' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0.5' });
  worker = await startJobsWorker(config, store.database, pino({ level: 'silent' }));
});
afterAll(async () => {
  await worker?.stop(1);
  await store?.close();
});

describe('the job worker', () => {
  it('defines exactly the jobs the API defines', () => {
    expect(worker.kernel.jobs.names).toEqual(store.kernel.jobs.names);
    expect(worker.kernel.jobs.names).toEqual(
      expect.arrayContaining(['order.placed', 'order.status', 'restock.sms', 'housekeeping', 'search.logged']),
    );
  });

  it('runs the job an API that does not work jobs sent: the order’s SMS goes from the worker', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 20_000);
    await fillCart(store, shopper, [[variant, 1]]);
    const order = await placed(store, shopper);
    const outbox = (sms: unknown) => (sms as ConsoleSmsProvider).messagesTo(shopper.mobile).map((m) => m.text);
    await expect.poll(() => outbox(worker.services.sms), { timeout: 20_000, interval: 250 }).toHaveLength(1);
    expect(outbox(worker.services.sms)[0]).toContain(order.number);
    expect(outbox(store.services.sms)).toEqual([]);
  });
});
