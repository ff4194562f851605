// Advisers log in through their own OTP calls, which refuse any other number before a code or a token exists.
import { adminLoginMessages, adminLoginPaths, adminPaths } from '@bimasetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISER } from './support/admin.ts';
import { clientFor } from './support/client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let test: TestApp;
let api: ReturnType<typeof clientFor>;
beforeAll(async () => {
  test = await startTestApp();
  api = clientFor(test);
  await test.db
    .insertInto('customers')
    .values({ mobile: ADVISER, role: 'admin', name: 'Kavya Rao', created_at: test.clock.now().toISOString() })
    .execute();
});
afterAll(() => test.close());

const customerCount = async () =>
  Number(
    (
      await test.db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('adviser login', () => {
  it('sends a code to an adviser and answers a token the console accepts', async () => {
    const sent = await api.call('POST', `${adminLoginPaths.generateOtp}?mobile=${ADVISER}`);
    expect(sent).toEqual({ status: 200, body: { isSuccess: true, message: 'OTP sent successfully' } });
    const otp = test.sms.messages(ADVISER)[0]!.otp;
    const verified = await api.call<{ result: string }>(
      'GET',
      `${adminLoginPaths.validateOtp}?mobile=${ADVISER}&otp=${otp}`,
    );
    expect(verified.status).toBe(200);
    const me = await api.call('GET', adminPaths.me, { token: verified.body.result });
    expect(me.status).toBe(200);
  });

  it('refuses a number that is not an adviser before sending a code', async () => {
    const mobile = '9876500011';
    const before = await customerCount();
    const sent = await api.call('POST', `${adminLoginPaths.generateOtp}?mobile=${mobile}`);
    expect(sent).toEqual({
      status: 403,
      body: { isSuccess: false, message: adminLoginMessages.notAnAdviser },
    });
    expect(test.sms.messages(mobile)).toEqual([]);
    expect(await customerCount()).toBe(before);
  });

  it('refuses a customer with a valid code: no adviser token and no customer row made', async () => {
    const mobile = '9876500022';
    // The customers' call sends the code; the advisers' call must still refuse it.
    await api.call('POST', `/api/Insurance/GenerateOTP?mobile=${mobile}`);
    const otp = test.sms.messages(mobile)[0]!.otp;
    const before = await customerCount();
    const verified = await api.call('GET', `${adminLoginPaths.validateOtp}?mobile=${mobile}&otp=${otp}`);
    expect(verified).toEqual({
      status: 403,
      body: { isSuccess: false, message: adminLoginMessages.notAnAdviser },
    });
    expect(await customerCount()).toBe(before);
    const sessions = await test.db.selectFrom('sessions').selectAll().where('mobile', '=', mobile).execute();
    expect(sessions).toEqual([]);
  });
});
