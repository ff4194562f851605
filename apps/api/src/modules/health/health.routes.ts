import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';

/** /healthz: the process answers. /readyz: the database answers too. */
export function healthRoutes(app: FastifyInstance, database: Db): void {
  app.get('/healthz', { config: { ipBudget: 'exempt' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { ipBudget: 'exempt' } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.engine };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.engine });
    }
  });
}
