import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../http/bind';
import { failureBody } from '../../http/error-handler';
import type { StoreModule } from '../../http/store-module';
import type { Kernel } from '../../kernel';
import { redisAnswers } from '../../lib/redis';

/** Where a load balancer checks the API: liveness and readiness, under the API's base and at the root. */
export const HEALTH_PATHS = [`${API_BASE}/health`, '/health'] as const;
export const READY_PATHS = [`${API_BASE}/ready`, '/ready'] as const;

const SLOW_PING_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What readiness checked, each true or false (a failing check names itself in the 503). Migrations, once found
 * applied, stay applied: later checks (every second, from each balancer) only ping the database.
 */
function readinessOf(kernel: Kernel) {
  const { database, redis } = kernel;
  let migrated = false;
  return async () => {
    // A ping waits for a pooled connection: under a burst that queue, not the database, is slow. Past the balancer's
    // check timeout a slow answer counts as an answer (the process is busy, not broken); an error never does.
    const databaseAnswers = await Promise.race([database.ping(), sleep(SLOW_PING_MS).then(() => true)]);
    migrated ||= databaseAnswers && (await database.migrationsApplied());
    return {
      draining: kernel.lifecycle.draining,
      database: databaseAnswers,
      migrations: migrated,
      redis: redis ? await redisAnswers(redis) : null,
    };
  };
}

/**
 * Liveness (the process answers) and readiness (it should be sent requests: the database answers with every
 * migration of this build applied, Redis answers when configured, and the process is not shutting down). Both are
 * open (no app key) and never cached. A process given SIGTERM answers 503 here first, so the load balancer stops
 * sending it requests before it stops listening (main.ts).
 */
export const systemModule: StoreModule = {
  name: 'system',
  register(app, _services, kernel) {
    const readiness = readinessOf(kernel);
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
    const health = async (_request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      return { status: 'ok' };
    };
    const ready = async (request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      const checks = await readiness();
      const ok = !checks.draining && checks.database && checks.migrations && checks.redis !== false;
      if (ok) return { status: 'ready', database: kernel.database.driver, checks };
      return reply.status(503).send({
        status: checks.draining ? 'draining' : 'unavailable',
        checks,
        ...failureBody('server.not_ready', request.id),
      });
    };
    for (const url of HEALTH_PATHS) app.get(url, health);
    for (const url of READY_PATHS) app.get(url, ready);
  },
};
