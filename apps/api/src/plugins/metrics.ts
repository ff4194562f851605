import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../metrics/metrics.ts';
import { isLoopback } from '../sms/console-provider.ts';

export const METRICS_PATH = '/metrics';

export const metricsMessages = {
  refused: 'Metrics are answered only on this computer (localhost) or with METRICS_TOKEN',
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A caller on this machine, and nobody else: the socket's peer is loopback and so is every address a proxy
 * says the request came through. Read from the headers themselves, not from TRUST_PROXY, so a proxy in front
 * with TRUST_PROXY left at 0 still cannot make an outside caller look local (nginx appends the real address).
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) return false;
  const { headers } = request;
  if (headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  const forwardedFor = headers['x-forwarded-for'];
  if (forwardedFor === undefined) return true;
  return [forwardedFor]
    .flat()
    .flatMap((list) => list.split(','))
    .every((address) => isLoopback(address.trim()));
}

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (both sides hashed to one length). */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers.authorization;
  if (!token || !given?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(given.slice('Bearer '.length)), digest(token));
}

/**
 * Counts every answer by method, route pattern (never the raw URL: one series per route, not per customer id)
 * and status, and serves GET /metrics in Prometheus text. The hook does a map lookup and one histogram
 * observation (metrics/request-histogram.ts), so it costs a bare route little (bench:api measures it).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const durations = metrics.httpRequestDuration;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    const series =
      durations.series(key) ??
      durations.add(key, { method: request.method, route, status: String(reply.statusCode) });
    series.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get(
    METRICS_PATH,
    { config: { ipBudget: 'exempt' }, schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      if (!isLocalCaller(request) && !hasToken(request, token)) {
        return reply.status(403).send({ isSuccess: false, message: metricsMessages.refused });
      }
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.render());
    },
  );
}
