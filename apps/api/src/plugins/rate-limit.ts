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
    const count = this.count(key, windowStart) + 1;
    this.counts.set(key, count);
    return count;
  }

  /** Raises a key's count to at least `count` (a count seen elsewhere, e.g. the shared one), without a hit. */
  raise(key: string, windowStart: number, count: number): void {
    if (count > this.count(key, windowStart)) this.counts.set(key, count);
  }

  /** The window the counts are for, and the counts; then forgets them. */
  take(): { windowStart: number; counts: Map<string, number> } {
    const taken = { windowStart: this.windowStart, counts: this.counts };
    this.counts = new Map();
    return taken;
  }

  private count(key: string, windowStart: number): number {
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.counts.clear();
    }
    return this.counts.get(key) ?? 0;
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

  /** Adds counts made elsewhere (in this process while Redis was away) to the shared ones, in one round trip. */
  async add(windowStart: number, counts: Map<string, number>): Promise<void> {
    const pipeline = this.redis.multi();
    for (const [key, count] of counts) {
      const redisKey = `${this.prefix}${key}:${windowStart}`;
      pipeline.incrby(redisKey, count).pexpire(redisKey, RATE_WINDOW_MS);
    }
    const results = await pipeline.exec();
    const failed = results ? results.find(([error]) => error)?.[0] : new Error('no answer from Redis');
    if (failed) throw failed;
  }
}

/** Where the counts are kept now: Redis, shared by every process; or this process alone while Redis is away. */
export type RateLimitStoreState = 'memory' | 'redis' | 'memory-fallback';

/**
 * Redis counters that fall back to this process's own while Redis is unreachable or does not answer within its
 * command timeout, so the budgets still hold (per process) instead of switching off or making calls wait. Which
 * one counts is decided by `state`, a field read per call: a PING every second (check(), from a timer) and the
 * connection's events drive it, so a call never waits on a Redis that is known to be away, and /readyz (which
 * reads the same field) is current within about a second either way. Each switch is logged once, at error level
 * going down.
 *
 * Across switches (a flapping Redis) the counts are neither reset nor made twice: this process keeps the last
 * shared count it saw for each client (`local`), so while apart it goes on from there; the calls it counted
 * apart (`apart`) are added to the shared counts when Redis answers again, before counts are shared again. So
 * one process never lets a client through more than its budget per window; N processes apart from each other
 * let through at most their budget each, as before. A count Redis made but did not confirm in time is counted
 * again here: errs on the strict side, for the few calls in flight when Redis stalled.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly shared: RedisRateLimitStore;
  /** Per client: the last shared count seen, plus the calls counted here since. */
  private readonly local = new MemoryRateLimitStore();
  /** Per client: the calls counted here while Redis was away, not yet added to the shared counts. */
  private readonly apart = new MemoryRateLimitStore();
  private checking = false;
  state: RateLimitStoreState;

  constructor(
    private readonly redis: Redis,
    private readonly log: { error(obj: object, msg: string): void; info(msg: string): void },
  ) {
    this.shared = new RedisRateLimitStore(redis);
    this.state = redis.status === 'ready' ? 'redis' : 'memory-fallback';
  }

  hit(key: string, windowStart: number): number | Promise<number> {
    if (this.state !== 'redis' || this.redis.status !== 'ready') return this.fallBack(key, windowStart);
    return this.shared.hit(key, windowStart).then(
      (count) => {
        this.local.raise(key, windowStart, count);
        return count;
      },
      (error: unknown) => {
        this.down(error);
        return this.fallBack(key, windowStart);
      },
    );
  }

  /**
   * Asks Redis whether it answers (PING, within the command timeout), and switches to it or away from it. A
   * timeout also drops the connection (ioredis's socketTimeout), so a half-dead socket is replaced by a new one.
   */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      if (this.redis.status !== 'ready') return this.down(new Error(`Redis connection ${this.redis.status}`));
      await this.redis.ping();
      if (this.state === 'redis') return;
      // What was counted here meanwhile joins the shared counts first, so nothing is let through twice.
      const { windowStart, counts } = this.apart.take();
      try {
        if (counts.size > 0) await this.shared.add(windowStart, counts);
      } catch (error) {
        for (const [key, count] of counts) this.apart.raise(key, windowStart, count);
        throw error;
      }
      this.state = 'redis';
      this.log.info('rate limits: Redis is back; counts are shared again');
    } catch (error) {
      this.down(error);
    } finally {
      this.checking = false;
    }
  }

  /** Counting moves to this process, at once (the connection closed, or a command failed or timed out). */
  down(error: unknown): void {
    if (this.state === 'memory-fallback') return;
    this.state = 'memory-fallback';
    this.log.error(
      { err: error, redisStatus: this.redis.status },
      'rate limits: Redis unreachable; counting per process until it returns (budgets now apply to each process apart)',
    );
  }

  private fallBack(key: string, windowStart: number): number {
    this.apart.hit(key, windowStart);
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
  /** Longest wait on Redis for a count, REDIS_COMMAND_TIMEOUT_MS unless set. */
  redisTimeoutMs?: number;
}

/** How long the server waits at start for Redis before it starts counting in memory. */
const REDIS_START_WAIT_MS = 1000;
/**
 * Longest a call waits on Redis for its count (or a PING for its answer) before it is counted in this process
 * instead; a socket that gets no answer for as long is dropped and reconnected.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** How often Redis is asked whether it answers (FallbackRateLimitStore.check): /readyz is this current. */
export const REDIS_PING_INTERVAL_MS = 1000;
/** The longest pause between two tries to reconnect to Redis (ioredis's default is 2 s). */
const REDIS_RETRY_MAX_MS = 500;

/**
 * Redis when configured (falling back to this process's memory, loudly, while it is unreachable or too slow),
 * else this process's memory.
 */
async function chooseStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  timeoutMs: number,
): Promise<{ store: RateLimitStore; state: () => RateLimitStoreState }> {
  if (!redisUrl) return { store: new MemoryRateLimitStore(), state: () => 'memory' };
  // Loaded only when configured: ioredis adds about 10 MB to a process that does not use it.
  const redis = new (await import('ioredis')).Redis(redisUrl, {
    connectTimeout: 1000,
    // A command that gets no answer in time fails (and its call is counted in memory instead)…
    commandTimeout: timeoutMs,
    // …and the socket it waited on is dropped and a new one made: a stall that lost data never answers.
    socketTimeout: timeoutMs,
    retryStrategy: (times: number) => Math.min(times * 50, REDIS_RETRY_MAX_MS),
    maxRetriesPerRequest: 1,
    // While Redis is unreachable a count fails at once and is made in memory instead, without waiting.
    enableOfflineQueue: false,
  });
  // Without this, a Redis that is down would print an unhandled error event on every retry.
  redis.on('error', (error: Error) => app.log.debug({ err: error }, 'redis unavailable'));
  await new Promise<void>((ready) => {
    const timer = setTimeout(ready, REDIS_START_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      ready();
    });
  });
  const store = new FallbackRateLimitStore(redis, app.log);
  const check = () => void store.check();
  // The state follows the connection at once when it closes or is ready again, and a PING every second.
  const closed = () => store.down(new Error('Redis connection closed'));
  redis.on('close', closed);
  redis.on('ready', check);
  const pings = setInterval(check, REDIS_PING_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(pings);
    // Our own disconnect is no outage to log.
    redis.off('close', closed);
    redis.off('ready', check);
    redis.disconnect();
  });
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
  const { store, state } = await chooseStore(
    app,
    options.redisUrl,
    options.redisTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
  );
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
