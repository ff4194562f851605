import type { Insertable, Kysely } from 'kysely';
import type { Database, LeadTable } from '../../db/database.ts';

export async function insertLead(
  db: Kysely<Database>,
  lead: Omit<Insertable<LeadTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('leads').values(lead).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
