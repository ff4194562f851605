import type { Kysely } from 'kysely';
import type { Database, LeadTable } from '../../db/database.ts';

export async function insertLead(db: Kysely<Database>, lead: Omit<LeadTable, 'id'>): Promise<number> {
  const row = await db.insertInto('leads').values(lead).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
