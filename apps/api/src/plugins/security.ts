import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { apiMessages } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export interface SecurityOptions {
  redisUrl: string | undefined;
  apiIpLimitPerMinute: number;
  /** sha256 hashes of the inline scripts the prerendered pages carry (React Router's hydration data). */
  inlineScriptHashes: string[];
}

/** Security headers with a strict CSP, and a per-IP request budget kept in Redis when REDIS_URL is set. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'sha256-${h}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
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
