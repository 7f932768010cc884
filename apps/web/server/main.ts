/**
 * The storefront's production server: Next's request handler behind a socket of our own, so the client's address
 * is taken from the connection (or a trusted proxy) and never from headers the client wrote. `next start` cannot do
 * that: it passes a client's `X-Forwarded-For` through untouched, and `proxy.ts` never sees the socket.
 *
 * Built to `dist/server.mjs` by `scripts/build-server.mjs` (after `next build`); run with `node dist/server.mjs`.
 * PORT (3000) is the port; WEB_TRUST_PROXY (none) names the proxies in front whose X-Forwarded-For is believed.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from '@wb/contract/trusted-proxies';
import next from 'next';
import { stampClientAddress, trustOf } from './client-address';
import { brotliStatic } from './static-brotli';

const port = Number(process.env.PORT ?? 3000);
let trust: ReturnType<typeof trustOf>;
try {
  trust = trustOf(parseTrustedProxies(process.env.WEB_TRUST_PROXY, 'WEB_TRUST_PROXY'));
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

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
