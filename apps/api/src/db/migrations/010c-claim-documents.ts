import type { Migration } from 'kysely';
import { required, withId, type AnyDb } from './helpers.ts';

/** Which vault document (policy_documents, kind 'other') answers which item of a claim's checklist. */
export const claimDocuments: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('claim_documents'))
      .addColumn('claim_id', 'integer', required)
      .addColumn('document_id', 'integer', required)
      .addColumn('item', 'varchar(40)', required)
      .execute();
    await db.schema.createIndex('claim_documents_claim').on('claim_documents').column('claim_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('claim_documents').execute();
  },
};
