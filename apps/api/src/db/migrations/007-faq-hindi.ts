import { bilingualStarterFaqs } from '@bimasetu/contract';
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.ts';

/**
 * FAQs in two languages: each FAQ gets a Hindi question and answer beside its English (null while not translated),
 * and the seeded FAQs get theirs. Only a seeded FAQ whose English is still the seed's is filled in: an FAQ an
 * adviser has since reworded keeps no Hindi until an adviser writes one for the new words.
 */
export const faqHindi: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('faqs').addColumn('question_hi', 'text').execute();
    await db.schema.alterTable('faqs').addColumn('answer_hi', 'text').execute();
    for (const faq of bilingualStarterFaqs) {
      await db
        .updateTable('faqs')
        .set({ question_hi: faq.questionHi, answer_hi: faq.answerHi })
        .where('question', '=', faq.question)
        .where('answer', '=', faq.answer)
        .execute();
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('faqs').dropColumn('answer_hi').execute();
    await db.schema.alterTable('faqs').dropColumn('question_hi').execute();
  },
};
