import { apiMessages } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const MOBILE = '9876500001';
const test = useTestApp();
const { api } = test;

const generate = (mobile = MOBILE, headers?: Record<string, string>) =>
  api.call('POST', `/api/Insurance/GenerateOTP?mobile=${mobile}`, { headers });
const validate = (otp: string, mobile = MOBILE) =>
  api.call('GET', `/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${otp}`);
const lastOtp = (mobile = MOBILE) => test.sms.messages(mobile)[0]!.otp;
const wrong = (otp: string) => (otp === '0000' ? '1111' : '0000');

describe('POST /api/Insurance/GenerateOTP', () => {
  it('sends a 4-digit code through the SMS provider and answers isSuccess', async () => {
    const answer = await generate();
    expect(answer).toEqual({ status: 200, body: { isSuccess: true, message: apiMessages.otpSent } });
    const [sms] = test.sms.messages(MOBILE);
    expect(sms?.otp).toMatch(/^\d{4}$/);
    expect(sms?.text).toContain(sms!.otp);
  });

  it('refuses a mobile that is not 10 digits with a clear 400', async () => {
    for (const mobile of ['98765', '98765432101', 'abcdefghij', '']) {
      const answer = await generate(mobile);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ isSuccess: false, message: 'mobile: must be exactly 10 digits' });
    }
    expect(test.sms.messages()).toHaveLength(0);
  });

  it('refuses a new code within 15 seconds and allows it after', async () => {
    await generate();
    test.clock.advance(14_000);
    const early = await generate();
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(apiMessages.otpResendTooSoon);
    test.clock.advance(1_000);
    expect((await generate()).status).toBe(200);
    expect(test.sms.messages(MOBILE)).toHaveLength(2);
  });

  it('caps codes at 5 per mobile per hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await generate()).status).toBe(200);
      test.clock.advance(16_000);
    }
    const sixth = await generate();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(apiMessages.otpHourlyCap);
    test.clock.advance(60 * 60_000);
    expect((await generate()).status).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    await generate();
    const first = lastOtp();
    test.clock.advance(16_000);
    await generate();
    const second = lastOtp();
    if (first !== second) expect((await validate(first)).body.message).toBe(apiMessages.otpInvalid);
    expect((await validate(second)).status).toBe(200);
  });
});

describe('per-IP limits', () => {
  const limited = useTestApp({ env: { OTP_IP_LIMIT_PER_HOUR: '3' } });

  it('stops one client spraying codes at many numbers', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await limited.api.call('POST', `/api/Insurance/GenerateOTP?mobile=98765000${10 + i}`)).status,
      ).toBe(200);
    }
    const fourth = await limited.api.call('POST', '/api/Insurance/GenerateOTP?mobile=9876500099');
    expect(fourth.status).toBe(429);
    expect(limited.sms.messages('9876500099')).toHaveLength(0);
  });
});

describe('GET /api/Insurance/ValidateOTP', () => {
  it('returns an opaque 256-bit bearer token and creates the customer', async () => {
    await generate();
    const answer = await validate(lastOtp());
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    const token = answer.body.result as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const list = await api.call('GET', '/api/Insurance/GetUserMessageList', { token });
    expect(list.status).toBe(200);
  });

  it('stores only hashes of codes and tokens', async () => {
    await generate();
    const otp = lastOtp();
    const db = test.db;
    const challenge = await db.selectFrom('otp_challenges').selectAll().executeTakeFirstOrThrow();
    expect(challenge.code_hash).not.toContain(otp);
    expect(challenge.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const token = (await validate(otp)).body.result as string;
    const session = await db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(token);
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers "OTP expired" after 5 minutes', async () => {
    await generate();
    test.clock.advance(5 * 60_000 + 1);
    const answer = await validate(lastOtp());
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message: 'OTP expired' } });
  });

  it('uses a code once', async () => {
    await generate();
    const otp = lastOtp();
    expect((await validate(otp)).status).toBe(200);
    const again = await validate(otp);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('OTP expired');
  });

  it('answers "Invalid OTP" to a wrong code and refuses a fifth wrong code with "Too many attempts"', async () => {
    await generate();
    const otp = lastOtp();
    for (let i = 0; i < 4; i += 1) {
      expect(await validate(wrong(otp))).toEqual({
        status: 400,
        body: { isSuccess: false, message: 'Invalid OTP' },
      });
    }
    expect(await validate(wrong(otp))).toEqual({
      status: 429,
      body: {
        isSuccess: false,
        message: 'Too many attempts',
        retryAfterSeconds: 15,
        retryAt: expect.any(String),
      },
    });
    // The code is dead now, even the right one.
    expect((await validate(otp)).body.message).toBe('Too many attempts');
  });

  it('locks the mobile for an hour after 10 wrong tries across codes', async () => {
    for (let round = 0; round < 2; round += 1) {
      await generate();
      const otp = lastOtp();
      for (let i = 0; i < 5; i += 1) await validate(wrong(otp));
      test.clock.advance(16_000);
    }
    const locked = await generate();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(apiMessages.mobileLocked);
    test.clock.advance(60 * 60_000);
    expect((await generate()).status).toBe(200);
    expect((await validate(lastOtp())).status).toBe(200);
  });

  it('refuses malformed input with 400 naming the field', async () => {
    await generate();
    for (const otp of ['123', '12345', 'abcd']) {
      const answer = await validate(otp);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('otp: must be exactly 4 digits');
    }
    const noMobile = await api.call('GET', '/api/Insurance/ValidateOTP?otp=1234');
    expect(noMobile.status).toBe(400);
    expect(noMobile.body.message).toMatch(/^mobile: /);
  });

  it('answers "OTP expired" when no code was ever sent', async () => {
    expect((await validate('1234', '9876500077')).body.message).toBe('OTP expired');
  });
});

describe('POST /api/Insurance/Logout', () => {
  it('revokes the token so it no longer works', async () => {
    const token = await api.login(MOBILE);
    expect((await api.call('POST', '/api/Insurance/Logout', { token })).body).toEqual({
      isSuccess: true,
      message: apiMessages.loggedOut,
    });
    const after = await api.call('GET', '/api/Insurance/GetUserMessageList', { token });
    expect(after.status).toBe(401);
    expect(after.body.isSuccess).toBe(false);
  });

  it('refuses a missing or unknown token with 401', async () => {
    expect((await api.call('POST', '/api/Insurance/Logout')).status).toBe(401);
    expect((await api.call('POST', '/api/Insurance/Logout', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('expires a token after 30 days', async () => {
    const token = await api.login(MOBILE);
    test.clock.advance(29 * 24 * 60 * 60_000);
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token })).status).toBe(200);
    test.clock.advance(2 * 24 * 60 * 60_000);
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token })).status).toBe(401);
  });
});

describe('GET /api/dev/sms-outbox', () => {
  it('lists the console provider messages newest first in the fixed shape', async () => {
    await generate();
    test.clock.advance(16_000);
    await generate();
    const answer = await api.call<{
      messages: { mobile: string; text: string; otp: string; sentAt: string }[];
    }>('GET', `/api/dev/sms-outbox?mobile=${MOBILE}`);
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toHaveLength(2);
    const [newest, older] = answer.body.messages;
    expect(Object.keys(newest!).sort()).toEqual(['mobile', 'otp', 'sentAt', 'text']);
    expect(newest!.mobile).toBe(MOBILE);
    expect(new Date(newest!.sentAt).getTime()).toBeGreaterThan(new Date(older!.sentAt).getTime());
    expect(newest!.otp).toBe(lastOtp());
  });
});
