import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from './helpers.ts';

/** The tables behind a customer's kept GET Policies answer that 004-change-notify did not yet cover. */
const TABLES = ['policies', 'policy_documents'];

/**
 * PostgreSQL's change stamp (004-change-notify, db/postgres-stamp.ts) told of writes to the vault's tables too,
 * so another process's change to a policy or its documents shows at once in an answer kept by this one.
 */
export const policyChangeNotify: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return;
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_notify_change`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bimasetu_notify_change()`.execute(db);
    }
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return;
    for (const table of TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  },
};
