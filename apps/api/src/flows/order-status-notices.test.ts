import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../test/harness';
import { fillCart, newShopper, placed, stockedVariant } from '../../test/kits/orders';

/**
 * `order.status` (the SMS that tells a customer staff moved her order) run more than once — a second job for the
 * same move, a run taken for dead while it still ran, a process killed after the gateway accepted the message and
 * before the job's transaction committed — texts her once. Against a local SMS gateway that honours the
 * `Idempotency-Key` header (one delivery per key), with the store's HTTP SMS provider; on PGlite and on PostgreSQL.
 */
interface Received {
  key: string | undefined;
  to: string;
  message: string;
}
let gateway: Server;
const received: Received[] = [];
/** Milliseconds the gateway waits before answering the next request. */
let holdNext = 0;
let store: TestStore;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { to, message } = JSON.parse(body) as { to: string; message: string };
      received.push({ key: request.headers['idempotency-key'] as string | undefined, to, message });
      const hold = holdNext;
      holdNext = 0;
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'), hold);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  store = await startTestStore({
    // Only the test runs jobs (drain), so it knows which run does what.
    JOBS_WORK: 'false',
    // A job taken by a process that "died" runs again within seconds.
    JOBS_EXPIRE_SECONDS: '2',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
    SMS_HTTP_TIMEOUT_MS: '2000',
    SMS_HTTP_RETRIES: '0',
  });
});
afterAll(async () => {
  await store?.close();
  gateway.closeAllConnections();
  gateway.close();
});

/** A placed order of a new customer: its id and her number. */
async function newOrder() {
  const shopper = await newShopper(store);
  const variant = await stockedVariant(store, 10, 20_000);
  await fillCart(store, shopper, [[variant, 1]]);
  const order = await placed(store, shopper);
  return { orderId: order.id as number, mobile: shopper.mobile };
}

/** What reached the gateway for the order's move, and what a gateway honouring the key delivered. */
function gatewaySaw(orderId: number, status: string) {
  const requests = received.filter((request) => request.key === `order:${orderId}:${status}`);
  return { requests: requests.length, delivered: new Set(requests.map((request) => request.key)).size };
}

const noticesOf = async (orderId: number) =>
  (
    await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from order_notifications where order_id = ${orderId} and channel = 'sms'
        and kind <> 'placed'`,
    )
  )[0]?.n;

describe('order.status, run more than once, texts once', () => {
  it('a second run after the first committed finds the notice recorded and sends nothing', async () => {
    const { orderId, mobile } = await newOrder();
    const job = store.services.orderStatusJob;
    await store.kernel.jobs.send(store.database.db, job, { orderId, status: 'confirmed' });
    await store.kernel.jobs.drain(job);
    await store.kernel.jobs.send(store.database.db, job, { orderId, status: 'confirmed' });
    await store.kernel.jobs.drain(job);
    expect(gatewaySaw(orderId, 'confirmed')).toEqual({ requests: 1, delivered: 1 });
    expect(received.find((request) => request.key === `order:${orderId}:confirmed`)?.to).toBe(mobile);
    expect(await noticesOf(orderId)).toBe(1);
  });

  it('two runs at once (one taken for dead while its gateway was slow): the second waits for the first’s record', async () => {
    const { orderId } = await newOrder();
    const job = store.services.orderStatusJob;
    await store.kernel.jobs.send(store.database.db, job, { orderId, status: 'shipped' });
    await store.kernel.jobs.send(store.database.db, job, { orderId, status: 'shipped' });
    // The first run's message is held at the gateway while the second run starts (PostgreSQL: its insert of the
    // notice waits on the first's uncommitted one, then finds it; PGlite: its transaction waits for the first's).
    holdNext = 500;
    await Promise.all([store.kernel.jobs.drain(job), store.kernel.jobs.drain(job)]);
    expect(gatewaySaw(orderId, 'shipped')).toEqual({ requests: 1, delivered: 1 });
    expect(await noticesOf(orderId)).toBe(1);
  });

  it('a run killed after the gateway accepted, before its commit, runs again with the same key: delivered once', async () => {
    const { orderId } = await newOrder();
    const job = store.services.orderStatusJob;
    await store.kernel.jobs.send(store.database.db, job, { orderId, status: 'delivered' });
    // The process "dies" right after the hand-over: its transaction (the notice's record and the job's completion)
    // never commits, and the job stays active until it expires.
    const sms = store.services.sms;
    const send = sms.send.bind(sms);
    sms.send = async (to, text, options) => {
      await send(to, text, options);
      throw new Error('killed after the gateway accepted the message');
    };
    await expect(store.kernel.jobs.drain(job)).rejects.toThrow('killed after the gateway accepted the message');
    sms.send = send;
    expect(await noticesOf(orderId)).toBe(0);

    // Its expiry (a few seconds here) noticed, the job is retried: the message is handed over again, same key.
    await expect
      .poll(
        async () => {
          await store.kernel.jobs.drain(job);
          return gatewaySaw(orderId, 'delivered').requests;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(2);
    expect(gatewaySaw(orderId, 'delivered')).toEqual({ requests: 2, delivered: 1 });
    expect(await noticesOf(orderId)).toBe(1);
  }, 90_000);
});
