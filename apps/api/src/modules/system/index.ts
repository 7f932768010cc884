import { failureBody } from '../../http/error-handler';
import type { StoreModule } from '../../kernel';

/** Liveness (the process answers) and readiness (the database answers too), for load balancers and orchestrators. */
export const systemModule: StoreModule = {
  name: 'system',
  register(app, _services, { database }) {
    app.get('/health', async () => ({ status: 'ok' }));
    app.get('/ready', async (request, reply) => {
      if (await database.ping()) return { status: 'ready', database: database.driver };
      return reply.status(503).send({ status: 'unavailable', ...failureBody('server.not_ready', request.id) });
    });
  },
};
