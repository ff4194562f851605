import { randomInt } from 'node:crypto';
import { apiMessages } from '@bimasetu/contract';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RATE_WINDOW_MS, RedisRateLimitStore } from '../src/plugins/rate-limit.ts';
import { ownRedisWindow } from './support/redis-window.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function get(test: TestApp, path: string) {
  const response = await fetch(`${test.url}${path}`);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

describe('per-IP budget on API calls', () => {
  describe('with a budget of 3 a minute', () => {
    const test = useTestApp({ env: { API_IP_LIMIT_PER_MINUTE: '3' } });

    it('answers 429 with the message and Retry-After once the minute is spent, and again after it', async () => {
      for (let i = 0; i < 3; i += 1) expect((await get(test, '/api/Insurance/GetFaqList')).status).toBe(200);
      const refused = await get(test, '/api/Insurance/GetFaqList');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ isSuccess: false, message: apiMessages.rateLimited });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      // Other API calls share the budget; health checks do not count against it.
      expect((await get(test, '/api/Insurance/GetMyLoanRequest?mobile=9876500001')).status).toBe(429);
      expect((await get(test, '/healthz')).status).toBe(200);
      test.clock.advance(RATE_WINDOW_MS);
      expect((await get(test, '/api/Insurance/GetFaqList')).status).toBe(200);
    });
  });

  describe('with the default budget', () => {
    const test = useTestApp();

    it('gives the OTP calls a tighter budget of their own: 20 a minute', async () => {
      for (let i = 0; i < 20; i += 1) {
        expect((await get(test, '/api/Insurance/ValidateOTP?mobile=12&otp=1')).status).toBe(400);
      }
      const refused = await get(test, '/api/Insurance/ValidateOTP?mobile=12&otp=1');
      expect(refused).toMatchObject({ status: 429, body: { message: apiMessages.rateLimited } });
      // Counted apart: the rest of the API is still open to this client.
      expect((await get(test, '/api/Insurance/GetFaqList')).status).toBe(200);
    });
  });

  describe('in two processes sharing Redis', () => {
    const env = { API_IP_LIMIT_PER_MINUTE: '3', REDIS_URL };
    const first = useTestApp({ env });
    const second = useTestApp({ env });

    it('shares the count between processes through Redis', async () => {
      ownRedisWindow(first.clock, second.clock);
      expect((await get(first, '/api/Insurance/GetFaqList')).status).toBe(200);
      expect((await get(second, '/api/Insurance/GetFaqList')).status).toBe(200);
      expect((await get(first, '/api/Insurance/GetFaqList')).status).toBe(200);
      expect((await get(second, '/api/Insurance/GetFaqList')).status).toBe(429);
      expect((await get(first, '/api/Insurance/GetFaqList')).status).toBe(429);
    });
  });

  describe('with Redis out of reach', () => {
    const test = useTestApp({ env: { API_IP_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:1' } });

    it('counts in this process when Redis cannot be reached, and says so on /readyz', async () => {
      expect((await get(test, '/api/Insurance/GetFaqList')).status).toBe(200);
      expect((await get(test, '/api/Insurance/GetFaqList')).status).toBe(429);
      expect((await get(test, '/readyz')).body).toMatchObject({ rateLimitStore: 'memory-fallback' });
    });
  });
});

describe('rate-limit stores', () => {
  it('counts in memory per key and forgets the last window when a new one starts', () => {
    const store = new MemoryRateLimitStore();
    expect(store.hit('api:1.2.3.4', 0)).toBe(1);
    expect(store.hit('api:1.2.3.4', 0)).toBe(2);
    expect(store.hit('api:5.6.7.8', 0)).toBe(1);
    expect(store.hit('api:1.2.3.4', RATE_WINDOW_MS)).toBe(1);
    expect(store.size).toBe(1);
  });

  it('counts in Redis with keys that expire with their window', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const prefix = `bimasetu-rl-test-${randomInt(1_000_000)}:`;
      const store = new RedisRateLimitStore(redis, prefix);
      expect(await store.hit('api:1.2.3.4', 0)).toBe(1);
      expect(await store.hit('api:1.2.3.4', 0)).toBe(2);
      expect(await store.hit('api:1.2.3.4', RATE_WINDOW_MS)).toBe(1);
      const ttl = await redis.pttl(`${prefix}api:1.2.3.4:0`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(RATE_WINDOW_MS);
    } finally {
      redis.disconnect();
    }
  });
});
