import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Makes the mobile an adviser's (a customer's number becomes an adviser's) and ends that number's customer
 * sessions, so a token proven as a customer cannot act in the console. Run it inside a transaction.
 */
export async function makeAdviser(
  db: Kysely<Database>,
  adviser: { mobile: string; name: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('customers')
    .values({ mobile: adviser.mobile, role: 'admin', name: adviser.name, created_at: at })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ role: 'admin', name: adviser.name }))
    .execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('mobile', '=', adviser.mobile)
    .where('role', '=', 'customer')
    .execute();
}

export async function adviserName(db: Kysely<Database>, mobile: string): Promise<string> {
  const row = await db.selectFrom('customers').select('name').where('mobile', '=', mobile).executeTakeFirst();
  return row?.name ?? '';
}
