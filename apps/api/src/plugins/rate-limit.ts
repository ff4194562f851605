import { apiMessages } from '@bimasetu/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.ts';

/**
 * A route's own budget of calls per client address per minute, or 'exempt' for none (health checks). Set as
 * `config: { ipBudget: … }` on a route; our own hook reads it (see registerIpBudget).
 */
export type RouteIpBudget = 'exempt' | { perMinute: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    ipBudget?: RouteIpBudget;
  }
}

export const RATE_WINDOW_MS = 60_000;

/** Counts hits per key in fixed windows; answers the count so far in the current window, this hit included. */
export interface RateLimitStore {
  hit(key: string, windowStart: number): number | Promise<number>;
}

/**
 * Counters in this process's memory. A window's counters are dropped when the next window starts, so the map
 * holds at most one minute's worth of client addresses.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private windowStart = -1;
  private counts = new Map<string, number>();

  hit(key: string, windowStart: number): number {
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }

  get size(): number {
    return this.counts.size;
  }
}

/** Counters shared by every process through Redis: one key per client and window, expiring with the window. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bimasetu-rl:',
  ) {}

  async hit(key: string, windowStart: number): Promise<number> {
    const redisKey = `${this.prefix}${key}:${windowStart}`;
    const results = await this.redis.multi().incr(redisKey).pexpire(redisKey, RATE_WINDOW_MS).exec();
    const [incrError, count] = results?.[0] ?? [new Error('no answer from Redis'), 0];
    if (incrError) throw incrError;
    return Number(count);
  }
}

/** Where the counts are kept now: Redis, shared by every process; or this process alone while Redis is away. */
export type RateLimitStoreState = 'memory' | 'redis' | 'memory-fallback';

/**
 * Redis counters that fall back to this process's own while Redis is unreachable, so the budgets still hold
 * (per process) instead of switching off, and go back to Redis as soon as it answers again. Each switch is
 * logged once, at error level going down.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly shared: RedisRateLimitStore;
  private readonly local = new MemoryRateLimitStore();
  state: RateLimitStoreState = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly log: { error(obj: object, msg: string): void; info(msg: string): void },
  ) {
    this.shared = new RedisRateLimitStore(redis);
  }

  hit(key: string, windowStart: number): number | Promise<number> {
    if (this.redis.status !== 'ready') return this.fallBack(key, windowStart);
    return this.shared.hit(key, windowStart).then(
      (count) => {
        if (this.state !== 'redis') {
          this.state = 'redis';
          this.log.info('rate limits: Redis is back; counts are shared again');
        }
        return count;
      },
      (error: unknown) => this.fallBack(key, windowStart, error),
    );
  }

  private fallBack(key: string, windowStart: number, error?: unknown): number {
    if (this.state !== 'memory-fallback') {
      this.state = 'memory-fallback';
      this.log.error(
        { err: error, redisStatus: this.redis.status },
        'rate limits: Redis unreachable; counting per process until it returns (budgets now apply to each process apart)',
      );
    }
    return this.local.hit(key, windowStart);
  }
}

export interface IpBudgetOptions {
  /** Counters are shared through Redis when set, else kept in this process. */
  redisUrl: string | undefined;
  /** The budget of every /api/ call per client address per minute, unless the route sets its own. */
  perMinute: number;
  /** Milliseconds since the epoch, from the app's clock. */
  now: () => number;
}

/** How long the server waits at start for Redis before it starts counting in memory. */
const REDIS_START_WAIT_MS = 1000;

/**
 * Redis when configured (falling back to this process's memory, loudly, while it is unreachable), else this
 * process's memory.
 */
async function chooseStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<{ store: RateLimitStore; state: () => RateLimitStoreState }> {
  if (!redisUrl) return { store: new MemoryRateLimitStore(), state: () => 'memory' };
  // Loaded only when configured: ioredis adds about 10 MB to a process that does not use it.
  const redis = new (await import('ioredis')).Redis(redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    // While Redis is unreachable a count fails at once and is made in memory instead, without waiting.
    enableOfflineQueue: false,
  });
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
  const store = new FallbackRateLimitStore(redis, app.log);
  return { store, state: () => store.state };
}

/**
 * A per-IP budget on /api/ calls, in fixed one-minute windows. A route with its own budget is counted apart
 * from the rest. Written for this app instead of @fastify/rate-limit, whose async hook and three extra headers
 * cost a third of the throughput of a small route (docs/decisions.md). Each API route gets its own synchronous
 * onRequest hook when it is registered, ahead of its other hooks, so a refused call never reaches the database.
 */
export async function registerIpBudget(
  app: FastifyInstance,
  options: IpBudgetOptions,
): Promise<() => RateLimitStoreState> {
  const { now } = options;
  const { store, state } = await chooseStore(app, options.redisUrl);
  const onStoreError = (error: unknown) =>
    app.log.warn({ err: error }, 'rate-limit store failed; request let through');

  function limiter(bucket: string, budget: number): onRequestHookHandler {
    const refuse = (
      reply: FastifyReply,
      windowStart: number,
      time: number,
      done: HookHandlerDoneFunction,
    ) => {
      const retryAfter = Math.ceil((windowStart + RATE_WINDOW_MS - time) / 1000);
      reply.header('retry-after', String(Math.max(retryAfter, 1)));
      done(new HttpError(429, apiMessages.rateLimited));
    };
    return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const time = now();
      const windowStart = time - (time % RATE_WINDOW_MS);
      let counted: number | Promise<number>;
      try {
        counted = store.hit(`${bucket}:${request.ip}`, windowStart);
      } catch (error) {
        onStoreError(error);
        return done();
      }
      // counted in memory (most calls): decided without a closure or a promise
      if (typeof counted === 'number') {
        return counted <= budget ? done() : refuse(reply, windowStart, time, done);
      }
      counted.then(
        (count) => (count <= budget ? done() : refuse(reply, windowStart, time, done)),
        (error: unknown) => {
          onStoreError(error);
          done();
        },
      );
    };
  }

  const shared = limiter('api', options.perMinute);
  app.addHook('onRoute', (route) => {
    const own = route.config?.ipBudget;
    if (own === 'exempt' || !route.url.startsWith('/api/')) return;
    const hook = own ? limiter(`${route.method}:${route.url}`, own.perMinute) : shared;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [hook, ...existing];
  });
  return state;
}
