import { sql, type Migration } from 'kysely';
import { blank, isPostgres, required, withId, zero, type AnyDb } from './helpers.ts';

/**
 * Durable jobs: the SQLite engine's own job table (PostgreSQL's jobs live in pg-boss's schema), and on both
 * engines the notices owed to customers, one row per idempotency key, so a reminder goes exactly once.
 */
export const jobsAndNotices: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) {
      await withId(db, db.schema.createTable('jobs'))
        .addColumn('name', 'varchar(40)', required)
        .addColumn('payload', 'text', required)
        .addColumn('key', 'varchar(160)', blank)
        .addColumn('state', 'varchar(10)', required)
        .addColumn('run_at', 'varchar(30)', required)
        .addColumn('attempts', 'integer', zero)
        .addColumn('max_attempts', 'integer', required)
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('last_error', 'text', blank)
        .addColumn('created_at', 'varchar(30)', required)
        .addColumn('updated_at', 'varchar(30)', required)
        .execute();
      await db.schema
        .createIndex('jobs_one_live_per_key')
        .on('jobs')
        .columns(['name', 'key'])
        .unique()
        .where(sql<boolean>`state in ('due', 'running')`)
        .execute();
      await db.schema.createIndex('jobs_by_state').on('jobs').columns(['state', 'run_at']).execute();
    }
    await withId(db, db.schema.createTable('notices'))
      .addColumn('key', 'varchar(160)', (col) => col.notNull().unique())
      .addColumn('kind', 'varchar(30)', required)
      .addColumn('policy_id', 'integer', required)
      .addColumn('mobile', 'varchar(15)', required)
      .addColumn('category', 'varchar(12)', required)
      .addColumn('status', 'varchar(10)', required)
      .addColumn('attempts', 'integer', zero)
      .addColumn('last_error', 'text', blank)
      .addColumn('claimed_until', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', required)
      .addColumn('sent_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('notices_policy').on('notices').columns(['policy_id', 'kind']).execute();
    await db.schema.createIndex('notices_status').on('notices').columns(['status', 'created_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('notices').execute();
    if (!isPostgres(db)) await db.schema.dropTable('jobs').execute();
  },
};
