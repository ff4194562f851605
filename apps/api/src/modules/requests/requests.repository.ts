import type { Kysely } from 'kysely';
import type { Database, InsuranceRequestTable } from '../../db/database.ts';

export async function insertRequest(
  db: Kysely<Database>,
  request: Omit<InsuranceRequestTable, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('insurance_requests')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer's requests, newest first. */
export async function listRequestsByPhone(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('insurance_requests')
    .select(['id', 'policy_type', 'created_on', 'sum_assured', 'status', 'remarks'])
    .where('phone', '=', phone)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
