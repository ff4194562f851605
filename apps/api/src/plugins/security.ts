import type { FastifyInstance } from 'fastify';
import {
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  registerRateLimit,
  type RateLimitStoreState,
} from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the per-IP counts are kept now, for /readyz. */
    rateLimitStore: () => RateLimitStoreState;
  }
}

/** How long the server waits at start for Redis before it starts counting in memory. */
const REDIS_START_WAIT_MS = 1000;

export interface SecurityOptions {
  redisUrl: string | undefined;
  apiIpLimitPerMinute: number;
  /** sha256 hashes of the inline scripts the prerendered pages carry (React Router's hydration data). */
  inlineScriptHashes: string[];
  production: boolean;
  /** Milliseconds since the epoch, from the app's clock. */
  now: () => number;
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
 * The headers of an API answer: JSON that is never a document, never framed, never cached (it may hold personal
 * data) and never read by another site. Shorter than the page set, and sent on every API call.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The API documentation at /api/docs is a page with its own scripts, so it gets the page headers. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers with a strict CSP, and a per-IP request budget kept in Redis when REDIS_URL is set.
 * The headers are set from one precomputed object in a synchronous hook: @fastify/helmet rebuilt them on every
 * request and, with an async hook, cost two thirds of the throughput of a small route (docs/decisions.md).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const pageHeaders = securityHeaders(options.inlineScriptHashes, options.production);
  const apiHeaders = apiSecurityHeaders(options.production);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? apiHeaders : pageHeaders);
    done();
  });

  // Loaded only when configured: ioredis adds about 10 MB to a process that does not use it.
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        // While Redis is unreachable a count fails at once and the request is let through, instead of waiting.
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // Without this, a Redis that is down would print an unhandled error event on every retry.
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'redis unavailable'));
    app.addHook('onClose', async () => void redis.disconnect());
    await new Promise<void>((ready) => {
      const timer = setTimeout(ready, REDIS_START_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        ready();
      });
    });
  }
  const store = redis ? new FallbackRateLimitStore(redis, app.log) : new MemoryRateLimitStore();
  app.decorate('rateLimitStore', () => (store instanceof FallbackRateLimitStore ? store.state : 'memory'));

  registerRateLimit(app, {
    store,
    max: options.apiIpLimitPerMinute,
    now: options.now,
    onStoreError: (error) => app.log.warn({ err: error }, 'rate-limit store failed; request let through'),
  });
}
