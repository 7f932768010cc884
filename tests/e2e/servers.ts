import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built store — the API over a fresh embedded database and the storefront's own server in front of it — on
 * ports of its own, for the browser tests (global-setup.ts) and for tests that need a store configured otherwise.
 */
export interface RunningStore {
  apiUrl: string;
  webUrl: string;
  dataDir: string;
  stop(): void;
}

export interface StoreOptions {
  apiPort: number;
  webPort: number;
  /** Extra environment of the API (limits, seed size). */
  apiEnv?: Record<string, string>;
  /** Extra environment of the storefront. */
  webEnv?: Record<string, string>;
  /** Runs once the database folder exists, before the API opens it (one process at a time opens PGlite). */
  prepare?: (dataDir: string) => void;
}

const APP_KEY = 'wb-e2e-key';

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A server left over from an earlier run would answer instead of the fresh one: refuse to start on a busy port. */
async function ensureFree(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is already in use; stop what listens there (e.g. fuser -k ${port}/tcp).`);
}

export async function startStore(options: StoreOptions): Promise<RunningStore> {
  const { apiPort, webPort } = options;
  await ensureFree(apiPort);
  await ensureFree(webPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'wb-e2e-'));
  options.prepare?.(dataDir);
  const env = { ...process.env, NODE_ENV: 'production', APP_KEYS: APP_KEY, APP_KEY };
  const api = spawn('node', ['apps/api/dist/main.mjs'], {
    // The API runs as in a test (not production): the browser tests sign in with codes read from the development
    // SMS outbox, which production never serves. It still demands its own app key, as in production.
    env: {
      ...env,
      NODE_ENV: 'test',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      // Pictures uploaded on the desk go with the run's database.
      MEDIA_DIR: join(dataDir, 'media'),
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '2000',
      // The storefront is the one proxy in front, on this machine, as `npm start` runs it.
      TRUST_PROXY: 'loopback',
      // Where the API's jobs reach the storefront (its content revalidation after a desk publishes).
      WEB_URL: `http://localhost:${webPort}`,
      ...options.apiEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The storefront's own server, not `npm run start`: killing npm would leave the server it started running.
  const web = spawn(process.execPath, ['apps/web/dist/server.mjs'], {
    env: {
      ...env,
      PORT: String(webPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      SITE_URL: `http://localhost:${webPort}`,
      ...options.webEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    web.kill('SIGTERM');
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/ready`, api, 120);
    await waitFor(`http://127.0.0.1:${webPort}/`, web, 120);
  } catch (error) {
    stop();
    throw error;
  }
  return { apiUrl: `http://127.0.0.1:${apiPort}`, webUrl: `http://localhost:${webPort}`, dataDir, stop };
}
