import type { Migration } from 'kysely';
import { required, withId, type AnyDb } from './helpers.ts';

/**
 * One row per claim or service-request clock that ran out and was told to its customer in the app (the clock
 * breach job): the unique key makes the notice once across processes and restarts, written with the message.
 */
export const clockBreachNotices: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('clock_breach_notices'))
      .addColumn('key', 'varchar(160)', (col) => col.notNull().unique())
      .addColumn('subject', 'varchar(20)', required)
      .addColumn('subject_id', 'integer', required)
      .addColumn('clock', 'varchar(40)', required)
      .addColumn('started_at', 'varchar(30)', required)
      .addColumn('mobile', 'varchar(15)', required)
      .addColumn('message_id', 'integer', required)
      .addColumn('noticed_at', 'varchar(30)', required)
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('clock_breach_notices').execute();
  },
};
