import type { Migration } from 'kysely';
import { required, type AnyDb } from './helpers.ts';

/**
 * What a policy's premium was priced from, kept when an adviser records it from a request's quote (the line, plan,
 * rate table, date, the engine's premium and the details it read, as JSON): the renewal page prices it again.
 * A policy added from elsewhere has none.
 */
export const renewalBasis: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('policy_premium_bases')
      .addColumn('policy_id', 'integer', (col) => col.primaryKey())
      .addColumn('lead_line', 'varchar(30)', required)
      .addColumn('plan_id', 'varchar(60)', required)
      .addColumn('rate_version', 'varchar(40)', required)
      .addColumn('priced_on', 'varchar(10)', required)
      .addColumn('quoted_premium', 'integer', required)
      .addColumn('basis', 'text', required)
      .addColumn('recorded_at', 'varchar(30)', required)
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('policy_premium_bases').execute();
  },
};
