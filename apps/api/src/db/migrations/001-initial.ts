import type { Migration } from 'kysely';
import { blank, required, withId, zero, type AnyDb } from './helpers.ts';

export const initial: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('customers'))
      .addColumn('mobile', 'varchar(15)', (c) => c.notNull().unique())
      .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('customer'))
      .addColumn('name', 'varchar(100)', blank)
      .addColumn('created_at', 'varchar(30)', required)
      .execute();

    await db.schema
      .createTable('otp_challenges')
      .addColumn('mobile', 'varchar(15)', (c) => c.primaryKey())
      .addColumn('code_hash', 'varchar(64)', required)
      .addColumn('sent_at', 'varchar(30)', required)
      .addColumn('expires_at', 'varchar(30)', required)
      .addColumn('attempts', 'integer', zero)
      .execute();

    await withId(db, db.schema.createTable('otp_events'))
      .addColumn('mobile', 'varchar(15)', required)
      .addColumn('ip', 'varchar(64)', required)
      .addColumn('kind', 'varchar(10)', required)
      .addColumn('at', 'varchar(30)', required)
      .execute();
    await db.schema
      .createIndex('otp_events_mobile_at')
      .on('otp_events')
      .columns(['mobile', 'kind', 'at'])
      .execute();
    await db.schema.createIndex('otp_events_ip_at').on('otp_events').columns(['ip', 'kind', 'at']).execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('mobile', 'varchar(15)', required)
      .addColumn('role', 'varchar(10)', required)
      .addColumn('created_at', 'varchar(30)', required)
      .addColumn('expires_at', 'varchar(30)', required)
      .addColumn('revoked_at', 'varchar(30)')
      .execute();

    await withId(db, db.schema.createTable('messages'))
      .addColumn('parentmessageid', 'integer')
      .addColumn('message_date', 'varchar(30)', required)
      .addColumn('from_mobile', 'varchar(15)', required)
      .addColumn('to_mobile', 'varchar(15)', required)
      .addColumn('message_content', 'text', required)
      .addColumn('status', 'varchar(10)', required)
      .addColumn('sender_deleted', 'integer', zero)
      .addColumn('recipient_deleted', 'integer', zero)
      .execute();
    await db.schema
      .createIndex('messages_from')
      .on('messages')
      .columns(['from_mobile', 'message_date'])
      .execute();
    await db.schema
      .createIndex('messages_to')
      .on('messages')
      .columns(['to_mobile', 'message_date'])
      .execute();

    await withId(db, db.schema.createTable('profiles'))
      .addColumn('mobile', 'varchar(15)', (c) => c.notNull().unique())
      .addColumn('first_name', 'varchar(50)', blank)
      .addColumn('last_name', 'varchar(50)', blank)
      .addColumn('email', 'varchar(100)', blank)
      .addColumn('aadhaar_enc', 'varchar(200)', blank)
      .addColumn('pancard', 'varchar(10)', blank)
      .addColumn('nominee_name', 'varchar(50)', blank)
      .addColumn('nominee_relation', 'varchar(20)', blank)
      .addColumn('nominee_dob', 'varchar(10)', blank)
      .addColumn('updated_at', 'varchar(30)', required)
      .execute();

    await withId(db, db.schema.createTable('insurance_requests'))
      .addColumn('phone', 'varchar(15)', required)
      .addColumn('policy_type', 'varchar(30)', required)
      .addColumn('sum_assured', 'varchar(12)', blank)
      .addColumn('full_name', 'varchar(25)', blank)
      .addColumn('application', 'text', required)
      .addColumn('aadhaar_enc', 'varchar(200)', blank)
      .addColumn('status', 'varchar(30)', required)
      .addColumn('remarks', 'text', blank)
      .addColumn('created_on', 'varchar(30)', required)
      .addColumn('updated_at', 'varchar(30)', required)
      .execute();
    await db.schema
      .createIndex('insurance_requests_phone')
      .on('insurance_requests')
      .columns(['phone', 'created_on'])
      .execute();

    await withId(db, db.schema.createTable('contact_enquiries'))
      .addColumn('customer_name', 'varchar(60)', required)
      .addColumn('mobile', 'varchar(15)', required)
      .addColumn('created_datetime', 'varchar(30)', required)
      .addColumn('message_type', 'varchar(40)', required)
      .addColumn('customer_message', 'text', required)
      .addColumn('status', 'varchar(20)', required)
      .addColumn('note', 'text', blank)
      .execute();

    await withId(db, db.schema.createTable('faqs'))
      .addColumn('question', 'text', required)
      .addColumn('answer', 'text', required)
      .addColumn('priority', 'integer', zero)
      .execute();

    await withId(db, db.schema.createTable('leads'))
      .addColumn('reference', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('line', 'varchar(30)', required)
      .addColumn('consent', 'integer', required)
      .addColumn('contact_preference', 'varchar(20)', required)
      .addColumn('mobile', 'varchar(15)', blank)
      .addColumn('details', 'text', required)
      .addColumn('status', 'varchar(20)', required)
      .addColumn('note', 'text', blank)
      .addColumn('created_at', 'varchar(30)', required)
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'leads',
      'faqs',
      'contact_enquiries',
      'insurance_requests',
      'profiles',
      'messages',
      'sessions',
      'otp_events',
      'otp_challenges',
      'customers',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
