// Every OTP limit holds when the requests arrive at once: the count is read and written in one step (a lock
// per mobile and per client address), on this engine and across two processes sharing PostgreSQL and Redis.
import { apiMessages } from '@bimasetu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConsoleSmsProvider } from '../src/sms/console-provider.ts';
import { ownRedisWindow } from './support/redis-window.ts';
import { engine, startTestApp, type TestApp } from './support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MOBILE = '9811122233';
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  // One trusted hop: each request below names its own client address, as a load balancer would.
  const test = await startTestApp({ env: { TRUST_PROXY: '1', ...env } });
  closing.push(() => test.close());
  return test;
}

let nextAddress = 0;
/** A client address of its own for each call, so the per-IP minute budgets stay out of the way. */
const freshClient = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

async function call(url: string, method: string, path: string, client = freshClient()) {
  const response = await fetch(`${url}${path}`, { method, headers: { 'x-forwarded-for': client } });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const generate = (url: string, mobile = MOBILE, client?: string) =>
  call(url, 'POST', `/api/Insurance/GenerateOTP?mobile=${mobile}`, client);
const validate = (url: string, otp: string, client?: string) =>
  call(url, 'GET', `/api/Insurance/ValidateOTP?mobile=${MOBILE}&otp=${otp}`, client);
const wrongCode = (otp: string, n: number) =>
  String((Number(otp) + 1 + (n % 9_999)) % 10_000).padStart(4, '0');

async function countRows(test: TestApp, table: 'otp_events' | 'sessions', kind?: 'fail' | 'send') {
  let query = test.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('mobile', '=', MOBILE);
  if (kind) query = query.where('kind' as never, '=', kind as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe(`OTP limits under concurrency (${engine})`, () => {
  for (const guesses of [20, 200]) {
    it(`compares at most 5 of ${guesses} concurrent wrong codes with one code`, async () => {
      const test = await start();
      expect((await generate(test.url)).status).toBe(200);
      const otp = test.sms.messages(MOBILE)[0]!.otp;
      const answers = await Promise.all(
        Array.from({ length: guesses }, (_, i) => validate(test.url, wrongCode(otp, i))),
      );
      expect(await countRows(test, 'otp_events', 'fail')).toBe(5);
      expect(answers.filter((a) => a.body.message === apiMessages.otpInvalid)).toHaveLength(4);
      expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
      // The code is dead, even the right one.
      expect((await validate(test.url, otp)).body.message).toBe(apiMessages.otpTooMany);
    });
  }

  it('lets the right code in among 1,000 concurrent guesses from as many addresses only within the bound', async () => {
    const test = await start();
    await generate(test.url);
    const otp = test.sms.messages(MOBILE)[0]!.otp;
    const right = 500;
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => validate(test.url, i === right ? otp : wrongCode(otp, i))),
    );
    const failures = await countRows(test, 'otp_events', 'fail');
    const sessions = await countRows(test, 'sessions');
    // Compared = wrong codes recorded + the right one if it got in: never more than 5 for one code.
    expect(failures + sessions).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(sessions);
    expect(answers.filter((a) => ![200, 400, 429].includes(a.status)).map((a) => a.status)).toEqual([]);
    // A thousand requests through real sockets take 10 to 20 s on a busy two-core machine.
  }, 90_000);

  it('sends exactly one SMS for 20 concurrent GenerateOTP for one mobile', async () => {
    const test = await start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => generate(test.url)));
    expect(test.sms.messages(MOBILE)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === apiMessages.otpResendTooSoon)).toHaveLength(19);
  });

  it('keeps one client to its hourly OTP budget when it asks for many numbers at once', async () => {
    const test = await start({ OTP_IP_LIMIT_PER_HOUR: '5' });
    const client = '203.0.113.9';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        generate(test.url, `98000100${String(i).padStart(2, '0')}`, client),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(test.sms.messages()).toHaveLength(5);
  });

  // Two processes on one SQLite file are not a supported deployment; on PostgreSQL they are the usual one.
  const onPostgres = engine === 'postgres' ? it : () => undefined;
  onPostgres('holds the limits across two processes sharing the database and Redis', async () => {
    const first = await start({ REDIS_URL });
    ownRedisWindow(first.clock);
    const sms = new ConsoleSmsProvider(first.clock);
    const { app: second } = await buildApp(first.config, { clock: first.clock, sms });
    await second.listen({ port: 0, host: '127.0.0.1' });
    closing.push(() => second.close());
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const urls = [first.url, secondUrl];

    const sends = await Promise.all(Array.from({ length: 20 }, (_, i) => generate(urls[i % 2]!)));
    expect(sends.filter((a) => a.status === 200)).toHaveLength(1);
    const [sent] = [...first.sms.messages(MOBILE), ...sms.messages(MOBILE)];
    expect([...first.sms.messages(MOBILE), ...sms.messages(MOBILE)]).toHaveLength(1);

    await Promise.all(Array.from({ length: 40 }, (_, i) => validate(urls[i % 2]!, wrongCode(sent!.otp, i))));
    expect(await countRows(first, 'otp_events', 'fail')).toBe(5);

    // One client's per-minute OTP budget (20) is one budget across both processes.
    const client = '198.51.100.20';
    const budget = await Promise.all(
      Array.from({ length: 30 }, (_, i) => validate(urls[i % 2]!, '0000', client)),
    );
    expect(budget.filter((a) => a.body.message === apiMessages.rateLimited)).toHaveLength(10);
  });
});
