import type { Database } from '@wb/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { CacheTags } from './lib/cache-tags';
import { JobQueue } from './lib/jobs';
import { connectRedis } from './lib/redis';
import { ResponseCache } from './lib/response-cache';

/** What every module is built on: configuration, the database, the job queue, the caches' invalidation, Redis. */
export interface Kernel {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  cacheTags: CacheTags;
  /** The micro-cache of public answers (bind.ts refuses it on any route that is not public). */
  responseCache: ResponseCache;
  /** The Redis that several processes share their limits and counts through (REDIS_URL); null for one process. */
  redis: Redis | null;
  /** Set when the process is shutting down: readiness fails, so the load balancer stops sending it requests. */
  lifecycle: { draining: boolean };
}

export function createKernel(config: Config, database: Database, log: FastifyBaseLogger): Kernel {
  const cacheTags = new CacheTags(log);
  return {
    config,
    database,
    log,
    jobs: new JobQueue(database, log, config.jobs),
    cacheTags,
    responseCache: cacheTags.register(new ResponseCache(config.cacheTtlMs)),
    redis: config.redis ? connectRedis(config.redis.url, log) : null,
    lifecycle: { draining: false },
  };
}
