import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The shared Redis of a store run as several processes (REDIS_URL): every per-minute and per-hour limit is counted
 * there, so N processes allow exactly the configured limit. Unset, the store keeps its counts in process memory,
 * which is exact for the single process `npm start` runs.
 *
 * The client fails fast rather than queueing: a command sent while Redis is unreachable errors at once (no offline
 * queue, no retries per request, a short timeout), so a request that needs a count is answered in milliseconds —
 * refused where the count is a security control, let through where it is not — instead of hanging until Redis is
 * back. The connection itself keeps retrying in the background.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    // Back off to a reconnection every 2 s at most, for as long as the process lives.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  const outage = outageLog(log);
  redis.on('error', (error) => outage(error, 'redis unreachable'));
  redis.on('ready', () => outage.recovered('redis connected'));
  return redis;
}

/**
 * Logs an outage once when it starts and once a minute while it lasts, not once per failed command (a busy store
 * would write thousands of lines a second), and once more when it ends.
 */
export function outageLog(log: FastifyBaseLogger, everyMs = 60_000) {
  let since: number | null = null;
  let lastLogged = 0;
  const report = (error: unknown, message: string) => {
    const now = Date.now();
    if (since === null) since = now;
    if (now - lastLogged < everyMs) return;
    lastLogged = now;
    log.error({ err: error, down_for_ms: now - since }, message);
  };
  report.recovered = (message: string) => {
    if (since !== null) log.info({ down_for_ms: Date.now() - since }, message);
    since = null;
    lastLogged = 0;
  };
  return report;
}

/**
 * Waits (up to `ms`) for the first connection, so a process that starts with Redis up counts its first requests
 * there; with Redis down it starts anyway (not ready, and refusing code requests, until Redis answers).
 */
export async function firstConnection(redis: Redis, ms = 3_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

/** Whether Redis answers now (readiness). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
