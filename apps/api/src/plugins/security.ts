import rateLimit from '@fastify/rate-limit';
import { apiMessages } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export interface SecurityOptions {
  redisUrl: string | undefined;
  apiIpLimitPerMinute: number;
  /** sha256 hashes of the inline scripts the prerendered pages carry (React Router's hydration data). */
  inlineScriptHashes: string[];
  production: boolean;
}

/** The CSP and the other security headers, computed once: they are the same for every response. */
export function securityHeaders(inlineScriptHashes: string[], production: boolean): Record<string, string> {
  const scriptSrc = ["'self'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers with a strict CSP, and a per-IP request budget kept in Redis when REDIS_URL is set.
 * The headers are set from one precomputed object: @fastify/helmet rebuilt them on every request and cost
 * two thirds of the throughput of a small route (docs/decisions.md).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders(options.inlineScriptHashes, options.production);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  await app.register(rateLimit, {
    global: true,
    max: options.apiIpLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'bimasetu-rl:' } : {}),
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => ({ statusCode: 429, isSuccess: false, message: apiMessages.rateLimited }),
  });
}
