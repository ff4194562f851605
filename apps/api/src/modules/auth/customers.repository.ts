import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The customer with this mobile, created on first login. */
export async function findOrCreateCustomer(db: Kysely<Database>, mobile: string, now: Date) {
  await db
    .insertInto('customers')
    .values({ mobile, role: 'customer', name: '', created_at: now.toISOString() })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  return db.selectFrom('customers').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
}

/** The adviser with this mobile (made by `npm run admin:add`), if there is one. */
export async function findAdviser(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('role', '=', 'admin')
    .executeTakeFirst();
}
