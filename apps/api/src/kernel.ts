import type { Database } from '@wb/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import { CacheTags } from './lib/cache-tags';
import { JobQueue } from './lib/jobs';
import { ResponseCache } from './lib/response-cache';
import type { Services } from './services';

/** What every module is built on: configuration, the database, the job queue and the caches' invalidation. */
export interface Kernel {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  cacheTags: CacheTags;
  /** The micro-cache of public answers (bind.ts refuses it on any route that is not public). */
  responseCache: ResponseCache;
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
  };
}

/**
 * One area of the store (catalogue, cart, addresses …): its routes, bound to the services, and its jobs. `app.ts`
 * registers the modules as a list.
 */
export interface StoreModule {
  name: string;
  register(app: FastifyInstance, services: Services, kernel: Kernel): void;
}
