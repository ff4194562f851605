import { DATA_FAQ_ANSWER, DATA_FAQ_QUESTION as DATA_FAQ } from '@bimasetu/contract';
import type { Migration } from 'kysely';
import { blank, required, withId, type AnyDb } from './helpers.ts';

const OLD_ANSWER =
  'We share your details only with the insurers you ask us to approach. Aadhaar numbers are stored encrypted and only the last four digits are ever shown. We never ask for your OTP over a call.';

/**
 * Consent records (one row per consent given: purpose, the version of the exact text shown, channel, screen,
 * time given and time withdrawn), the indexes the retention sweep and the data-rights calls read by, and the
 * seeded FAQ answer about data brought in line with the one sentence the footer and Privacy Policy say.
 */
export const consentRecords: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('consents'))
      .addColumn('mobile', 'varchar(15)', required)
      .addColumn('purpose', 'varchar(20)', required)
      .addColumn('text_version', 'varchar(40)', required)
      .addColumn('channel', 'varchar(20)', required)
      .addColumn('screen', 'varchar(100)', blank)
      .addColumn('lead_id', 'integer')
      .addColumn('given_at', 'varchar(30)', required)
      .addColumn('withdrawn_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('consents_mobile').on('consents').column('mobile').execute();
    // leads by mobile are indexed by 005 (leads_mobile on mobile, created_at)
    await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
    // Only the seeded wording is replaced: an answer an adviser has since edited stays theirs.
    await db
      .updateTable('faqs')
      .set({ answer: DATA_FAQ_ANSWER })
      .where('question', '=', DATA_FAQ)
      .where('answer', '=', OLD_ANSWER)
      .execute();
  },
  async down(db: AnyDb) {
    await db
      .updateTable('faqs')
      .set({ answer: OLD_ANSWER })
      .where('question', '=', DATA_FAQ)
      .where('answer', '=', DATA_FAQ_ANSWER)
      .execute();
    await db.schema.dropIndex('leads_created_at').execute();
    await db.schema.dropTable('consents').execute();
  },
};
