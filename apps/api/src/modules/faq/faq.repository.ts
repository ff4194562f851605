import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function listFaqs(db: Kysely<Database>) {
  return db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'priority'])
    .orderBy('priority', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
