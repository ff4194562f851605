import { apiMessages, claimMessages } from '@bimasetu/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { addMs } from '../../lib/clock.ts';
import { hashOtp, sameHash } from '../../lib/crypto.ts';
import { HttpError, retryWait } from '../../lib/http-error.ts';
import { withOtpLock } from '../auth/otp-lock.ts';
import { otpPolicy } from '../auth/otp-policy.ts';
import { recordOtpEvent } from '../auth/otp.repository.ts';
import { clientKey, deliverCode, lockedUntil, mobileKey, sendRefusal } from '../auth/otp.service.ts';
import { claimKindsFor, sameName } from './claim-kinds.ts';

export interface NomineePolicy {
  id: number;
  customerMobile: string;
  /** The nominee's mobile on the policy's record ('' when it names none). */
  nomineeMobile: string;
}

/**
 * The life policy with this number whose record names this nominee, as people write names, with the caller's
 * mobile as the nominee's. Policy numbers are typed in by customers, so several customers' vaults may hold the
 * same number naming the same nominee: only the one whose nominee is the caller counts, and any other is as if it
 * did not exist (the caller learns nothing of other customers' policies). Several of the caller's (a policy and
 * its renewal): the latest record.
 */
export async function findNomineePolicy(
  db: Kysely<Database>,
  policyNumber: string,
  nomineeName: string,
  callerMobile: string,
): Promise<NomineePolicy | undefined> {
  const candidates = await db
    .selectFrom('policies')
    .select(['id', 'customer_mobile', 'line', 'nominee'])
    .where('policy_number', '=', policyNumber.trim())
    .where('erased_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  for (const row of candidates) {
    const nominee = row.nominee
      ? (JSON.parse(row.nominee) as { name?: string; mobile?: string } | null)
      : null;
    if (
      claimKindsFor(row.line).includes('death') &&
      nominee?.name &&
      sameName(nominee.name, nomineeName) &&
      nominee.mobile === callerMobile
    ) {
      return { id: row.id, customerMobile: row.customer_mobile, nomineeMobile: nominee.mobile };
    }
  }
  return undefined;
}

// The code is bound to the mobile and the policy: a login code, or one sent for another policy, never matches.
const codeHash = (deps: AppDeps, mobile: string, policyId: number, code: string) =>
  hashOtp(deps.config.otpSecret, `${mobile}:death-claim:${policyId}`, code);

const challengeOf = (db: Kysely<Database>, mobile: string) =>
  db.selectFrom('nominee_otp_challenges').selectAll().where('mobile', '=', mobile).executeTakeFirst();

/**
 * Sends a code to the nominee's mobile for this policy, under the same limits as a login code to that mobile
 * (the same lock, the same counted sends and failures), replacing any earlier nominee code for it.
 */
export async function sendNomineeOtp(deps: AppDeps, policy: NomineePolicy, ip: string): Promise<void> {
  const { db, clock, random, metrics } = deps;
  const mobile = policy.nomineeMobile;
  const now = clock.now();
  const code = random.otpCode();
  const hash = codeHash(deps, mobile, policy.id, code);
  const refusal = await withOtpLock(db, [mobileKey(mobile), clientKey(ip)], async (trx) => {
    const refused = await sendRefusal(trx, deps, mobile, ip, now);
    if (refused) return refused;
    const challenge = {
      policy_id: policy.id,
      code_hash: hash,
      sent_at: now.toISOString(),
      expires_at: addMs(now, otpPolicy.lifetimeMs).toISOString(),
      attempts: 0,
    };
    await trx
      .insertInto('nominee_otp_challenges')
      .values({ mobile, ...challenge })
      .onConflict((oc) => oc.column('mobile').doUpdateSet(challenge))
      .execute();
    await recordOtpEvent(trx, { mobile, ip, kind: 'send', at: now.toISOString() });
    return undefined;
  });
  if (refusal) {
    metrics.otpSends.inc({ audience: 'nominee', outcome: 'refused' });
    throw new HttpError(429, refusal.message, retryWait(now, refusal.until));
  }
  await deliverCode(deps, mobile, code, 'nominee', async () => {
    await db
      .deleteFrom('nominee_otp_challenges')
      .where('mobile', '=', mobile)
      .where('code_hash', '=', hash)
      .execute();
  });
}

type Checked<T> = { outcome: 'verified'; value: T } | { outcome: 'expired' | 'wrong' | 'refused' };

/**
 * Checks the nominee's code for this policy and, only when it is right, runs `start` in the same locked
 * transaction (the code is spent with the claim it started). Wrong codes count as a login's do: five per code,
 * ten per mobile an hour before the mobile locks for the clients that guessed.
 */
export async function withNomineeCode<T>(
  deps: AppDeps,
  policy: NomineePolicy,
  code: string,
  ip: string,
  start: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { db, clock, metrics } = deps;
  const mobile = policy.nomineeMobile;
  const now = clock.now();
  const spent = await challengeOf(db, mobile);
  const checked: Checked<T> =
    spent && spent.attempts >= otpPolicy.maxAttemptsPerCode
      ? { outcome: 'refused' }
      : await withOtpLock<Checked<T>>(db, [mobileKey(mobile)], async (trx) => {
          if (await lockedUntil(trx, mobile, ip, now)) return { outcome: 'refused' };
          const challenge = await challengeOf(trx, mobile);
          const forget = () =>
            trx.deleteFrom('nominee_otp_challenges').where('mobile', '=', mobile).execute();
          if (!challenge || new Date(challenge.expires_at) <= now) {
            if (challenge) await forget();
            return { outcome: 'expired' };
          }
          if (challenge.attempts >= otpPolicy.maxAttemptsPerCode) return { outcome: 'refused' };
          const right =
            challenge.policy_id === policy.id &&
            sameHash(challenge.code_hash, codeHash(deps, mobile, policy.id, code));
          if (!right) {
            await trx
              .updateTable('nominee_otp_challenges')
              .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
              .where('mobile', '=', mobile)
              .execute();
            await recordOtpEvent(trx, { mobile, ip, kind: 'fail', at: now.toISOString() });
            const exhausted = challenge.attempts + 1 >= otpPolicy.maxAttemptsPerCode;
            return { outcome: exhausted || (await lockedUntil(trx, mobile, ip, now)) ? 'refused' : 'wrong' };
          }
          await forget();
          return { outcome: 'verified', value: await start(trx) };
        });
  metrics.otpChecks.inc({ audience: 'nominee', outcome: checked.outcome });
  if (checked.outcome === 'verified') return checked.value;
  if (checked.outcome === 'expired') throw new HttpError(400, claimMessages.nomineeOtpExpired);
  if (checked.outcome === 'wrong') throw new HttpError(400, claimMessages.nomineeOtpWrong);
  throw new HttpError(429, apiMessages.otpTooMany);
}
