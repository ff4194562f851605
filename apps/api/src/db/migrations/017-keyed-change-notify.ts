import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from './helpers.ts';

/** The channel that names the keys (mobiles) a commit's new messages belong to: db/postgres-stamp.ts. */
export const KEYED_CHANNEL = 'bimasetu_keyed_changes';
/** Longer key lists are sent as '*' (every key): a notification's payload must stay under 8,000 bytes. */
const MOST_KEY_CHARACTERS = 7000;

/**
 * Tells each process whose message lists a commit changed, so one customer's new message no longer moves every
 * customer's kept list on PostgreSQL, as SQLite's own count of this process's inserts already allows
 * (KEYED_INSERTS): an insert notifies `<schema>:messages:<mobile>,<mobile>,…` with the from and to mobiles of
 * its rows (from a transition table), an update, delete or truncate `<schema>:messages:*`. The table's
 * notifications on `bimasetu_changes` (004, 016) stay for processes of the release before this one; this
 * release reads the messages table's changes from this channel only. The triggers are written for messages alone:
 * a table added to KEYED_INSERTS needs its own, in a new migration (kept-answers.test.ts checks).
 */
export const keyedChangeNotify: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return;
    await sql`
      create or replace function bimasetu_notify_message_keys() returns trigger language plpgsql as $$
      declare
        keys text;
      begin
        if TG_OP = 'INSERT' then
          select string_agg(distinct key, ',') into keys
            from (select from_mobile as key from inserted union select to_mobile from inserted) as rows_keys;
        end if;
        if keys is null or length(keys) > ${sql.lit(MOST_KEY_CHARACTERS)} then
          keys := '*';
        end if;
        perform pg_notify(${sql.lit(KEYED_CHANNEL)}, current_schema() || ':messages:' || keys);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger messages_notify_keys after insert on messages
      referencing new table as inserted
      for each statement execute function bimasetu_notify_message_keys()`.execute(db);
    await sql`
      create trigger messages_notify_all_keys after update or delete or truncate on messages
      for each statement execute function bimasetu_notify_message_keys()`.execute(db);
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return;
    await sql`drop trigger if exists messages_notify_keys on messages`.execute(db);
    await sql`drop trigger if exists messages_notify_all_keys on messages`.execute(db);
    await sql`drop function if exists bimasetu_notify_message_keys()`.execute(db);
  },
};
