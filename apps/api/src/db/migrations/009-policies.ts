import type { Migration } from 'kysely';
import { blank, isPostgres, required, withId, zero, type AnyDb } from './helpers.ts';

/**
 * The policy vault: a policy (issued through us from a request, or added by its owner), its status events, its
 * documents (sealed with AES-256-GCM, in the database on both engines) and the hourly upload count per customer.
 */
export const policies: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('policies'))
      .addColumn('customer_mobile', 'varchar(15)', required)
      .addColumn('source', 'varchar(20)', required)
      .addColumn('line', 'varchar(20)', required)
      .addColumn('insurer', 'varchar(60)', required)
      .addColumn('plan_name', 'varchar(100)', blank)
      .addColumn('policy_number', 'varchar(40)', required)
      .addColumn('members', 'text', required)
      .addColumn('nominee', 'text', blank)
      .addColumn('sum_insured', 'integer')
      .addColumn('premium', 'integer')
      .addColumn('premium_frequency', 'varchar(20)')
      .addColumn('start_date', 'varchar(10)')
      .addColumn('end_date', 'varchar(10)', required)
      .addColumn('document_received_on', 'varchar(10)')
      .addColumn('renewal_due_on', 'varchar(10)')
      .addColumn('status', 'varchar(20)', required)
      .addColumn('claim_helpline', 'varchar(20)', blank)
      .addColumn('tpa_name', 'varchar(80)', blank)
      .addColumn('tpa_helpline', 'varchar(20)', blank)
      .addColumn('request_id', 'integer')
      .addColumn('help_requested', 'integer', zero)
      .addColumn('created_by', 'varchar(15)', required)
      .addColumn('created_at', 'varchar(30)', required)
      .addColumn('updated_at', 'varchar(30)', required)
      .addColumn('erased_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('policies_customer')
      .on('policies')
      .columns(['customer_mobile', 'id'])
      .execute();
    await db.schema.createIndex('policies_request').on('policies').column('request_id').execute();

    await withId(db, db.schema.createTable('policy_events'))
      .addColumn('policy_id', 'integer', required)
      .addColumn('event', 'varchar(30)', required)
      .addColumn('from_status', 'varchar(20)', blank)
      .addColumn('to_status', 'varchar(20)', required)
      .addColumn('actor', 'varchar(15)', required)
      .addColumn('at', 'varchar(30)', required)
      .execute();
    await db.schema
      .createIndex('policy_events_policy')
      .on('policy_events')
      .columns(['policy_id', 'at'])
      .execute();

    await withId(db, db.schema.createTable('policy_documents'))
      .addColumn('policy_id', 'integer', required)
      .addColumn('customer_mobile', 'varchar(15)', required)
      .addColumn('kind', 'varchar(20)', required)
      .addColumn('file_name', 'varchar(120)', required)
      .addColumn('content_type', 'varchar(40)', required)
      .addColumn('size', 'integer', required)
      .addColumn('sha256', 'varchar(64)', required)
      // iv (12 bytes) | tag (16 bytes) | ciphertext: one sealed value, opened by DOCUMENT_KEY
      .addColumn('sealed', isPostgres(db) ? 'bytea' : 'blob', required)
      .addColumn('uploaded_by', 'varchar(15)', required)
      .addColumn('uploaded_at', 'varchar(30)', required)
      .execute();
    await db.schema
      .createIndex('policy_documents_policy')
      .on('policy_documents')
      .column('policy_id')
      .execute();

    await db.schema
      .createTable('document_upload_counts')
      .addColumn('customer_mobile', 'varchar(15)', required)
      .addColumn('hour', 'varchar(13)', required)
      .addColumn('uploads', 'integer', required)
      .addPrimaryKeyConstraint('document_upload_counts_pk', ['customer_mobile', 'hour'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('document_upload_counts').execute();
    await db.schema.dropTable('policy_documents').execute();
    await db.schema.dropTable('policy_events').execute();
    await db.schema.dropTable('policies').execute();
  },
};
