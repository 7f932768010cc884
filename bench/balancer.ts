/**
 * The balancer rows of `npm run bench` (issue 22): catalogue reads and orders through HAProxy (deploy/haproxy.cfg)
 * with one API process and then two, on the same machine and database, and the ratio. Each process works no jobs
 * (JOBS_WORK=false, as behind a balancer with a worker beside it) and limits nothing a bench would trip over.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type autocannon from 'autocannon';
import { ensureDebianPackage } from '../scripts/debian-packages.mjs';
import { type Measured, measure } from './measure';
import { orderRequests, oversold, prepareOrderShoppers } from './orders';

// Not 4190: fetch refuses that port (the Fetch standard's bad ports).
const BALANCER_PORT = 4290;
const API_PORTS = [4291, 4292] as const;
const APP_KEY = 'wb-dev-key';

export interface BalancerRow {
  'API processes': number;
  'catalogue req/s': number;
  'catalogue p99 ms': number;
  'orders/s': number;
  'orders p99 ms': number;
  'catalogue errors': number;
  'order errors': number;
  oversold: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function startApi(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['apps/api/dist/main.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '0',
      NODE_ENV: 'development',
      JOBS_WORK: 'false',
      TRUST_PROXY: 'loopback',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** HAProxy in front of `ports` (one process: both server lines name it); the storefront lines lead nowhere. */
function startBalancer(ports: readonly number[]): ChildProcess {
  return spawn('haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
    env: {
      ...process.env,
      WB_LB_BIND: `127.0.0.1:${BALANCER_PORT}`,
      WB_API_INTERNAL_BIND: '127.0.0.1:4293',
      WB_STATS_BIND: '127.0.0.1:4294',
      WB_API1: `127.0.0.1:${ports[0]}`,
      WB_API2: `127.0.0.1:${ports[1] ?? ports[0]}`,
      WB_WEB1: '127.0.0.1:1',
      WB_WEB2: '127.0.0.1:1',
      WB_STOREFRONT_SOURCES: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** One configuration: `processes` API processes behind the balancer, reads for `seconds`, then `orders` orders. */
async function run(
  processes: 1 | 2,
  databaseUrl: string,
  productIds: number[],
  options: { seconds: number; connections: number; orders: number },
): Promise<BalancerRow> {
  const ports = API_PORTS.slice(0, processes);
  const apis = ports.map((port) => startApi(port, databaseUrl));
  const balancer = startBalancer(ports);
  try {
    for (const port of ports) await waitFor(`http://127.0.0.1:${port}/api/v2/ready`, 60);
    await waitFor(`http://127.0.0.1:${BALANCER_PORT}/api/v2/health`, 30);
    // Every server line up (rise 2 at 1 s), so the balancer spreads from the first request.
    await sleep(2500);
    const headers = { 'x-app-key': APP_KEY, 'content-type': 'application/json' };
    const reads: autocannon.Request[] = productIds.map((id) => ({
      method: 'GET',
      path: `/api/v2/app/products/details?product_id=${id}`,
      headers,
    }));
    await measure(BALANCER_PORT, reads, 2, undefined, options.connections);
    const catalogue = await measure(BALANCER_PORT, reads, options.seconds, undefined, options.connections);
    const shoppers = await prepareOrderShoppers(databaseUrl, options.orders);
    const requests = orderRequests(shoppers, headers);
    const warmUp = Math.floor(options.orders / 10);
    await measure(BALANCER_PORT, requests, 0, warmUp, options.connections);
    const orders: Measured = await measure(BALANCER_PORT, requests, 0, options.orders - warmUp, options.connections);
    const counted = await oversold(databaseUrl, shoppers);
    return {
      'API processes': processes,
      'catalogue req/s': catalogue.reqPerSec,
      'catalogue p99 ms': catalogue.p99,
      'orders/s': orders.reqPerSec,
      'orders p99 ms': orders.p99,
      'catalogue errors': catalogue.errors,
      'order errors': orders.errors,
      oversold: counted.oversold,
    };
  } finally {
    await stop([balancer, ...apis]);
  }
}

/** Both configurations and the ratio of two processes to one (1.0: no gain; 2.0: twice the throughput). */
export async function benchBalancer(
  databaseUrl: string,
  productIds: number[],
  options: { seconds: number; connections: number; orders: number },
) {
  ensureDebianPackage('haproxy');
  const one = await run(1, databaseUrl, productIds, options);
  const two = await run(2, databaseUrl, productIds, options);
  const ratio = {
    catalogue: Number((two['catalogue req/s'] / one['catalogue req/s']).toFixed(2)),
    orders: Number((two['orders/s'] / one['orders/s']).toFixed(2)),
  };
  return { rows: [one, two], ratio };
}
