import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The storefront server's health check and graceful stop, for several processes behind a load balancer (issue 22).
 *
 * `GET /_health` is answered here, before Next: 200 `{"status":"ok"}` while serving, 503 `{"status":"draining"}` once
 * a stop signal came, so the balancer's check takes the process out before it stops listening. The stop: mark
 * draining, wait WEB_DRAIN_MS (0 by default; a deployment sets a little more than the balancer's check interval times
 * its fall count), stop accepting connections, close the idle ones, let the requests in flight finish, exit 0; after
 * FORCE_EXIT_MS from then, exit 1 whatever is still running.
 */
export const HEALTH_PATH = '/_health';
export const FORCE_EXIT_MS = 15_000;

/** WEB_DRAIN_MS: milliseconds between the stop signal and closing the socket; unset or empty is 0. */
export function drainMsFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`WEB_DRAIN_MS: a whole number of milliseconds from 0 to 600000, not "${value}"`);
  return ms;
}

/** Answers the health check when that is what `request` asks; false for every other request. */
export function answerHealth(request: IncomingMessage, response: ServerResponse, draining: boolean): boolean {
  const path = (request.url ?? '').split('?', 1)[0];
  if (path !== HEALTH_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const body = JSON.stringify({ status: draining ? 'draining' : 'ok' });
  response.writeHead(draining ? 503 : 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(draining ? { Connection: 'close' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

export interface Lifecycle {
  readonly draining: boolean;
  /** Starts the stop (again: nothing more). */
  stop(signal: string): void;
  /** For each request: while draining, its connection is closed after the answer instead of kept for the next. */
  onRequest(response: ServerResponse): void;
}

export function lifecycle(
  server: Server,
  options: {
    drainMs: number;
    forceExitMs?: number;
    exit?: (code: number) => void;
    log?: (message: string) => void;
  },
): Lifecycle {
  const exit = options.exit ?? ((code) => process.exit(code));
  const log = options.log ?? ((message) => console.log(message));
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    onRequest(response) {
      // A keep-alive connection would otherwise carry the client's next request to a process about to stop.
      if (draining) response.setHeader('Connection', 'close');
      // A request that came before the signal leaves its connection open (keep-alive) once answered: closed then, so
      // `server.close` is not kept waiting for the keep-alive timeout.
      response.once('finish', () => {
        if (draining) setImmediate(() => server.closeIdleConnections());
      });
    },
    stop(signal) {
      if (draining) return;
      draining = true;
      log(`${signal}: draining for ${options.drainMs} ms (the health check answers 503), then closing`);
      setTimeout(() => {
        // Stops accepting; the callback runs once every connection is closed, i.e. the requests in flight are done.
        server.close(() => {
          log('Storefront stopped: every request answered');
          exit(0);
        });
        server.closeIdleConnections();
        setTimeout(() => {
          log(`Storefront stopped after ${options.forceExitMs ?? FORCE_EXIT_MS} ms with requests still open`);
          exit(1);
        }, options.forceExitMs ?? FORCE_EXIT_MS).unref();
      }, options.drainMs);
    },
  };
}
