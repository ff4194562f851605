// Ten wrong codes lock a mobile for the clients that made them, not for the customer on their own phone.
import { apiMessages } from '@bimasetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

const MOBILE = '9822233344';
const STRANGER = '203.0.113.66';
const CUSTOMER = '198.51.100.23';
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => test.close());

async function call(method: string, path: string, client: string) {
  const response = await fetch(`${test.url}${path}`, { method, headers: { 'x-forwarded-for': client } });
  return { status: response.status, body: (await response.json()) as { message: string } };
}
const generate = (client: string) => call('POST', `/api/Insurance/GenerateOTP?mobile=${MOBILE}`, client);
const validate = (otp: string, client: string) =>
  call('GET', `/api/Insurance/ValidateOTP?mobile=${MOBILE}&otp=${otp}`, client);
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
    expect(await generate(STRANGER)).toEqual({
      status: 429,
      body: { isSuccess: false, message: apiMessages.mobileLocked },
    });
    expect((await validate('1234', STRANGER)).status).toBe(429);
    expect(await failures()).toBe(10);

    // The customer, who made no wrong guess, asks for a code and logs in.
    expect((await generate(CUSTOMER)).status).toBe(200);
    const token = lastOtp();
    expect((await validate(token, STRANGER)).body.message).toBe(apiMessages.otpTooMany);
    expect((await validate(token, CUSTOMER)).status).toBe(200);
  });
});
