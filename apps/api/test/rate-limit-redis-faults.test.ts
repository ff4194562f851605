// Redis, the shared rate-limit store, going away behind a TCP proxy: refused, stalled (data held), stalled with
// the data dropped, and reset. No /api/ call waits on Redis longer than its command timeout; the budget still
// holds (counted in this process meanwhile); /readyz says where the counts are kept within a couple of seconds
// either way, without any API traffic; and the process goes back to Redis by itself. Bounds are generous
// (seconds against a 250 ms timeout and a 1 s ping) for a busy CI machine.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS, REDIS_COMMAND_TIMEOUT_MS } from '../src/plugins/rate-limit.ts';
import { ownRedisWindow } from './support/redis-window.ts';
import { tcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A database of our own, so nothing here meets the other tests' keys (db 0). */
const REDIS_DB = 7;
/** Redis, in that database. */
const REDIS_DB_URL = `${REDIS_URL.replace(/\/\d*$/, '')}/${REDIS_DB}`;
/** Longest a call may take while Redis stalls: the command timeout plus a wide margin for a busy machine. */
const ANSWER_BOUND_MS = REDIS_COMMAND_TIMEOUT_MS + 1750;
/** How soon /readyz must show a change of Redis's state: the 1 s ping, its timeout and a margin. */
const STATE_BOUND_MS = 2500;

async function call(test: TestApp, path: string) {
  const started = performance.now();
  // The old code waited as long as the stall: give up well past the bound so a hang fails, not times out.
  const response = await fetch(`${test.url}${path}`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS + 3000) });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, ms: performance.now() - started, body };
}

const storeState = async (test: TestApp) => (await call(test, '/readyz')).body.rateLimitStore;

/** Polls /readyz every 100 ms until it names `state`; how long that took, or fails past the bound. */
async function untilState(test: TestApp, state: string): Promise<number> {
  const started = performance.now();
  while ((await storeState(test)) !== state) {
    if (performance.now() - started > STATE_BOUND_MS) {
      throw new Error(
        `/readyz still says ${String(await storeState(test))} after ${STATE_BOUND_MS} ms, not ${state}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return performance.now() - started;
}

/** An app counting through the proxy, with a budget of `perMinute`, in a rate-limit window of its own. */
async function withProxiedApp(
  perMinute: number,
  run: (test: TestApp, proxy: TcpFaultProxy) => Promise<void>,
) {
  const target = new URL(REDIS_URL);
  const proxy = await tcpFaultProxy(target.hostname, Number(target.port || 6379));
  const test = await startTestApp({
    env: { API_IP_LIMIT_PER_MINUTE: String(perMinute), REDIS_URL: proxy.urlFor(REDIS_DB_URL) },
  });
  ownRedisWindow(test.clock);
  try {
    // The app waits a second at most for Redis at start: on a busy machine it may still be connecting.
    await untilState(test, 'redis');
    await run(test, proxy);
  } finally {
    await test.close();
    await proxy.close();
  }
}

/** This client's shared count for the app's current window, read from Redis directly. */
async function sharedCount(test: TestApp): Promise<number> {
  const redis = new Redis(REDIS_DB_URL);
  try {
    const time = test.clock.now().getTime();
    const windowStart = time - (time % RATE_WINDOW_MS);
    return Number((await redis.get(`bimasetu-rl:api:127.0.0.1:${windowStart}`)) ?? 0);
  } finally {
    redis.disconnect();
  }
}

const FAQ = '/api/Insurance/GetFaqList';

describe('the rate-limit store when Redis misbehaves', () => {
  it('answers within the command timeout while Redis stalls, keeps the budget, and goes back to Redis', async () => {
    await withProxiedApp(4, async (test, proxy) => {
      expect((await call(test, FAQ)).status).toBe(200);
      expect(await sharedCount(test)).toBe(1);

      proxy.setMode('stall');
      // The first call waits out the timeout; the rest are counted in this process at once. The budget holds
      // from the shared count already seen (1): three more, then 429.
      const stalled = [
        await call(test, FAQ),
        await call(test, FAQ),
        await call(test, FAQ),
        await call(test, FAQ),
      ];
      expect(stalled.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      for (const answer of stalled) expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      expect(await untilState(test, 'memory-fallback')).toBeLessThan(STATE_BOUND_MS);

      proxy.setMode('forward');
      expect(await untilState(test, 'redis')).toBeLessThan(STATE_BOUND_MS);
      // The calls counted apart were added to the shared count on the way back: still refused, through Redis.
      expect((await call(test, FAQ)).status).toBe(429);
      expect(await sharedCount(test)).toBeGreaterThanOrEqual(4);
    });
  });

  it('recovers without a restart after a stall that dropped the data, and after a reset', async () => {
    await withProxiedApp(1000, async (test, proxy) => {
      expect((await call(test, FAQ)).status).toBe(200);

      proxy.setMode('drop');
      for (let i = 0; i < 3; i += 1) {
        const answer = await call(test, FAQ);
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      expect(await untilState(test, 'memory-fallback')).toBeLessThan(STATE_BOUND_MS);
      // /healthz and /readyz never touch Redis.
      expect((await call(test, '/healthz')).ms).toBeLessThan(ANSWER_BOUND_MS);

      // The data sent meanwhile is lost: the old connection would wait for its answers forever.
      proxy.setMode('forward');
      expect(await untilState(test, 'redis')).toBeLessThan(STATE_BOUND_MS);
      const before = await sharedCount(test);
      const answer = await call(test, FAQ);
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      expect(await sharedCount(test)).toBe(before + 1);

      proxy.reset();
      expect((await call(test, FAQ)).ms).toBeLessThan(ANSWER_BOUND_MS);
      await untilState(test, 'redis');
      const afterReset = await sharedCount(test);
      expect((await call(test, FAQ)).status).toBe(200);
      expect(await sharedCount(test)).toBe(afterReset + 1);
    });
  });

  it('shows on /readyz within seconds that Redis went away and came back, with no API calls between', async () => {
    await withProxiedApp(1000, async (test, proxy) => {
      // Gone: every connection closed, and nothing listening on the port.
      await proxy.stopListening();
      expect(await untilState(test, 'memory-fallback')).toBeLessThan(STATE_BOUND_MS);
      await proxy.listenAgain();
      expect(await untilState(test, 'redis')).toBeLessThan(STATE_BOUND_MS);

      proxy.setMode('stall');
      expect(await untilState(test, 'memory-fallback')).toBeLessThan(STATE_BOUND_MS);
      proxy.setMode('forward');
      expect(await untilState(test, 'redis')).toBeLessThan(STATE_BOUND_MS);
    });
  });
});
