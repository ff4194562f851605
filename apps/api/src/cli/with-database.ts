import type { Kysely } from 'kysely';
import { loadConfig, loadDotEnv } from '../config.ts';
import { connect } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Runs a command-line tool's work in one transaction on the configured database, brought up to date first,
 * and closes it afterwards.
 */
export async function inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  loadDotEnv();
  const database = connect(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    return await database.db.transaction().execute(work);
  } finally {
    await database.close();
  }
}
