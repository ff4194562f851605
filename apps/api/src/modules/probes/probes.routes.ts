import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { RateLimitStoreState } from '../../plugins/rate-limit.ts';

/**
 * The liveness and readiness probes (named apart from health insurance, `features/health` in the web app).
 * /healthz: the process answers. /readyz: the database answers too (within a second either way, Db.ping), and
 * where the per-IP counts are kept: 'memory-fallback' means Redis is configured but unreachable.
 */
export function probeRoutes(app: FastifyInstance, database: Db, storeState: () => RateLimitStoreState): void {
  app.get('/healthz', { config: { ipBudget: 'exempt' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { ipBudget: 'exempt' } }, async (_request, reply) => {
    const rateLimitStore = storeState();
    try {
      await database.ping();
      return { status: 'ready', database: database.engine, rateLimitStore };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.engine, rateLimitStore });
    }
  });
}
