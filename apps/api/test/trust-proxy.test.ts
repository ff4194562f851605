// Behind a proxy the client address is the one the trusted proxy saw, whatever the client wrote itself; the
// development outbox answers only callers on this computer.
import { apiMessages } from '@bimasetu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback } from '../src/sms/console-provider.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(env: Record<string, string>) {
  const test = await startTestApp({ env });
  apps.push(test);
  return test;
}

async function get(test: TestApp, path: string, forwardedFor?: string) {
  const response = await fetch(`${test.url}${path}`, {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('TRUST_PROXY', () => {
  it('keeps a client to its per-IP OTP budget however it forges the left of X-Forwarded-For', async () => {
    const test = await start({ TRUST_PROXY: '1' });
    const answers = [];
    for (let i = 0; i < 25; i += 1) {
      // The client wrote the first address; the proxy appended the address it really came from.
      answers.push(
        await get(
          test,
          '/api/Insurance/ValidateOTP?mobile=9833344455&otp=1234',
          `203.0.113.${i}, 198.51.100.7`,
        ),
      );
    }
    expect(answers.filter((a) => a.body.message === apiMessages.rateLimited)).toHaveLength(5);
  });

  it('takes the address of a listed proxy as a hop and the one before it as the client', async () => {
    const test = await start({ TRUST_PROXY: '127.0.0.1', API_IP_LIMIT_PER_MINUTE: '2' });
    const forged = (i: number) => `203.0.113.${i}, 198.51.100.8`;
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await get(test, '/api/Insurance/GetFaqList', forged(i))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('development SMS outbox', () => {
  it('answers a caller on this computer and refuses one forwarded from elsewhere', async () => {
    const test = await start({ TRUST_PROXY: '1' });
    expect((await get(test, '/api/dev/sms-outbox')).status).toBe(200);
    expect(await get(test, '/api/dev/sms-outbox', '192.168.1.20')).toEqual({
      status: 403,
      body: {
        isSuccess: false,
        message: 'The development SMS outbox answers only on this computer (localhost)',
      },
    });
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.5.0.1', '::1', '::ffff:127.0.0.1', 'localhost']) {
      expect(isLoopback(address)).toBe(true);
    }
    for (const address of ['0.0.0.0', '10.0.0.1', '::', '::ffff:10.0.0.1', undefined]) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
