import type { Database } from '@wb/db';
import type { FastifyInstance } from 'fastify';
import { failureBody } from '../../http/error-handler';

/** Liveness (the process answers) and readiness (the database answers too), for load balancers and orchestrators. */
export function systemRoutes(app: FastifyInstance, database: Database): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    if (await database.ping()) return { status: 'ready', database: database.driver };
    return reply.status(503).send({ status: 'unavailable', ...failureBody('server.not_ready', request.id) });
  });
}
