import { type ChildProcess, spawn } from 'node:child_process';
import { createDatabase, type Database } from '@wb/db';
import { copyTemplate, type TemplateCopy } from '@wb/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import {
  drainRestock,
  fakeServer,
  restockAsStaff,
  restockTally,
  seedSubscribers,
  variantWith,
} from '../../../test/kits/notify';
import { JobQueue } from '../../lib/jobs';
import { HttpSmsProvider } from '../auth/sms';
import { defineVariantRestocked } from '../catalog/desk/restock';
import { defineRestockNotices, RESTOCK_BATCH } from './restock-notices';

/**
 * A restock of many subscribers (issue 13): everyone hears once — in the store, by SMS, and by push where the device
 * gave a token — and a worker killed in the middle of a batch and restarted still tells everyone exactly once.
 * Four batches prove what ten thousand subscribers would (each batch chains the next, a killed one is run again):
 * the 10,000-subscriber restock is timed by `npm run bench:restock`, not run twice in every test run.
 */
const SUBSCRIBERS = 4 * RESTOCK_BATCH;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Each number the fake gateway was sent, with how many messages it got. */
const perNumber = (received: Array<{ body: string }>) => {
  const counts = new Map<string, number>();
  for (const { body } of received) {
    const to = (JSON.parse(body) as { to: string }).to;
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
};

describe(`a restock of ${SUBSCRIBERS} subscribers`, { timeout: 180_000 }, () => {
  it('tells every one of them exactly once: a notice each, an SMS each, a push to each device', async () => {
    const gateway = await fakeServer();
    const fcm = await fakeServer();
    cleanups.push(gateway.close, fcm.close);
    const store: TestStore = await startTestStore({
      JOBS_WORK: 'false',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${gateway.url}/sms`,
      FCM_PROJECT_ID: 'wb-test',
      FCM_ACCESS_TOKEN: 'test-access-token',
      FCM_ENDPOINT: fcm.url,
    });
    cleanups.push(() => store.close());
    const variant = await variantWith(store, 0);
    await seedSubscribers(store.database, variant, SUBSCRIBERS, 4);
    const admin = bearer((await store.signIn(DEMO.admin)).jwt_token);

    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);

    expect(await restockTally(store.database, variant.variantId)).toEqual({
      notices: SUBSCRIBERS,
      people: SUBSCRIBERS,
      spent: SUBSCRIBERS,
      armed: 0,
      sms: SUBSCRIBERS,
      push: SUBSCRIBERS / 4,
    });
    const counts = perNumber(gateway.received);
    expect(counts.size).toBe(SUBSCRIBERS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const tokens = fcm.received.map(({ body }) => (JSON.parse(body) as { message: { token: string } }).message.token);
    expect(new Set(tokens).size).toBe(SUBSCRIBERS / 4);
    expect(tokens).toHaveLength(SUBSCRIBERS / 4);
    expect(fcm.received[0]?.path).toBe('/v1/projects/wb-test/messages:send');
    expect(fcm.received[0]?.authorization).toBe('Bearer test-access-token');

    // The jobs run again, and the next restock finds nobody armed: nobody hears twice.
    await store.database.rows(sql`update variants set stock = 0 where id = ${variant.variantId}`);
    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);
    expect(gateway.received).toHaveLength(SUBSCRIBERS);
    expect(fcm.received).toHaveLength(SUBSCRIBERS / 4);
  });
});

describe('a worker killed in the middle of a batch', { timeout: 240_000 }, () => {
  it('is restarted, and tells everyone exactly once', async () => {
    const gateway = await fakeServer();
    cleanups.push(gateway.close);
    const copy: TemplateCopy = await copyTemplate(inject('dbTemplate'));
    cleanups.push(() => copy.drop());
    let database: Database = await createDatabase(copy.options);
    const [row] = await database.rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variants v join products p on p.id = v.product_id
      where p.status = 'active' order by v.id limit 1`);
    const variant = { variantId: row?.id ?? 0, productId: row?.product_id ?? 0 };
    await seedSubscribers(database, variant, SUBSCRIBERS);
    // One process at a time opens the embedded database: this test's own connection waits outside.
    await database.close();

    // A batch job not finished 5 s after it started is taken for dead and run again.
    const quickExpiry = { expireInSeconds: 5, maintenanceIntervalSeconds: 1 };
    await kill(await child(copy.options, quickExpiry, variant));

    database = await createDatabase(copy.options);
    cleanups.push(() => database.close());
    // The first batch committed (spent, noticed, its SMS queued); the second, killed halfway, left nothing.
    expect(await restockTally(database, variant.variantId)).toMatchObject({
      notices: RESTOCK_BATCH,
      spent: RESTOCK_BATCH,
      sms: 0,
    });
    expect(gateway.received).toHaveLength(0);

    const silent = pino({ level: 'silent' });
    const queue = new JobQueue(database, silent, { pollingIntervalSeconds: 0.5, ...quickExpiry });
    const sms = new HttpSmsProvider({ url: `${gateway.url}/sms`, token: 't', timeoutMs: 5000, retries: 0 }, silent);
    const notices = defineRestockNotices(queue, sms, null);
    defineVariantRestocked(queue, notices.worker);
    await queue.start();
    cleanups.push(() => queue.stop(1));
    await expect
      .poll(async () => (await restockTally(database, variant.variantId))?.sms, { timeout: 200_000, interval: 1000 })
      .toBe(SUBSCRIBERS);
    expect(await restockTally(database, variant.variantId)).toEqual({
      notices: SUBSCRIBERS,
      people: SUBSCRIBERS,
      spent: SUBSCRIBERS,
      armed: 0,
      sms: SUBSCRIBERS,
      push: 0,
    });
    const counts = perNumber(gateway.received);
    expect(counts.size).toBe(SUBSCRIBERS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});

function child(options: object, queueOptions: object, variant: object): Promise<ChildProcess> {
  const process_ = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/test/fixtures/restock-process.ts',
      JSON.stringify(options),
      JSON.stringify(queueOptions),
      JSON.stringify(variant),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    process_.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('working')) resolve(process_);
    });
    process_.on('exit', (code) => reject(new Error(`restock process exited (${code}) before "working"`)));
  });
}

async function kill(process_: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  process_.kill('SIGKILL');
  await exited;
}
