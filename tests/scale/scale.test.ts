import { randomUUID } from 'node:crypto';
import { createDatabase, type Database } from '@wb/db';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config';
import { systemCtx } from '../../apps/api/src/context';
import { CacheTags } from '../../apps/api/src/lib/cache-tags';
import { TokenService } from '../../apps/api/src/modules/auth/tokens';
import { customers } from '../../bench/cart';
import { ORDER_LINES, type OrderShoppers, oversold, prepareOrderShoppers } from '../../bench/orders';
import { APP_KEY, type Cluster, CODE_LIMIT, LB, PORTS, startCluster, WRITE_LIMIT } from './cluster';
import { SmsGateway } from './sms-gateway';
import { type Outcome, orderUntilAnswered, SteadyTraffic } from './traffic';

/**
 * Issue 22: the store as several processes behind HAProxy with one Redis, proven from outside — through the load
 * balancer's address, as shoppers reach it — on this machine's PostgreSQL and Redis.
 */
const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const ORDERS = Number(process.env.SCALE_ORDERS ?? 60);

const gateway = new SmsGateway();
let cluster: Cluster;
let database: Database;
let tokens: TokenService;
const figures: Record<string, unknown> = {};

const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${LB}/api/v2${path}`, {
    ...init,
    headers: {
      'x-app-key': APP_KEY,
      'content-type': 'application/json',
      ...(init.token ? { 'authorization-jwt': `jwt ${init.token}` } : {}),
      ...init.headers,
    },
  });

async function signIn(mobile: string, role: 'admin' | 'customer'): Promise<string> {
  const [user] = await database.rows<{ id: number }>(sql`select id from users where mobile = ${mobile}`);
  if (!user) throw new Error(`no account ${mobile}`);
  const ctx = systemCtx(database, pino({ level: 'silent' }), 'scale');
  return (await tokens.startSession(ctx, user.id, role, { ip: '127.0.0.1', userAgent: 'scale' })).jwt_token;
}

beforeAll(async () => {
  const smsUrl = await gateway.start();
  cluster = await startCluster({ smsUrl, redisUrl: REDIS_URL });
  database = await createDatabase({ url: cluster.databaseUrl });
  const log = pino({ level: 'silent' });
  tokens = new TokenService(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).auth, log, new CacheTags(log));
});

afterAll(async () => {
  console.log(`\nScale test figures: ${JSON.stringify(figures, null, 2)}`);
  await database?.close();
  await cluster?.close();
  await gateway.stop();
});

describe('limits across two API processes, through the load balancer', () => {
  it('allows one address exactly the code-request limit, however the balancer spreads its calls', async () => {
    const before = await cluster.servedBy();
    const statuses: number[] = [];
    for (let i = 0; i < CODE_LIMIT * 2; i++) {
      statuses.push((await api('/app/login', { method: 'POST', body: JSON.stringify({ mobile: 'x' }) })).status);
    }
    const after = await cluster.servedBy();
    // Both processes answered some of them: the count is shared, not each process's own.
    expect((after['api/api1'] ?? 0) - (before['api/api1'] ?? 0)).toBeGreaterThan(0);
    expect((after['api/api2'] ?? 0) - (before['api/api2'] ?? 0)).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(CODE_LIMIT);
    expect(statuses.slice(CODE_LIMIT)).toEqual(Array(CODE_LIMIT).fill(429));
    figures.codeRequests = { sent: statuses.length, allowed: CODE_LIMIT, limit: CODE_LIMIT };
  });

  it('allows one address exactly twice that many code checks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CODE_LIMIT * 2 + 4; i++) {
      // A malformed check (422): a real number's wrong codes would meet its own per-number lock first.
      const body = JSON.stringify({ mobile: 'x', code: '12' });
      statuses.push((await api('/app/verification-code', { method: 'POST', body })).status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(CODE_LIMIT * 2);
    expect(statuses.slice(CODE_LIMIT * 2)).toEqual([429, 429, 429, 429]);
  });

  it('allows a shopper exactly the write limit a minute across both processes', async () => {
    const {
      tokens: [token],
    } = await customers(database, '8', 1, tokens);
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT + 5; i++)
      statuses.push((await api('/app/cart', { method: 'DELETE', token })).status);
    expect(statuses.slice(0, WRITE_LIMIT)).toEqual(Array(WRITE_LIMIT).fill(200));
    expect(statuses.slice(WRITE_LIMIT)).toEqual([429, 429, 429, 429, 429]);
    figures.shopperWrites = { sent: statuses.length, allowed: WRITE_LIMIT, limit: WRITE_LIMIT };
  });
});

describe("the storefronts' shared cache", () => {
  it('shows an article published at the desk on both storefronts at once', async () => {
    const page = async (port: number) => (await fetch(`http://127.0.0.1:${port}/articles`)).text();
    const title = `دليل الترطيب ${randomUUID().slice(0, 8)}`;
    // Both storefronts have the blog cached before the publish.
    expect(await page(PORTS.web1)).not.toContain(title);
    expect(await page(PORTS.web2)).not.toContain(title);
    const admin = await signIn('+9647701000009', 'admin');
    const created = await api('/admin/articles', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ title, body_html: '<p>ترطيب البشرة الجافة في الشتاء.</p>' }),
    });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const published = Date.now();
    expect((await api(`/admin/articles/${id}/publish`, { method: 'POST', token: admin })).status).toBe(200);
    // The publish job tells the balancer's address (WEB_URL), which reaches one storefront; both must show it.
    let first: { port: number; ms: number } | undefined;
    while (!first && Date.now() - published < 20_000) {
      for (const port of [PORTS.web1, PORTS.web2]) {
        if (!first && (await page(port)).includes(title)) first = { port, ms: Date.now() - published };
      }
    }
    expect(first).toBeDefined();
    // The moment one shows it, the other does too: nothing of the old list is left in either.
    const other = first?.port === PORTS.web1 ? PORTS.web2 : PORTS.web1;
    expect(await page(other)).toContain(title);
    figures.articlePublish = { shownOnBothAfterMs: first?.ms };
  });
});

describe('a burst of orders while processes die', () => {
  let shoppers: OrderShoppers;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    shoppers = await prepareOrderShoppers(cluster.databaseUrl, ORDERS);
  });

  it('places every order once or refuses it repeatably, loses none, and texts each exactly once', async () => {
    // A slow gateway until the kill: the worker is mid-send when it dies.
    gateway.delayMs = 800;
    const killAt = Math.floor(ORDERS / 3);
    let killedAt = 0;
    let next = 0;
    const send = async () => {
      for (;;) {
        const index = next++;
        if (index >= ORDERS) return;
        if (index === killAt) {
          await gateway.busy();
          killedAt = Date.now();
          await Promise.all([cluster.kill('api1'), cluster.kill('worker')]);
          // The gateway is quick again: what is measured is how soon the dead worker's jobs run elsewhere.
          gateway.delayMs = 0;
          // A supervisor (systemd, the orchestrator) starts a new worker; the API process stays dead for now.
          void cluster.start('worker');
        }
        const token = shoppers.tokens[index] as string;
        outcomes.push(await orderUntilAnswered(api, token, `scale-order-${index}-${token.slice(-16)}`));
      }
    };
    await Promise.all(Array.from({ length: 8 }, send));

    const placed = outcomes.filter((outcome) => outcome.status === 200);
    // Every shopper got an answer she can act on: her order, or a refusal she may repeat with the same key.
    expect(outcomes).toHaveLength(ORDERS);
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status < 400)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status >= 500)).toEqual([]);

    const ids = await database.rows<{ id: number; lines: number; per_user: number }>(sql`
      select o.id, (select count(*)::int from order_items i where i.order_id = o.id) as lines,
        count(*) over (partition by o.user_id)::int as per_user
      from orders o where o.id > ${shoppers.lastOrderId}`);
    // Placed once: as many orders as answers of 200, none twice for a shopper, none half-written.
    expect(ids).toHaveLength(placed.length);
    expect(ids.filter((row) => row.per_user !== 1)).toEqual([]);
    expect(ids.filter((row) => row.lines !== ORDER_LINES)).toEqual([]);
    expect((await oversold(cluster.databaseUrl, shoppers)).oversold).toBe(0);

    // Each order's SMS job done — the ones the killed worker held included — within 30 s of the kill.
    type JobRow = { id: string; state: string; retry_count: number; done_ms: number | null; started_ms: number | null };
    const jobs = async () =>
      database.rows<JobRow>(sql`
        select id, state::text, retry_count,
          (extract(epoch from completed_on) * 1000)::float8 as done_ms,
          (extract(epoch from started_on) * 1000)::float8 as started_ms
        from pgboss.job where name = 'order.placed' and (data->>'orderId')::int > ${shoppers.lastOrderId}`);
    const deadline = killedAt + 30_000;
    let rows = await jobs();
    while (Date.now() < deadline && (rows.length < placed.length || rows.some((row) => row.state !== 'completed'))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await jobs();
    }
    expect(rows).toHaveLength(placed.length);
    expect(rows.filter((row) => row.state !== 'completed')).toEqual([]);
    // The killed worker's jobs were taken again after their short expiry (a retry), not after minutes.
    const rerun = rows.filter((row) => row.retry_count > 0);
    expect(rerun.length).toBeGreaterThan(0);

    // Each order texted exactly once: a re-run repeats the same Idempotency-Key, which the gateway honours.
    const expected = ids.map((row) => `order:${row.id}:placed`).sort();
    const deliveredKeys = [...gateway.delivered.keys()].filter((key) => key.endsWith(':placed')).sort();
    expect(deliveredKeys).toEqual(expected);
    const orderRequests = gateway.requests.filter((entry) => entry.key.endsWith(':placed'));
    figures.ordersUnderKill = {
      orders: ORDERS,
      placed: placed.length,
      refused: outcomes.length - placed.length,
      retriedByClient: outcomes.filter((outcome) => outcome.tries > 1).length,
      halfWritten: ids.filter((row) => row.lines !== ORDER_LINES).length,
      placedTwice: ids.filter((row) => row.per_user !== 1).length,
      smsJobsOfKilledWorkerRerun: rerun.length,
      killedWorkersJobsDoneAfterKillMs: Math.max(...rerun.map((row) => (row.done_ms ?? 0) - killedAt)),
      allSmsJobsDoneAfterKillMs: Math.max(...rows.map((row) => (row.done_ms ?? 0) - killedAt)),
      smsDelivered: deliveredKeys.length,
      smsRequestsToGateway: orderRequests.length,
    };
  }, 120_000);
});

describe('a rolling restart under steady traffic', () => {
  it('restarts every process in turn with no failed request', async () => {
    // The API process killed above comes back first (a restart, as after a crash).
    await cluster.start('api1');
    await cluster.waitForBalancer('api1', 'UP');
    const { tokens: lanes } = await customers(database, '7', 4, tokens);
    const traffic = new SteadyTraffic(LB, APP_KEY, lanes);
    traffic.start(4);
    for (const name of ['api1', 'api2', 'web1', 'web2', 'worker'] as const) {
      expect(await cluster.stop(name)).toBe(0);
      await cluster.start(name);
      await cluster.waitForBalancer(name, 'UP');
    }
    const result = await traffic.stop();
    expect(result.requests).toBeGreaterThan(100);
    expect(result.failures).toEqual([]);
    figures.rollingRestart = { requests: result.requests, failed: result.failures.length };
  }, 300_000);
});
