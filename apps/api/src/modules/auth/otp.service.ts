import { adminLoginMessages, apiMessages } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addMs, HOUR } from '../../lib/clock.ts';
import { hashOtp, sameHash } from '../../lib/crypto.ts';
import { HttpError, retryWait } from '../../lib/http-error.ts';
import type { AppDeps } from '../../deps.ts';
import { findAdviser, findOrCreateCustomer } from './customers.repository.ts';
import { otpPolicy } from './otp-policy.ts';
import { withOtpLock } from './otp-lock.ts';
import {
  addAttempt,
  countOtpEvents,
  deleteChallenge,
  findChallenge,
  lastOtpEventAt,
  nthLatestOtpEventAt,
  recordOtpEvent,
  replaceChallenge,
} from './otp.repository.ts';
import { createSession } from './session.repository.ts';

/**
 * Who a code is for: a customer logging in (created on first login), an adviser (who must already exist), or a
 * policy's nominee starting a death claim (claims/nominee-otp.ts).
 */
export type OtpAudience = 'customer' | 'adviser' | 'nominee';

/**
 * Until when this client may no longer try codes for this mobile, or undefined when it may. Ten wrong codes for a
 * mobile within an hour lock it, but only for the clients that made wrong guesses: a client address with none of
 * its own may still ask for a code and use it, so a stranger cannot lock the customer out (docs/decisions.md).
 * The lock lifts when the tenth newest wrong code, or this client's newest, is an hour old.
 */
export async function lockedUntil(
  db: Kysely<Database>,
  mobile: string,
  ip: string,
  now: Date,
): Promise<Date | undefined> {
  const since = addMs(now, -HOUR);
  const failures = await countOtpEvents(db, { kind: 'fail', mobile, since });
  if (failures < otpPolicy.maxFailuresPerMobilePerHour) return undefined;
  const own = await nthLatestOtpEventAt(db, { kind: 'fail', mobile, ip }, 1);
  if (!own || own <= since) return undefined;
  const tenth = await nthLatestOtpEventAt(
    db,
    { kind: 'fail', mobile },
    otpPolicy.maxFailuresPerMobilePerHour,
  );
  return addMs(new Date(Math.min(own.getTime(), tenth!.getTime())), HOUR);
}

/** When a new code may be sent for this mobile: after the resend pause and within the hourly cap. */
async function nextSendAt(db: Kysely<Database>, mobile: string, now: Date): Promise<Date> {
  const last = await lastOtpEventAt(db, mobile, 'send');
  const capped = await nthLatestOtpEventAt(db, { kind: 'send', mobile }, otpPolicy.maxSendsPerMobilePerHour);
  const times = [now.getTime()];
  if (last) times.push(last.getTime() + otpPolicy.resendAfterMs);
  if (capped) times.push(capped.getTime() + HOUR);
  return new Date(Math.max(...times));
}

async function adviserOnly(deps: AppDeps, mobile: string) {
  const adviser = await findAdviser(deps.db, mobile);
  if (!adviser) throw new HttpError(403, adminLoginMessages.notAnAdviser);
  return adviser;
}

export const mobileKey = (mobile: string) => `otp-mobile:${mobile}`;
export const clientKey = (ip: string) => `otp-client:${ip}`;

/**
 * Whether a new code for this mobile may be sent to this client now (undefined), or the limit that refuses it.
 * Called under withOtpLock on the mobile and the client, with the send recorded in the same transaction: every
 * code to a mobile, a login's or a nominee's, counts against the same limits.
 */
export async function sendRefusal(
  trx: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  mobile: string,
  ip: string,
  now: Date,
): Promise<{ message: string; until: Date } | undefined> {
  const hourAgo = addMs(now, -HOUR);
  const locked = await lockedUntil(trx, mobile, ip, now);
  if (locked) return { message: apiMessages.mobileLocked, until: locked };
  const lastSend = await lastOtpEventAt(trx, mobile, 'send');
  if (lastSend && now.getTime() - lastSend.getTime() < otpPolicy.resendAfterMs) {
    return { message: apiMessages.otpResendTooSoon, until: addMs(lastSend, otpPolicy.resendAfterMs) };
  }
  const sendsForMobile = await countOtpEvents(trx, { kind: 'send', mobile, since: hourAgo });
  if (sendsForMobile >= otpPolicy.maxSendsPerMobilePerHour) {
    return { message: apiMessages.otpHourlyCap, until: await nextSendAt(trx, mobile, now) };
  }
  const sendsFromIp = await countOtpEvents(trx, { kind: 'send', ip, since: hourAgo });
  if (sendsFromIp >= deps.config.otpIpLimitPerHour) {
    const oldest = await nthLatestOtpEventAt(trx, { kind: 'send', ip }, deps.config.otpIpLimitPerHour);
    return { message: apiMessages.rateLimited, until: addMs(oldest!, HOUR) };
  }
  return undefined;
}

/** Sends a code by SMS, counting it; when the SMS fails, `forget` removes the code and the caller gets 502. */
export async function deliverCode(
  deps: AppDeps,
  mobile: string,
  code: string,
  audience: OtpAudience,
  forget: () => Promise<void>,
): Promise<void> {
  const { sms, metrics } = deps;
  const sending = performance.now();
  const took = () => (performance.now() - sending) / 1000;
  try {
    // a nominee's code is for a claim, on its own template; customers and advisers log in
    await sms.sendOtp(mobile, code, audience === 'nominee' ? 'nominee-claim' : 'login');
    metrics.smsDuration.observe({ provider: sms.name, outcome: 'ok' }, took());
    metrics.otpSends.inc({ audience, outcome: 'sent' });
  } catch (error) {
    metrics.smsDuration.observe({ provider: sms.name, outcome: 'failed' }, took());
    metrics.smsFailures.inc({ provider: sms.name });
    metrics.otpSends.inc({ audience, outcome: 'sms_failed' });
    deps.log.error({ err: error, provider: sms.name }, 'SMS delivery failed');
    await forget();
    throw new HttpError(502, apiMessages.smsFailed);
  }
}

/**
 * Sends a new code unless a limit refuses it. Every limit is read and the send recorded under one lock on the
 * mobile and the client address, so concurrent requests cannot all pass the same count; the SMS goes out after
 * the lock is released.
 */
export async function generateOtp(
  deps: AppDeps,
  mobile: string,
  ip: string,
  audience: OtpAudience = 'customer',
): Promise<void> {
  const { db, clock, random, config, metrics } = deps;
  if (audience === 'adviser') await adviserOnly(deps, mobile);
  const now = clock.now();
  const code = random.otpCode();
  const codeHash = hashOtp(config.otpSecret, mobile, code);

  const refusal = await withOtpLock(db, [mobileKey(mobile), clientKey(ip)], async (trx) => {
    const refused = await sendRefusal(trx, deps, mobile, ip, now);
    if (refused) return refused;
    await replaceChallenge(trx, {
      mobile,
      code_hash: codeHash,
      sent_at: now.toISOString(),
      expires_at: addMs(now, otpPolicy.lifetimeMs).toISOString(),
      attempts: 0,
    });
    await recordOtpEvent(trx, { mobile, ip, kind: 'send', at: now.toISOString() });
    return undefined;
  });
  if (refusal) {
    metrics.otpSends.inc({ audience, outcome: 'refused' });
    throw new HttpError(429, refusal.message, retryWait(now, refusal.until));
  }

  // Only this code: a newer one asked for meanwhile stays.
  await deliverCode(deps, mobile, code, audience, () => deleteChallenge(db, mobile, codeHash));
}

type Outcome = 'verified' | 'expired' | 'wrong' | 'refused';

/** After "Too many attempts": the lock's end when this client is locked out, else when a new code may be sent. */
async function retryAt(db: Kysely<Database>, mobile: string, ip: string, now: Date): Promise<Date> {
  return (await lockedUntil(db, mobile, ip, now)) ?? nextSendAt(db, mobile, now);
}

/**
 * Checks the code; on success a fresh bearer token is returned (for a customer, created if new; an adviser
 * must exist already). The tries are counted under a lock on the mobile, so at most maxAttemptsPerCode
 * guesses are ever compared with one code, however many arrive at once.
 */
export async function validateOtp(
  deps: AppDeps,
  mobile: string,
  code: string,
  ip: string,
  audience: OtpAudience = 'customer',
): Promise<string> {
  const { db, clock, random, config } = deps;
  const adviser = audience === 'adviser' ? await adviserOnly(deps, mobile) : undefined;
  const now = clock.now();
  // A code that has used up its tries is refused without taking the lock: under a flood of guesses the
  // requests after the fifth cost one read each instead of queueing for the mobile's lock.
  const spent = await findChallenge(db, mobile);
  if (spent && spent.attempts >= otpPolicy.maxAttemptsPerCode) {
    deps.metrics.otpChecks.inc({ audience, outcome: 'refused' });
    throw new HttpError(429, apiMessages.otpTooMany, retryWait(now, await retryAt(db, mobile, ip, now)));
  }
  const token = random.token();

  const outcome = await withOtpLock<Outcome>(db, [mobileKey(mobile)], async (trx) => {
    if (await lockedUntil(trx, mobile, ip, now)) return 'refused';
    const challenge = await findChallenge(trx, mobile);
    if (!challenge || new Date(challenge.expires_at) <= now) {
      if (challenge) await deleteChallenge(trx, mobile);
      return 'expired';
    }
    if (challenge.attempts >= otpPolicy.maxAttemptsPerCode) return 'refused';

    if (!sameHash(challenge.code_hash, hashOtp(config.otpSecret, mobile, code))) {
      await addAttempt(trx, mobile);
      await recordOtpEvent(trx, { mobile, ip, kind: 'fail', at: now.toISOString() });
      const exhausted = challenge.attempts + 1 >= otpPolicy.maxAttemptsPerCode;
      return exhausted || (await lockedUntil(trx, mobile, ip, now)) ? 'refused' : 'wrong';
    }

    await deleteChallenge(trx, mobile);
    await createSession(trx, adviser ?? (await findOrCreateCustomer(trx, mobile, now)), token, now);
    return 'verified';
  });

  deps.metrics.otpChecks.inc({ audience, outcome });
  if (outcome === 'expired') throw new HttpError(400, apiMessages.otpExpired);
  if (outcome === 'wrong') throw new HttpError(400, apiMessages.otpInvalid);
  if (outcome === 'refused') {
    throw new HttpError(429, apiMessages.otpTooMany, retryWait(now, await retryAt(db, mobile, ip, now)));
  }
  return token;
}
