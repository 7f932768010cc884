import type { Database } from '@wb/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createKernel, type Kernel } from './kernel';
import { createServices, type Services } from './services';

export interface JobsWorker {
  kernel: Kernel;
  services: Services;
  /** Stops taking jobs and waits (up to `timeoutSeconds`) for the running ones to finish. */
  stop(timeoutSeconds?: number): Promise<void>;
}

/**
 * A process that works the store's jobs and serves nothing (`npm run worker`, issue 22): the API's kernel and
 * services, built the same way `buildApp` builds them — every job is defined by the services (`createServices`), so
 * the worker defines exactly the jobs the API does and runs the same handlers. API processes started with
 * `JOBS_WORK=false` then only send jobs, and as many workers as needed run them.
 */
export async function startJobsWorker(config: Config, database: Database, log: FastifyBaseLogger): Promise<JobsWorker> {
  const kernel = createKernel(config, database, log);
  const services = createServices(kernel);
  // A worker works whatever JOBS_WORK says: that is what it is for.
  await kernel.jobs.start({ work: true });
  // Handlers read through the same caches as the API: they are dropped here too when a write commits elsewhere.
  await kernel.cacheTags.start(database);
  return {
    kernel,
    services,
    async stop(timeoutSeconds) {
      await kernel.jobs.stop(timeoutSeconds);
      await kernel.cacheTags.stop();
      kernel.redis?.disconnect();
    },
  };
}
