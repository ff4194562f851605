import type { Kysely } from 'kysely';
import type { Database, OtpChallengeTable, OtpEventTable } from '../../db/database.ts';

export async function findChallenge(db: Kysely<Database>, mobile: string) {
  return db.selectFrom('otp_challenges').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** A new code replaces the old one. */
export async function replaceChallenge(db: Kysely<Database>, challenge: OtpChallengeTable): Promise<void> {
  await db
    .insertInto('otp_challenges')
    .values(challenge)
    .onConflict((oc) =>
      oc.column('mobile').doUpdateSet({
        code_hash: challenge.code_hash,
        sent_at: challenge.sent_at,
        expires_at: challenge.expires_at,
        attempts: 0,
      }),
    )
    .execute();
}

export async function deleteChallenge(
  db: Kysely<Database>,
  mobile: string,
  codeHash?: string,
): Promise<void> {
  let query = db.deleteFrom('otp_challenges').where('mobile', '=', mobile);
  if (codeHash) query = query.where('code_hash', '=', codeHash);
  await query.execute();
}

export async function addAttempt(db: Kysely<Database>, mobile: string): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('mobile', '=', mobile)
    .execute();
}

export async function recordOtpEvent(db: Kysely<Database>, event: Omit<OtpEventTable, 'id'>): Promise<void> {
  await db.insertInto('otp_events').values(event).execute();
}

export async function countOtpEvents(
  db: Kysely<Database>,
  filter: { kind: OtpEventTable['kind']; since: Date; mobile?: string; ip?: string },
): Promise<number> {
  let query = db
    .selectFrom('otp_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', filter.kind)
    .where('at', '>', filter.since.toISOString());
  if (filter.mobile !== undefined) query = query.where('mobile', '=', filter.mobile);
  if (filter.ip !== undefined) query = query.where('ip', '=', filter.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastOtpEventAt(db: Kysely<Database>, mobile: string, kind: OtpEventTable['kind']) {
  return nthLatestOtpEventAt(db, { kind, mobile }, 1);
}

/**
 * The time of the nth newest matching event. A limit of n events per window refuses while the nth newest is in
 * the window, so it lets the next one through when that event leaves it.
 */
export async function nthLatestOtpEventAt(
  db: Kysely<Database>,
  filter: { kind: OtpEventTable['kind']; mobile?: string; ip?: string },
  n: number,
): Promise<Date | undefined> {
  let query = db.selectFrom('otp_events').select('at').where('kind', '=', filter.kind);
  if (filter.mobile !== undefined) query = query.where('mobile', '=', filter.mobile);
  if (filter.ip !== undefined) query = query.where('ip', '=', filter.ip);
  const row = await query
    .orderBy('at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row ? new Date(row.at) : undefined;
}
