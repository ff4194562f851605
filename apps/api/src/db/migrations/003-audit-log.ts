import type { Migration } from 'kysely';
import { blank, required, withId, type AnyDb } from './helpers.ts';

/** Who did what to which record, and when: every adviser action. */
export const auditLog: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('audit_log'))
      .addColumn('admin_mobile', 'varchar(15)', required)
      .addColumn('action', 'varchar(40)', required)
      .addColumn('entity', 'varchar(40)', required)
      .addColumn('entity_id', 'varchar(40)', required)
      .addColumn('detail', 'text', blank)
      .addColumn('at', 'varchar(30)', required)
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('messages_status').on('messages').columns(['to_mobile', 'status']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('messages_status').execute();
    await db.schema.dropTable('audit_log').execute();
  },
};
