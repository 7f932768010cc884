// Usage: DIR=/work/main npx tsx bench/_cpu.ts  — API CPU ms per request for add to cart, preview, order.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cartTargets, prepareCartShoppers } from './cart';
import { measure } from './measure';
import { orderRequests, prepareOrderShoppers } from './orders';
const url = 'postgres://postgres@127.0.0.1:5432/wb_bench';
const dir = process.env.DIR ?? '/work/main';
const port = 4190;
const cpu = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // ms (USER_HZ 100)
};
const shoppers = await prepareCartShoppers(url, 100);
const orderShoppers = await prepareOrderShoppers(url, 2000);
const api = spawn('node', [`${dir}/apps/api/dist/main.mjs`], { env: { ...process.env, DATABASE_URL: url, API_PORT: String(port), LOG_LEVEL: 'warn', SEED_PRODUCTS: '0', NODE_ENV: 'development', WRITE_RATE_LIMIT_PER_MINUTE: '1000000', JOBS_WORK: 'false' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((r) => api.stdout!.on('data', (c: Buffer) => { if (/Store API ready/.test(c.toString())) r(); }));
const headers = { 'x-app-key': 'wb-dev-key', 'content-type': 'application/json' };
const [add, , preview] = cartTargets(shoppers, headers);
for (const [name, reqs, n] of [['add', add!.requests, 3000], ['preview', preview!.requests, 5000], ['order', orderRequests(orderShoppers, headers), 1900]] as const) {
  await measure(port, reqs as never, 0, 100, 50);
  const before = cpu(api.pid!);
  const r = await measure(port, reqs as never, 0, n, 50);
  const used = cpu(api.pid!) - before;
  console.log(`${name}: ${(used / r.total).toFixed(2)} ms API CPU per request (${r.total} requests, ${r.reqPerSec}/s, errors ${r.errors})`);
}
api.kill();
