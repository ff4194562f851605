import type { Migration } from 'kysely';
import { blank, required, withId, zero, type AnyDb } from './helpers.ts';

/** Claims and service requests on a vault policy, and the timeline of each (case_events). */
export const claimsAndServiceRequests: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('claims'))
      .addColumn('policy_id', 'integer', required)
      .addColumn('customer_mobile', 'varchar(15)', required)
      .addColumn('claimant_mobile', 'varchar(15)', required)
      .addColumn('kind', 'varchar(20)', required)
      .addColumn('state', 'varchar(20)', required)
      .addColumn('investigated', 'integer', zero)
      .addColumn('claimed_amount', 'integer')
      .addColumn('approved_amount', 'integer')
      .addColumn('insurer_reference', 'varchar(40)', blank)
      .addColumn('deductions', 'text', blank)
      .addColumn('created_at', 'varchar(30)', required)
      .addColumn('updated_at', 'varchar(30)', required)
      .execute();
    await db.schema.createIndex('claims_customer').on('claims').columns(['customer_mobile', 'id']).execute();
    await db.schema.createIndex('claims_claimant').on('claims').columns(['claimant_mobile', 'id']).execute();
    await db.schema.createIndex('claims_state').on('claims').column('state').execute();

    await withId(db, db.schema.createTable('service_requests'))
      .addColumn('policy_id', 'integer', required)
      .addColumn('customer_mobile', 'varchar(15)', required)
      .addColumn('kind', 'varchar(30)', required)
      .addColumn('state', 'varchar(20)', required)
      .addColumn('details', 'text', blank)
      .addColumn('created_at', 'varchar(30)', required)
      .addColumn('updated_at', 'varchar(30)', required)
      .addColumn('closed_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('service_requests_customer')
      .on('service_requests')
      .columns(['customer_mobile', 'id'])
      .execute();

    await withId(db, db.schema.createTable('case_events'))
      .addColumn('subject', 'varchar(20)', required)
      .addColumn('subject_id', 'integer', required)
      .addColumn('state', 'varchar(20)', required)
      .addColumn('note', 'text', blank)
      .addColumn('by', 'varchar(10)', required)
      .addColumn('actor', 'varchar(15)', required)
      .addColumn('at', 'varchar(30)', required)
      .execute();
    await db.schema
      .createIndex('case_events_subject')
      .on('case_events')
      .columns(['subject', 'subject_id', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('case_events').execute();
    await db.schema.dropTable('service_requests').execute();
    await db.schema.dropTable('claims').execute();
  },
};
