import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * For the cache tests: the real Redis (TEST_REDIS_URL, default the local one the machines run), a key prefix of the
 * run's own, and the removal of every key under it afterwards.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/0';
/** Nothing listens on port 1: a Redis that never answers. */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

export function uniquePrefix(): string {
  return `wb:web:test:${randomUUID()}:`;
}

export async function removeKeys(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await client.del(...keys);
  } while (cursor !== '0');
}

/** Retries `check` until it holds (a reconnection takes a moment), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A TCP relay to the test Redis that can be cut and restored, for an outage the store lives through: `cut()` drops
 * every connection and stops listening; `restore()` listens on the same port again.
 */
export class RedisRelay {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}/${new URL(TEST_REDIS_URL).pathname.slice(1) || '0'}`;
  }

  async restore(): Promise<void> {
    const target = new URL(TEST_REDIS_URL);
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
