import type { FaqLang } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const inOrder = (db: Kysely<Database>) =>
  db.selectFrom('faqs').orderBy('priority', 'asc').orderBy('id', 'asc');

/** GetFaqList's items in English: the spec's four fields, nothing else. */
export async function listFaqs(db: Kysely<Database>) {
  return inOrder(db).select(['id', 'question', 'answer', 'priority']).execute();
}

/**
 * GetFaqList's items in `lang`: in Hindi each FAQ's Hindi pair, or its English pair (marked `en`) where the Hindi
 * is still missing; never half of each.
 */
export async function listFaqsIn(db: Kysely<Database>, lang: FaqLang) {
  const rows = await inOrder(db)
    .select(['id', 'question', 'answer', 'question_hi', 'answer_hi', 'priority'])
    .execute();
  return rows.map(({ question_hi, answer_hi, ...faq }) =>
    lang === 'hi' && question_hi && answer_hi
      ? { ...faq, question: question_hi, answer: answer_hi, lang: 'hi' as const }
      : { ...faq, lang: 'en' as const },
  );
}

/** The console's list: each FAQ with its Hindi pair, null while not translated. */
export async function listFaqsForAdvisers(db: Kysely<Database>) {
  const rows = await inOrder(db)
    .select(['id', 'question', 'answer', 'question_hi', 'answer_hi', 'priority'])
    .execute();
  return rows.map(({ question_hi, answer_hi, ...faq }) => ({
    ...faq,
    questionHi: question_hi,
    answerHi: answer_hi,
  }));
}

export interface FaqFields {
  question: string;
  answer: string;
  /** Blank: not translated (kept as null). */
  questionHi: string;
  answerHi: string;
  priority: number;
}

function row({ questionHi, answerHi, ...faq }: FaqFields) {
  return { ...faq, question_hi: questionHi || null, answer_hi: answerHi || null };
}

export async function addFaq(db: Kysely<Database>, faq: FaqFields): Promise<number> {
  const added = await db.insertInto('faqs').values(row(faq)).returning('id').executeTakeFirstOrThrow();
  return added.id;
}

/** Answers whether the FAQ exists. */
export async function editFaq(db: Kysely<Database>, id: number, faq: FaqFields): Promise<boolean> {
  const result = await db.updateTable('faqs').set(row(faq)).where('id', '=', id).executeTakeFirst();
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
