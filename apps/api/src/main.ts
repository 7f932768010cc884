import { buildApp } from './app';
import { openDatabase } from './bootstrap';
import { ConfigError, loadConfig, loadDotEnv } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const { app, kernel } = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First out of the load balancer (readiness answers 503 while requests are still served), then stop listening,
    // finish the requests in flight and release the jobs being worked (app.close runs the queue's graceful stop).
    kernel.lifecycle.draining = true;
    app.log.info({ signal, drain_ms: config.shutdownDrainMs }, 'shutting down: draining');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info('shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(
    `Store API ready: http://localhost:${config.port}/api/v2 (docs: http://localhost:${config.port}/api/v2/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
