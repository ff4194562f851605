import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from './helpers.ts';

/** Every table whose rows can reach an answer; a table added later that feeds a kept answer is added here too. */
const TABLES = [
  'customers',
  'otp_challenges',
  'otp_events',
  'sessions',
  'messages',
  'profiles',
  'insurance_requests',
  'contact_enquiries',
  'faqs',
  'leads',
  'audit_log',
];

/** Makes each statement writing one of `tables` notify on commit (PostgreSQL only; the function is made below). */
export async function addChangeTriggers(db: AnyDb, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bimasetu_notify_change()`.execute(db);
  }
}

export async function dropChangeTriggers(db: AnyDb, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  }
}

/**
 * PostgreSQL's change stamp (db/postgres-stamp.ts): each statement that writes one of the tables notifies the
 * channel when its transaction commits, so every process listening knows at once that answers it keeps may be
 * stale. The payload is the schema, so databases shared by several schemas (the tests) keep apart. SQLite has
 * its own stamp and needs nothing.
 */
export const changeNotify: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return;
    await sql`
      create or replace function bimasetu_notify_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('bimasetu_changes', current_schema());
        return null;
      end $$`.execute(db);
    await addChangeTriggers(db, TABLES);
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return;
    await dropChangeTriggers(db, TABLES);
    await sql`drop function if exists bimasetu_notify_change()`.execute(db);
  },
};
