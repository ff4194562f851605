import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';

/** Which database, said without its password: PostgreSQL's host, port and database, or the SQLite file. */
export function databaseNamed(database: Config['database']): string {
  if (database.kind === 'sqlite') return `the SQLite database ${database.path}`;
  try {
    const url = new URL(database.url);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    return `the PostgreSQL database ${name} at ${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'the PostgreSQL database (DATABASE_URL is not a URL)';
  }
}

/** The innermost error of a chain of causes (migrate.ts's failure wraps the database's own error). */
function rootCause(error: unknown): unknown {
  let at = error;
  for (let depth = 0; depth < 10 && at instanceof Error && at.cause !== undefined; depth += 1) at = at.cause;
  return at;
}

// Errors a file or a connection gives: the folder, the disk, the network, the name.
const SYSTEM_CODES =
  /^E(?:CONNREFUSED|CONNRESET|HOSTUNREACH|NETUNREACH|NOTFOUND|AI_AGAIN|TIMEDOUT|ACCES|PERM|NOTDIR|ROFS|NOSPC|ISDIR|NOENT)$/;

/** Whether starting failed at the database: opening it, migrating it, or reaching it at all. */
function atTheDatabase(error: unknown, cause: unknown): boolean {
  if (error instanceof Error && /^Migration\b.* failed: /.test(error.message)) return true;
  if (cause instanceof HttpError) return cause.statusCode === 503;
  if (cause instanceof SQLite.SqliteError || cause instanceof pg.DatabaseError) return true;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && SYSTEM_CODES.test(code);
}

/**
 * The one line main.ts prints when the server cannot start for its database (what failed, which database, what to
 * check) instead of a stack trace; undefined for any other failure, whose stack is the useful part.
 */
export function startupFailure(database: Config['database'], error: unknown): string | undefined {
  const cause = rootCause(error);
  if (!atTheDatabase(error, cause)) return undefined;
  const code = (cause as { code?: unknown }).code;
  const said = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause);
  const reason =
    cause instanceof HttpError
      ? 'it is unreachable or did not answer in time'
      : `${typeof code === 'string' && !said.includes(code) ? `${code}: ` : ''}${said}`;
  const check =
    database.kind === 'postgres'
      ? 'check that PostgreSQL is running and reachable from this machine, and that DATABASE_URL (host, port, database, user, password) is right'
      : 'check that SQLITE_PATH is right, that its folder exists and this user may write there, and that the disk has room';
  return `BimaSetu could not start: ${databaseNamed(database)} could not be opened (${reason}); ${check}.`;
}
