/**
 * The storefront's production server: Next's request handler behind a socket of our own, so the client's address
 * is taken from the connection (or a trusted proxy) and never from headers the client wrote. `next start` cannot do
 * that: it passes a client's `X-Forwarded-For` through untouched, and `proxy.ts` never sees the socket.
 *
 * Built to `dist/server.mjs` by `scripts/build-server.mjs` (before `next build`); run with `node dist/server.mjs`.
 * PORT (3000) is the port; WEB_TRUST_PROXY (none) names the proxies in front whose X-Forwarded-For is believed;
 * WEB_DRAIN_MS (0) is how long a stop signal leaves the health check answering 503 before the socket closes
 * (server/lifecycle.ts). `GET /_health` is answered here, before Next, for the load balancer.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from '@wb/contract/trusted-proxies';
import next from 'next';
import { stampClientAddress, trustOf } from './client-address';
import { answerHealth, drainMsFrom, lifecycle } from './lifecycle';
import { brotliStatic } from './static-brotli';

const port = Number(process.env.PORT ?? 3000);
let trust: ReturnType<typeof trustOf>;
let drainMs: number;
try {
  trust = trustOf(parseTrustedProxies(process.env.WEB_TRUST_PROXY, 'WEB_TRUST_PROXY'));
  drainMs = drainMsFrom(process.env.WEB_DRAIN_MS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const dir = fileURLToPath(new URL('..', import.meta.url));
const app = next({ dev: false, dir, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const serveBrotli = brotliStatic(dir);
const server = createServer((request, response) => {
  // The balancer's check: neither Next nor the client's address is needed to answer it.
  if (answerHealth(request, response, life.draining)) return;
  life.onRequest(response);
  stampClientAddress(request, trust);
  if (serveBrotli(request, response)) return;
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
// Idle connections are kept longer than a load balancer's usual 60 s, so the balancer (or a client) never sends a
// request down a connection this server is just closing (a reset the client would see as a failed request).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`Storefront ready on http://localhost:${port}`));

// A stop lets the requests in flight finish (and, with WEB_DRAIN_MS, the balancer see the 503 first) before exiting.
const life = lifecycle(server, { drainMs });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => life.stop(signal));
