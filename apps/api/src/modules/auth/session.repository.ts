import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addMs, DAY } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';

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

export async function findActiveSession(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
}
