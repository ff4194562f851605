import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Runs `work` in one transaction that holds a lock on each key (a mobile, a client address) until it commits,
 * so reading a limit's count and recording the new event are one step: two requests for the same mobile, on
 * this process or another, take turns instead of both reading the same count. PostgreSQL takes transaction
 * advisory locks (shared by every process on the database, released at commit or rollback); SQLite already
 * runs one write transaction at a time. Keys are locked in the order given, and callers always give the
 * mobile before the address, so two requests never wait on each other in a circle.
 */
export async function withOtpLock<T>(
  db: Kysely<Database>,
  keys: string[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, keys);
    return work(trx);
  });
}

/**
 * Holds a lock on each key, in the order given, until the caller's transaction ends: a PostgreSQL transaction
 * advisory lock (shared by every process on the database); nothing on SQLite, whose one connection already runs
 * one write transaction at a time. The one place the app takes such a lock by name (OTP limits, a policy's
 * cases, an application sent once).
 */
export async function lockKeys(trx: Transaction<Database>, keys: readonly string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
