import type { Migration } from 'kysely';
import { starterFaqPriority, starterFaqs } from '@bimasetu/contract';
import type { AnyDb } from './helpers.ts';

// The FAQs every customer sees on day one (in the contract: the web build prerenders them on /faq too).

export const faqSeed: Migration = {
  async up(db: AnyDb) {
    await db
      .insertInto('faqs')
      .values(starterFaqs.map((faq, index) => ({ ...faq, priority: starterFaqPriority(index) })))
      .execute();
  },
  async down(db: AnyDb) {
    await db.deleteFrom('faqs').execute();
  },
};
