import type { Migration } from 'kysely';
import { required, withId, type AnyDb } from './helpers.ts';

/**
 * The steps of a claim's grievance as the customer records them (sent to the insurer, its reply, Bima Bharosa,
 * the Ombudsman), each once per claim, and the codes sent to a nominee's mobile before a death claim.
 */
export const grievances: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('grievance_steps'))
      .addColumn('claim_id', 'integer', required)
      .addColumn('step', 'varchar(30)', required)
      .addColumn('reason', 'varchar(30)', required)
      .addColumn('at', 'varchar(30)', required)
      .addColumn('recorded_at', 'varchar(30)', required)
      .addColumn('by', 'varchar(10)', required)
      .addColumn('actor', 'varchar(15)', required)
      // one of each step per claim: two sends at once, one wins
      .addUniqueConstraint('grievance_steps_claim_step', ['claim_id', 'step'])
      .execute();

    await db.schema
      .createTable('nominee_otp_challenges')
      .addColumn('mobile', 'varchar(15)', (c) => c.primaryKey())
      .addColumn('policy_id', 'integer', required)
      .addColumn('code_hash', 'varchar(64)', required)
      .addColumn('sent_at', 'varchar(30)', required)
      .addColumn('expires_at', 'varchar(30)', required)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('nominee_otp_challenges').execute();
    await db.schema.dropTable('grievance_steps').execute();
  },
};
