// `npm start`: builds the API and the storefront, then serves both — the API on API_PORT (4000) and the web on
// PORT (3000), the web forwarding /api/v2 and /media to the API — and stops both together.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const env = { ...process.env, API_PORT: apiPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };
// Where the API's jobs reach the storefront and what its messages link to when no request names the address (a
// partner's SMS, content revalidation): this store's own web PORT unless WEB_URL says otherwise. Links the API writes
// in answer to a shopper (a shared cart, a referral) follow the address she used (apps/api/src/lib/storefront-address.ts).
const webUrl = process.env.WEB_URL || `http://localhost:${webPort}`;

const children = [];
function run(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the store.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

// The storefront on this machine forwards each shopper's address in X-Forwarded-For: believe it from loopback only, so
// the API's per-address limits count shoppers, not the storefront (and a client calling the API directly cannot fake it).
run('API', 'node', ['apps/api/dist/main.mjs'], { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback', WEB_URL: webUrl });
await waitFor(`http://127.0.0.1:${apiPort}/ready`, 120);
// The storefront's own server (Next behind a socket that knows the client's address; apps/web/server/main.ts) rather
// than `npm run start`, so stopping it stops the server itself.
run('Web', process.execPath, ['apps/web/dist/server.mjs'], { PORT: webPort });
await waitFor(`http://127.0.0.1:${webPort}/`, 120);
console.log(
  `\n  The store is open: http://localhost:${webPort}\n  API: http://localhost:${apiPort}/api/v2 (docs: /api/v2/docs)\n`,
);
