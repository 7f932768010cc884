/**
 * `npm run worker`: works the store's queued jobs (SMS, push, restock notices, imports, housekeeping) and serves no
 * HTTP. Run API processes with JOBS_WORK=false and one or more of these beside them, on the same PostgreSQL.
 * SIGTERM or SIGINT: no new job is taken, the running ones finish (up to STOP_WAIT_S), and the process exits 0; a
 * job still running then is released to run again elsewhere. It is forced out after FORCE_EXIT_MS whatever happens.
 */
import { createDatabase } from '@wb/db';
import pino from 'pino';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { startJobsWorker } from './jobs-worker';

const STOP_WAIT_S = 15;
const FORCE_EXIT_MS = 20_000;

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database opens in one process only, and there ' +
        'the API works its own jobs.',
    );
  }
  const log = pino({ level: config.logLevel });
  const database = await createDatabase({ url: config.databaseUrl, poolMax: config.dbPoolMax });
  // The same migrations the API applies (a no-op when it already has); the catalogue seed stays the API's.
  await database.migrate();
  const worker = await startJobsWorker(config, database, log);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping: no new jobs, finishing the running ones');
    const force = setTimeout(() => {
      log.error('worker stop took too long: exiting');
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    try {
      await worker.stop(STOP_WAIT_S);
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'worker stop failed');
      process.exit(1);
    }
    log.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const jobs = worker.kernel.jobs.names;
  log.info({ jobs, expire_s: config.jobs.expireInSeconds }, 'worker ready');
  console.log(`Store worker ready: working ${jobs.length} jobs (${jobs.join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
