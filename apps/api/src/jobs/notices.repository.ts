import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { NoticeTable } from './jobs.table.ts';

export type NewNotice = Pick<NoticeTable, 'key' | 'kind' | 'policy_id' | 'mobile' | 'category'>;

/**
 * Records a notice owed, once per key (a second call, from any process, changes nothing). `withFirst` runs in the
 * same transaction only for the call that creates the row, so what it writes (the in-app message) exists once per
 * key, and only if the row does. Answers whether this call created it.
 */
export async function oweNotice(
  db: Kysely<Database>,
  notice: NewNotice,
  at: Date,
  withFirst?: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('notices')
      .values({ ...notice, status: 'pending', attempts: 0, last_error: '', created_at: at.toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created && withFirst) await withFirst(trx);
    return created !== undefined;
  });
}

/**
 * Takes a notice to send it, in one UPDATE: a pending one (once its retry's backoff has passed), or one left
 * 'sending' by a process that died (its claim ended). Passed means reached, to the millisecond: the job queue
 * times a failed send's retry from the same failure a moment later, so the retry may run in the very millisecond
 * the notice's backoff ends, and must then find the notice free (it used to find it not yet free, finish as
 * done, and leave the reminder unsent until the next scan). Answers the row if this caller now owns it; a sent or failed notice is never taken again.
 */
export async function claimNotice(db: Kysely<Database>, key: string, wallNow: number, leaseMs: number) {
  const now = new Date(wallNow).toISOString();
  return db
    .updateTable('notices')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      claimed_until: new Date(wallNow + leaseMs).toISOString(),
    }))
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
        ]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function markNoticeSent(
  db: Kysely<Database>,
  key: string,
  category: NoticeTable['category'],
  sentAt: Date,
): Promise<void> {
  await db
    .updateTable('notices')
    .set({ status: 'sent', category, sent_at: sentAt.toISOString(), claimed_until: null })
    .where('key', '=', key)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Gives a claimed notice back: pending to be tried again (not before `retryAt`, the backoff, whichever job or scan
 * comes for it), or failed when no retry is left (an operator sees it).
 */
export async function releaseNotice(
  db: Kysely<Database>,
  key: string,
  error: string,
  outcome: { final: boolean; retryAt?: number },
): Promise<void> {
  await db
    .updateTable('notices')
    .set({
      status: outcome.final ? 'failed' : 'pending',
      last_error: error.slice(0, 500),
      claimed_until: !outcome.final && outcome.retryAt ? new Date(outcome.retryAt).toISOString() : null,
    })
    .where('key', '=', key)
    .where('status', '=', 'sending')
    .execute();
}

/** The keys already done with (sent, or failed for good) among a policy's notices of one kind. */
export async function settledNoticeKeys(
  db: Kysely<Database>,
  policyIds: readonly number[],
): Promise<Set<string>> {
  if (policyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notices')
    .select('key')
    .where('policy_id', 'in', policyIds)
    .where('status', 'in', ['sent', 'failed'])
    .execute();
  return new Set(rows.map((row) => row.key));
}

export async function failedNotices(db: Kysely<Database>) {
  return db
    .selectFrom('notices')
    .select(['key', 'kind', 'policy_id', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}
