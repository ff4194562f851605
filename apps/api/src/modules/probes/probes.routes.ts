import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { RateLimitStoreState } from '../../plugins/rate-limit.ts';

/**
 * The liveness and readiness probes (named apart from health insurance, `features/health` in the web app).
 * /healthz: the process answers. /readyz: the database answers too (within a second either way, Db.ping), and
 * where the per-IP counts are kept: 'memory-fallback' means Redis is configured but unreachable or not answering
 * within its command timeout. That state is kept current by the rate-limit store itself (a PING every second and
 * the connection's events, plugins/rate-limit.ts), so reading it here costs nothing and never waits on Redis.
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
