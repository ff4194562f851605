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

export interface FaqFields {
  question: string;
  answer: string;
  priority: number;
}

export async function addFaq(db: Kysely<Database>, faq: FaqFields): Promise<number> {
  const row = await db.insertInto('faqs').values(faq).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the FAQ exists. */
export async function editFaq(db: Kysely<Database>, id: number, faq: FaqFields): Promise<boolean> {
  const result = await db.updateTable('faqs').set(faq).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the FAQ existed. */
export async function deleteFaq(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Puts the FAQs in the order of `ids` (priorities 10, 20, 30…). Answers false, changing nothing, unless the ids
 * name every FAQ exactly once.
 */
export async function reorderFaqs(db: Kysely<Database>, ids: number[]): Promise<boolean> {
  const known = new Set((await db.selectFrom('faqs').select('id').execute()).map((f) => f.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    return false;
  }
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('faqs')
      .set({ priority: (index + 1) * 10 })
      .where('id', '=', id)
      .execute();
  }
  return true;
}
