import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from './helpers.ts';

const notifyFunction = (body: ReturnType<typeof sql>) => sql`
  create or replace function bimasetu_notify_change() returns trigger language plpgsql as $$
  begin
    ${body}
    return null;
  end $$`;

/**
 * The change notifications of 004-change-notify name their table ("<schema>:<table>"), so a process keeps what it
 * read from one table (sessions) through writes to another (messages): db/table-stamps.ts. The bare "<schema>"
 * is still sent for processes of the release before this one during a rolling restart; newer ones ignore it.
 */
export const tableChangeNotify: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return;
    await notifyFunction(sql`
      perform pg_notify('bimasetu_changes', current_schema());
      perform pg_notify('bimasetu_changes', current_schema() || ':' || TG_TABLE_NAME);`).execute(db);
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return;
    await notifyFunction(sql`perform pg_notify('bimasetu_changes', current_schema());`).execute(db);
  },
};
