import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { POPUP_SELLERS } from './sellers';

/**
 * Starts the real system for the browser tests — the built API over a fresh embedded database and the built
 * storefront in front of it — on ports of their own, and stops both afterwards. `npm run test:e2e` builds first.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 4810);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3810);

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

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

export default async function setup(project: TestProject) {
  await ensureFree(API_PORT);
  await ensureFree(WEB_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'wb-e2e-'));
  // The popup tests' seller accounts (sellers.ts), made before the API starts: one process at a time opens the
  // embedded database.
  for (const [mobile, type] of POPUP_SELLERS) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/user.ts', '--mobile', mobile, '--type', type],
      {
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: 'ignore',
      },
    );
  }
  const env = { ...process.env, NODE_ENV: 'production', APP_KEYS: 'wb-e2e-key', APP_KEY: 'wb-e2e-key' };
  const api = spawn('node', ['apps/api/dist/main.mjs'], {
    // The API runs as in a test (not production): the browser tests sign in with codes read from the development
    // SMS outbox, which production never serves. It still demands its own app key, as in production.
    env: {
      ...env,
      NODE_ENV: 'test',
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '2000',
      // Every browser test comes from this machine: the per-minute limit on account calls is for real networks.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The web passes the shopper's address on (X-Forwarded-For) and is the one proxy in front, as in production.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The storefront's own server, not `npm run start`: killing npm would leave the server it started running.
  const web = spawn(process.execPath, ['apps/web/dist/server.mjs'], {
    env: {
      ...env,
      PORT: String(WEB_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      SITE_URL: `http://localhost:${WEB_PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    web.kill('SIGTERM');
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/ready`, api, 120);
    await waitFor(`http://127.0.0.1:${WEB_PORT}/`, web, 120);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', `http://localhost:${WEB_PORT}`);
  return stop;
}
