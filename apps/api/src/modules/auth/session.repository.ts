import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addMs, DAY } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { prepareQuery } from '../../db/prepared.ts';

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

/** Finds the live session of a bearer token; compiled once, since every signed-in call runs it first. */
export function sessionLookup(db: Kysely<Database>) {
  const find = prepareQuery(db, 2, (tokenHash: string, now: string) =>
    db
      .selectFrom('sessions')
      .select(['customer_id', 'mobile', 'role', 'token_hash'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now),
  );
  return async (token: string, now: Date) => (await find(sha256(token), now.toISOString()))[0];
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
}
