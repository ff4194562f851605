import type { Migration } from 'kysely';
import { addChangeTriggers, dropChangeTriggers } from './004-change-notify.ts';
import { isPostgres, type AnyDb } from './helpers.ts';

/** The tables behind a customer's kept GET Policies answer that 004-change-notify did not yet cover. */
const TABLES = ['policies', 'policy_documents'];

/**
 * PostgreSQL's change stamp (004-change-notify, db/postgres-stamp.ts) told of writes to the vault's tables too,
 * so another process's change to a policy or its documents shows at once in an answer kept by this one.
 */
export const policyChangeNotify: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) await addChangeTriggers(db, TABLES);
  },
  async down(db: AnyDb) {
    if (isPostgres(db)) await dropChangeTriggers(db, TABLES);
  },
};
