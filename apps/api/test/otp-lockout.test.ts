// Ten wrong codes lock a mobile for the clients that made them, not for the customer on their own phone.
import { adminLoginPaths, apiMessages, apiPaths } from '@bimasetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdviser } from '../src/modules/admin/advisers.repository.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const HOUR_MS = 60 * 60_000;
const MOBILE = '9822233344';
const STRANGER = '203.0.113.66';
const CUSTOMER = '198.51.100.23';
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => test.close());

interface Answer {
  message: string;
  retryAfterSeconds?: number;
  retryAt?: string;
}
async function call(method: string, path: string, client: string) {
  const response = await fetch(`${test.url}${path}`, {
    method,
    headers: { 'x-forwarded-for': client },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer,
  };
}
const generate = (client: string) => call('POST', `${apiPaths.generateOtp}?mobile=${MOBILE}`, client);
const validate = (otp: string, client: string) =>
  call('GET', `${apiPaths.validateOtp}?mobile=${MOBILE}&otp=${otp}`, client);
const lastOtp = () => test.sms.messages(MOBILE)[0]!.otp;
const wrong = (otp: string) => (otp === '0000' ? '0001' : '0000');
const failures = async () =>
  Number(
    (
      await test.db
        .selectFrom('otp_events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('mobile', '=', MOBILE)
        .where('kind', '=', 'fail')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a lock that is not a weapon', () => {
  it('stops the stranger after 10 wrong codes but lets the customer in from their own phone', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await generate(STRANGER)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) await validate(wrong(lastOtp()), STRANGER);
      test.clock.advance(16_000);
    }
    expect(await failures()).toBe(10);

    // The stranger is locked out of this mobile: no new code, no further guess compared.
    expect((await generate(STRANGER)).body.message).toBe(apiMessages.mobileLocked);
    expect((await validate('1234', STRANGER)).status).toBe(429);
    expect(await failures()).toBe(10);

    // The customer, who made no wrong guess, asks for a code and logs in.
    expect((await generate(CUSTOMER)).status).toBe(200);
    const token = lastOtp();
    expect((await validate(token, STRANGER)).body.message).toBe(apiMessages.otpTooMany);
    expect((await validate(token, CUSTOMER)).status).toBe(200);
  });
});

describe('"Too many attempts" says how long to wait', () => {
  const audiences = [
    { name: 'customers', paths: apiPaths, mobile: '9822233355', client: '203.0.113.71' },
    { name: 'advisers', paths: adminLoginPaths, mobile: '9822233366', client: '203.0.113.72' },
  ];
  for (const { name, paths, mobile, client } of audiences) {
    it(`on the ${name}' login: until a new code after five wrong, until the lock lifts after ten`, async () => {
      if (paths === adminLoginPaths)
        await makeAdviser(test.db, { mobile, name: 'Kavya Rao' }, test.clock.now());
      const send = () => call('POST', `${paths.generateOtp}?mobile=${mobile}`, client);
      const guess = (otp: string) => call('GET', `${paths.validateOtp}?mobile=${mobile}&otp=${otp}`, client);
      const code = () => test.sms.messages(mobile)[0]!.otp;
      const firstWrong = test.clock.now();
      const at = (ms: number) => new Date(firstWrong.getTime() + ms).toISOString();

      expect((await send()).status).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await guess(wrong(code()))).status).toBe(400);
      test.clock.advance(5_000);
      // The fifth wrong code spends it; a new one may be asked for 15 s after the last was sent.
      expect(await guess(wrong(code()))).toEqual({
        status: 429,
        retryAfter: '10',
        body: {
          isSuccess: false,
          message: apiMessages.otpTooMany,
          retryAfterSeconds: 10,
          retryAt: at(15_000),
        },
      });
      test.clock.advance(9_999);
      expect((await send()).body).toMatchObject({
        message: apiMessages.otpResendTooSoon,
        retryAfterSeconds: 1,
      });
      test.clock.advance(1);
      expect((await send()).status).toBe(200);
      for (let i = 0; i < 4; i += 1) await guess(wrong(code()));
      // The tenth wrong code locks this client out until the first four wrong codes are an hour old.
      expect(await guess(wrong(code()))).toEqual({
        status: 429,
        retryAfter: String(3600 - 15),
        body: {
          isSuccess: false,
          message: apiMessages.otpTooMany,
          retryAfterSeconds: 3600 - 15,
          retryAt: at(HOUR_MS),
        },
      });
      test.clock.advance(HOUR_MS - 15_000 - 1);
      expect((await send()).body).toEqual({
        isSuccess: false,
        message: apiMessages.mobileLocked,
        retryAfterSeconds: 1,
        retryAt: at(HOUR_MS),
      });
      expect((await guess('1234')).body.retryAfterSeconds).toBe(1);
      test.clock.advance(1);
      expect((await send()).status).toBe(200);
      expect((await guess(code())).status).toBe(200);
    });
  }
});
