import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.ts';

/**
 * A renewal recorded on a policy ends its term (status `renewed`, final) and starts the next term as a new policy
 * row that points back at it; the status job and the recorded changes write `policy_events` (migration 009).
 */
export const policyEvents: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('policies').addColumn('renewed_from', 'integer').execute();
    await db.schema.createIndex('policies_status').on('policies').columns(['status', 'id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('policies_status').execute();
    await db.schema.alterTable('policies').dropColumn('renewed_from').execute();
  },
};
