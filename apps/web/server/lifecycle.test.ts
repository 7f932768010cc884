import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHealth, drainMsFrom, lifecycle } from './lifecycle';

// A real HTTP server wired as server/main.ts wires it: health first, then a slow page standing in for Next.
const open: Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

function start(drainMs: number) {
  const exits: { code: number; at: number }[] = [];
  let exited: (code: number) => void = () => {};
  const exitedOnce = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const server = createServer((request, response) => {
    if (answerHealth(request, response, life.draining)) return;
    life.onRequest(response);
    setTimeout(() => response.end('page'), Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms')));
  });
  server.keepAliveTimeout = 65_000;
  const life = lifecycle(server, {
    drainMs,
    forceExitMs: 5_000,
    log: () => {},
    exit: (code) => {
      exits.push({ code, at: Date.now() });
      exited(code);
    },
  });
  open.push(server);
  return new Promise<{ life: typeof life; port: number; exits: typeof exits; exitedOnce: Promise<number> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ life, port: (server.address() as AddressInfo).port, exits, exitedOnce }),
    ),
  );
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drainMsFrom', () => {
  it('is 0 when unset, the number given otherwise, and refuses anything else', () => {
    expect(drainMsFrom(undefined)).toBe(0);
    expect(drainMsFrom('')).toBe(0);
    expect(drainMsFrom('2500')).toBe(2500);
    expect(() => drainMsFrom('2.5s')).toThrow(/WEB_DRAIN_MS/);
    expect(() => drainMsFrom('-1')).toThrow(/WEB_DRAIN_MS/);
  });
});

describe('health and graceful stop', () => {
  it('answers /_health with ok, no-store, before anything else', async () => {
    const { port } = await start(0);
    const health = await get(port, '/_health');
    expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect((await get(port, '/_health?probe=1')).status).toBe(200);
  });

  it('answers 503 draining after the signal, finishes the request in flight, then exits 0', async () => {
    const { life, port, exits, exitedOnce } = await start(300);
    const agent = new Agent({ keepAlive: true });
    // A keep-alive connection used before the signal: its page is still being made when the signal comes.
    expect((await get(port, '/warm?ms=0', agent)).body).toBe('page');
    const inFlight = get(port, '/slow?ms=600', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = Date.now();
    life.stop('SIGTERM');
    life.stop('SIGTERM');

    const health = await get(port, '/_health');
    expect(health).toMatchObject({ status: 503, body: '{"status":"draining"}' });
    expect(health.headers['cache-control']).toBe('no-store');
    // Still served during the drain, but on a connection that closes after it.
    const during = await get(port, '/during?ms=0');
    expect(during.body).toBe('page');
    expect(during.headers.connection).toBe('close');

    expect((await inFlight).body).toBe('page');
    expect(await exitedOnce).toBe(0);
    expect(exits).toHaveLength(1);
    // Not before the drain, and without waiting for the keep-alive timeout.
    expect(exits[0]?.at).toBeGreaterThanOrEqual(signalledAt + 300);
    expect(exits[0]?.at).toBeLessThan(signalledAt + 2_000);
    await expect(get(port, '/_health')).rejects.toThrow();
    agent.destroy();
  });
});
