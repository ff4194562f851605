import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addMs, DAY } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { BatchLoader } from '../../lib/batch-loader.ts';
import { StampedCache } from '../../lib/stamped-cache.ts';
import type { TableName } from '../../db/table-stamps.ts';

export const SESSION_LIFETIME_MS = 30 * DAY;

export async function createSession(
  db: Kysely<Database>,
  customer: { id: number; mobile: string; role: 'customer' | 'admin' },
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      customer_id: customer.id,
      mobile: customer.mobile,
      role: customer.role,
      created_at: now.toISOString(),
      expires_at: addMs(now, SESSION_LIFETIME_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
}

const SESSION_CACHE_SIZE = 10_000;
/** What a session lookup reads: a session kept in memory lasts until one of these is written (Db.changeStamp). */
export const SESSION_TABLES = ['sessions'] as const satisfies readonly TableName[];

/**
 * Finds the live session of a bearer token; every signed-in call runs it first. Sessions not kept in memory are
 * read a batch at a time (BatchLoader), and a session found is kept until the database's change stamp moves (a
 * logout, or any other write, moves it; on PostgreSQL another process's logout moves it when its commit's
 * notification arrives, within milliseconds, so a request that reaches this process before it may still pass);
 * its expiry is checked against the clock on every call. A kept session is answered
 * synchronously (no promise, no turn of the event loop): most signed-in calls end there.
 */
export function sessionLookup(db: Kysely<Database>) {
  // Sessions of many tokens in one query (BatchLoader): whether each is still live is checked against the clock
  // by its own caller.
  const sessions = new BatchLoader(async (tokenHashes) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['customer_id', 'mobile', 'role', 'token_hash', 'expires_at'])
      .where('token_hash', 'in', tokenHashes)
      .where('revoked_at', 'is', null)
      .execute();
    return new Map(rows.map((row) => [row.token_hash, row]));
  });
  type Session = NonNullable<Awaited<ReturnType<typeof sessions.load>>>;
  // expires_at is an ISO timestamp; kept with its time in milliseconds, so a kept session's expiry is one comparison
  const live = new StampedCache<{ session: Session; expiresMs: number }>(SESSION_CACHE_SIZE);
  return (
    token: string,
    now: Date,
    stamp: string | undefined,
  ): Session | undefined | Promise<Session | undefined> => {
    const tokenHash = sha256(token);
    const kept = live.get(tokenHash, stamp);
    if (kept) return kept.expiresMs > now.getTime() ? kept.session : undefined;
    return sessions.load(tokenHash, stamp).then((session) => {
      if (!session) return undefined;
      const expiresMs = Date.parse(session.expires_at);
      live.set(tokenHash, stamp, { session, expiresMs });
      return expiresMs > now.getTime() ? session : undefined;
    });
  };
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
}
