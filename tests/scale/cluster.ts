import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The store as a shop would run it on one machine: PostgreSQL and Redis (already running here), two API processes
 * that only send jobs, one worker (`npm run worker`), two storefront processes, and HAProxy in front with the
 * repository's own configuration (deploy/haproxy.cfg). Every process is the built one (`npm run build`).
 */
export const PORTS = {
  balancer: 8480,
  apiInternal: 8481,
  stats: 8482,
  api1: 4481,
  api2: 4482,
  web1: 3481,
  web2: 3482,
} as const;

export const LB = `http://127.0.0.1:${PORTS.balancer}`;
export const APP_KEY = 'wb-scale-key';
/** Small limits, so the test reaches them in a few calls; two processes must still allow exactly these. */
export const CODE_LIMIT = 6;
export const WRITE_LIMIT = 30;
/** A process given SIGTERM fails readiness this long before it stops listening (HAProxy needs ~2 s to notice). */
const DRAIN_MS = 3_500;

export type ProcessName = 'api1' | 'api2' | 'web1' | 'web2' | 'worker';

export interface Cluster {
  databaseUrl: string;
  redisPrefix: string;
  /** Starts (or starts again) one process and waits until it answers its health check. */
  start(name: ProcessName): Promise<void>;
  /** SIGTERM, as a deploy stops a process, and waits for it to exit; answers its exit code. */
  stop(name: ProcessName): Promise<number | null>;
  /** kill -9: the process dies where it stands. */
  kill(name: ProcessName): Promise<void>;
  pid(name: ProcessName): number | undefined;
  /** Waits until HAProxy's check sees the server up (`UP`) or down (`DOWN`, `MAINT`, `NOLB`). */
  waitForBalancer(name: ProcessName, state: 'UP' | 'DOWN'): Promise<void>;
  /** Requests each server took (`api/api1` …), from HAProxy's status page. */
  servedBy(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** Where the SMS gateway listens (SMS_PROVIDER=http). */
  smsUrl: string;
  redisUrl: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, seconds: number, check: () => Promise<boolean>, child?: ChildProcess) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} not reached within ${seconds} s`);
}

async function createDatabase(): Promise<string> {
  const name = `wb_scale_${process.pid}_${Date.now() % 100_000}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(
    `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
  );
  await admin.end();
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const databaseUrl = await createDatabase();
  const redisPrefix = `wbscale:${process.pid}:`;
  const mediaDir = mkdtempSync(join(tmpdir(), 'wb-scale-media-'));
  const children = new Map<ProcessName | 'haproxy', ChildProcess>();
  const exits = new Map<ChildProcess, Promise<number | null>>();

  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: redisPrefix,
    WEB_CACHE_PREFIX: `${redisPrefix}web:`,
  };
  const apiEnv = (port: number) => ({
    ...shared,
    // As a test, not production: the development secrets the bench's token signer shares (bench/cart.ts).
    NODE_ENV: 'test',
    APP_KEYS: APP_KEY,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DB_POOL_MAX: '8',
    SEED_PRODUCTS: '400',
    MEDIA_DIR: mediaDir,
    // HAProxy and the storefront's server are on loopback: believe the address they pass on.
    TRUST_PROXY: 'loopback',
    WEB_URL: LB,
    JOBS_WORK: 'false',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: options.smsUrl,
    SMS_HTTP_TOKEN: 'scale-test',
    SMS_HTTP_TIMEOUT_MS: '3000',
    // A job held by a dead worker runs again once it expires (20 s by default, 24–26 s to done measured): 15 s keeps
    // the 30 s bound clear of a slow CI machine, and the SMS jobs still get their longest send plus a margin.
    JOBS_EXPIRE_SECONDS: '15',
    AUTH_RATE_LIMIT_PER_MINUTE: String(CODE_LIMIT),
    WRITE_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
  const webEnv = (port: number) => ({
    ...shared,
    APP_KEY,
    PORT: String(port),
    API_URL: `http://127.0.0.1:${PORTS.apiInternal}`,
    SITE_URL: LB,
    WEB_TRUST_PROXY: '1',
    WEB_DRAIN_MS: String(DRAIN_MS),
  });
  const commands: Record<ProcessName, { args: string[]; env: NodeJS.ProcessEnv; health: string }> = {
    api1: {
      args: ['apps/api/dist/main.mjs'],
      env: apiEnv(PORTS.api1),
      health: `http://127.0.0.1:${PORTS.api1}/api/v2/ready`,
    },
    api2: {
      args: ['apps/api/dist/main.mjs'],
      env: apiEnv(PORTS.api2),
      health: `http://127.0.0.1:${PORTS.api2}/api/v2/ready`,
    },
    worker: { args: ['apps/api/dist/worker.mjs'], env: { ...apiEnv(0), JOBS_WORK: 'true' }, health: '' },
    web1: {
      args: ['apps/web/dist/server.mjs'],
      env: webEnv(PORTS.web1),
      health: `http://127.0.0.1:${PORTS.web1}/_health`,
    },
    web2: {
      args: ['apps/web/dist/server.mjs'],
      env: webEnv(PORTS.web2),
      health: `http://127.0.0.1:${PORTS.web2}/_health`,
    },
  };

  const launch = (name: ProcessName | 'haproxy', command: string, args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.set(name, child);
    exits.set(child, new Promise((resolve) => child.once('exit', (code) => resolve(code))));
    return child;
  };

  const cluster: Cluster = {
    databaseUrl,
    redisPrefix,
    async start(name) {
      const { args, env, health } = commands[name];
      const child = launch(name, process.execPath, args, env);
      if (health) {
        await waitUntil(`${name} ready`, 180, async () => (await fetch(health)).ok, child);
      } else {
        // The worker serves nothing: ready once it has run for a moment without exiting.
        await sleep(1500);
        if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}`);
      }
    },
    async stop(name) {
      const child = children.get(name);
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      child.kill('SIGTERM');
      return (await exits.get(child)) ?? null;
    },
    async kill(name) {
      const child = children.get(name);
      if (!child || child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exits.get(child);
    },
    pid: (name) => children.get(name)?.pid,
    async waitForBalancer(name, state) {
      if (name === 'worker') return;
      await waitUntil(`${name} ${state} at the balancer`, 30, async () => {
        const status = (await serverStates())[name] ?? '';
        return state === 'UP' ? status.startsWith('UP') : !status.startsWith('UP');
      });
    },
    async servedBy() {
      const rows = await statsRows();
      return Object.fromEntries(rows.map((row) => [`${row.pxname}/${row.svname}`, Number(row.stot)]));
    },
    async close() {
      for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all([...exits.values()]);
      rmSync(mediaDir, { recursive: true, force: true });
      await dropDatabase(databaseUrl).catch(() => {});
    },
  };

  async function statsRows(): Promise<Array<Record<string, string>>> {
    const text = await (await fetch(`http://127.0.0.1:${PORTS.stats}/stats;csv`)).text();
    const [header, ...lines] = text.trim().split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i] ?? '', value])));
  }
  async function serverStates(): Promise<Record<string, string>> {
    const rows = await statsRows();
    // The ready backends (api, web) decide whether a process is in service; api_live is the fallback.
    return Object.fromEntries(
      rows.filter((row) => row.pxname !== 'api_live').map((row) => [row.svname ?? '', row.status ?? '']),
    );
  }

  try {
    // The first API migrates and seeds the empty database alone; then everything else.
    await cluster.start('api1');
    await Promise.all([cluster.start('api2'), cluster.start('worker'), cluster.start('web1'), cluster.start('web2')]);
    launch('haproxy', 'haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
      ...process.env,
      WB_LB_BIND: `127.0.0.1:${PORTS.balancer}`,
      WB_API_INTERNAL_BIND: `127.0.0.1:${PORTS.apiInternal}`,
      WB_STATS_BIND: `127.0.0.1:${PORTS.stats}`,
      WB_API1: `127.0.0.1:${PORTS.api1}`,
      WB_API2: `127.0.0.1:${PORTS.api2}`,
      WB_WEB1: `127.0.0.1:${PORTS.web1}`,
      WB_WEB2: `127.0.0.1:${PORTS.web2}`,
      WB_STOREFRONT_SOURCES: '127.0.0.1',
    });
    for (const name of ['api1', 'api2', 'web1', 'web2'] as const) await cluster.waitForBalancer(name, 'UP');
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}
