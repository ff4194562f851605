import { apiMessages } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addMs, HOUR } from '../../lib/clock.ts';
import { hashOtp, sameHash } from '../../lib/crypto.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { findOrCreateCustomer } from './customers.repository.ts';
import { otpPolicy } from './otp-policy.ts';
import {
  addAttempt,
  countOtpEvents,
  deleteChallenge,
  findChallenge,
  lastOtpEventAt,
  recordOtpEvent,
  replaceChallenge,
} from './otp.repository.ts';
import { createSession } from './session.repository.ts';

/** Ten wrong tries within an hour lock the mobile for an hour from the tenth. */
async function isLocked(db: Kysely<Database>, mobile: string, now: Date): Promise<boolean> {
  const lastFailure = await lastOtpEventAt(db, mobile, 'fail');
  if (!lastFailure || now.getTime() >= lastFailure.getTime() + otpPolicy.lockMs) return false;
  const failures = await countOtpEvents(db, {
    by: 'mobile',
    value: mobile,
    kind: 'fail',
    since: addMs(lastFailure, -HOUR),
    until: lastFailure,
  });
  return failures >= otpPolicy.maxFailuresPerMobilePerHour;
}

export async function generateOtp(deps: AppDeps, mobile: string, ip: string): Promise<void> {
  const { db, clock, random, sms, config } = deps;
  const now = clock.now();
  const hourAgo = addMs(now, -HOUR);
  if (await isLocked(db, mobile, now)) throw new HttpError(429, apiMessages.mobileLocked);

  const lastSend = await lastOtpEventAt(db, mobile, 'send');
  if (lastSend && now.getTime() - lastSend.getTime() < otpPolicy.resendAfterMs) {
    throw new HttpError(429, apiMessages.otpResendTooSoon);
  }
  const sendsForMobile = await countOtpEvents(db, {
    by: 'mobile',
    value: mobile,
    kind: 'send',
    since: hourAgo,
  });
  if (sendsForMobile >= otpPolicy.maxSendsPerMobilePerHour)
    throw new HttpError(429, apiMessages.otpHourlyCap);
  const sendsFromIp = await countOtpEvents(db, { by: 'ip', value: ip, kind: 'send', since: hourAgo });
  if (sendsFromIp >= config.otpIpLimitPerHour) throw new HttpError(429, apiMessages.rateLimited);

  const code = random.otpCode();
  await replaceChallenge(db, {
    mobile,
    code_hash: hashOtp(config.otpSecret, mobile, code),
    sent_at: now.toISOString(),
    expires_at: addMs(now, otpPolicy.lifetimeMs).toISOString(),
    attempts: 0,
  });
  await recordOtpEvent(db, { mobile, ip, kind: 'send', at: now.toISOString() });
  try {
    await sms.sendOtp(mobile, code);
  } catch (error) {
    deps.log.error({ err: error, provider: sms.name }, 'SMS delivery failed');
    await deleteChallenge(db, mobile);
    throw new HttpError(502, apiMessages.smsFailed);
  }
}

/** Checks the code; on success the customer exists (created if new) and a fresh bearer token is returned. */
export async function validateOtp(deps: AppDeps, mobile: string, code: string, ip: string): Promise<string> {
  const { db, clock, random, config } = deps;
  const now = clock.now();
  if (await isLocked(db, mobile, now)) throw new HttpError(429, apiMessages.otpTooMany);

  const challenge = await findChallenge(db, mobile);
  if (!challenge || new Date(challenge.expires_at) <= now) {
    if (challenge) await deleteChallenge(db, mobile);
    throw new HttpError(400, apiMessages.otpExpired);
  }
  if (challenge.attempts >= otpPolicy.maxAttemptsPerCode) throw new HttpError(429, apiMessages.otpTooMany);

  if (!sameHash(challenge.code_hash, hashOtp(config.otpSecret, mobile, code))) {
    await addAttempt(db, mobile);
    await recordOtpEvent(db, { mobile, ip, kind: 'fail', at: now.toISOString() });
    const exhausted = challenge.attempts + 1 >= otpPolicy.maxAttemptsPerCode;
    if (exhausted || (await isLocked(db, mobile, now))) throw new HttpError(429, apiMessages.otpTooMany);
    throw new HttpError(400, apiMessages.otpInvalid);
  }

  const token = random.token();
  await db.transaction().execute(async (trx) => {
    await deleteChallenge(trx, mobile);
    const customer = await findOrCreateCustomer(trx, mobile, now);
    await createSession(trx, customer, token, now);
  });
  return token;
}
