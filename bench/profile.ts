/**
 * The API's CPU per request on the signed-in reads (issue 25): GET app/cart, the checkout preview and the seller
 * invoice, each against an API process of its own started with `node --cpu-prof`, as `npm run bench` sends them
 * (bench/cart.ts, bench/sellers.ts). For each: requests answered, the process's CPU time per request (µs, from
 * /proc), and a .cpuprofile whose measured window bench/profile-attribute.mjs splits into JWT, validation,
 * serialisation, logging, hooks, service, database and sockets.
 *
 * Counted in requests, not seconds: every customer of the pool (ten per connection) is served twice before the
 * measured run, so its caches are warm however busy the machine is, and the measured run answers PROFILE_REQUESTS.
 *
 * Env: as bench/run.ts (BENCH_DATABASE_URL, BENCH_PORT, BENCH_CONNECTIONS), BENCH_ONLY (slugs: cart-get,
 * invoice-preview, seller-invoice), PROFILE_REQUESTS (5000), PROFILE_LOG_LEVEL (warn), PROFILE_DIR (where the profiles
 * and figures go; a new temporary folder), PROFILE_API (another build's main.mjs, to compare with; this checkout is
 * built otherwise).
 * Run: npx tsx bench/profile.ts, then node bench/profile-attribute.mjs <PROFILE_DIR>.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { cartTargets, prepareCartShoppers } from './cart';
import { measure } from './measure';
import { prepareSellerCrowds, sellerInvoiceTarget } from './sellers';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wb_bench';
const port = Number(process.env.BENCH_PORT ?? 4100);
const requestCount = Number(process.env.PROFILE_REQUESTS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const only = process.env.BENCH_ONLY?.split(',') ?? ['cart-get', 'invoice-preview', 'seller-invoice'];
const dir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'wb-profile-'));
const apiEntry = process.env.PROFILE_API ?? 'apps/api/dist/main.mjs';
const base = { 'x-app-key': 'wb-dev-key', 'content-type': 'application/json' };
/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU milliseconds the process has spent, user and system. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

function startApi(profileDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, apiEntry], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        API_PORT: String(port),
        // The bench's level; PROFILE_LOG_LEVEL=info measures the API's default (a log line per request and its end).
        LOG_LEVEL: process.env.PROFILE_LOG_LEVEL ?? 'warn',
        SEED_PRODUCTS: '0',
        NODE_ENV: 'development',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/Store API ready/.test(chunk.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

async function profile(slug: string, requests: autocannon.Request[]) {
  const profileDir = join(dir, slug);
  // A profile left by an earlier run in the same folder is not this one's.
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const api = await startApi(profileDir);
  const pid = api.pid as number;
  await measure(port, requests, 0, connections * 20, connections); // warm-up: JIT, pool, every customer's caches
  // The monotonic clock V8's profiler stamps its samples with, in µs.
  const windowStartUs = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = cpuMs(pid);
  const run = await measure(port, requests, 0, requestCount, connections);
  const cpu = cpuMs(pid) - cpuBefore;
  const windowEndUs = Number(process.hrtime.bigint() / 1000n);
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const figures = {
    slug,
    profile: file && join(profileDir, file),
    windowStartUs,
    windowEndUs,
    requests: run.total,
    reqPerSec: run.reqPerSec,
    p99: run.p99,
    errors: run.errors,
    cpuMs: cpu,
    cpuUsPerRequest: Math.round((cpu * 1000) / run.total),
  };
  writeFileSync(join(profileDir, 'figures.json'), JSON.stringify(figures, null, 2));
  console.log(
    `${slug}: ${run.reqPerSec} req/s, errors ${run.errors}, CPU ${figures.cpuUsPerRequest} µs/request (${run.total} requests)`,
  );
}

async function main() {
  const shoppers = await prepareCartShoppers(databaseUrl, connections);
  const sellers = await prepareSellerCrowds(databaseUrl, connections, 2);
  if (!process.env.PROFILE_API) execSync('node scripts/build.mjs', { stdio: 'inherit' });
  const targets = [...cartTargets(shoppers, base), sellerInvoiceTarget(sellers, { 'x-app-key': base['x-app-key'] })];
  for (const target of targets.filter((t) => only.includes(t.slug))) await profile(target.slug, target.requests);
  console.log(`profiles in ${dir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
