import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { RecentlyUsed } from '../lib/recently-used.ts';
import type { Database } from './database.ts';
import { databaseMessages, KEEPALIVE_INITIAL_DELAY_MS, resilientPool } from './postgres-pool.ts';
import { LISTENER_CHECK_MS, postgresStamp } from './postgres-stamp.ts';
import { TableCounters, writeCounter, type TableName } from './table-stamps.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /** Answers or fails within READY_TIMEOUT_MS, whatever the database does. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A value that changes whenever anything in the database may have changed: at once for this process's writes,
   * within OTHER_COMMITS_RECHECK_MS (SQLite) or as soon as the commit's notification arrives (PostgreSQL) for another
   * process's commits; read without a round trip; undefined while no such signal is at hand. Lets a response be kept
   * and served again, exactly, until the data under it changes. With `tables`, it moves only with writes that may
   * touch one of them (an insert elsewhere leaves it; an update, a delete or another process's commit moves it on
   * SQLite; see table-stamps.ts): an answer read from those tables alone may be kept under it.
   */
  changeStamp(tables?: readonly TableName[]): string | undefined;
  /**
   * Like changeStamp([table]) for an answer read from `table`'s rows of one key (KEYED_INSERTS: a customer's
   * messages, by mobile), except that this process's inserts for other keys leave it, and on PostgreSQL other
   * processes' too (migration 017 names their keys); on SQLite another process's commit moves it.
   */
  keyStamp(table: TableName, key: string): string | undefined;
}

const STATEMENT_CACHE_SIZE = 500;
/** How long a query may wait for a connection or run, unless the configuration says otherwise. */
export const DEFAULT_TIMEOUT_MS = 3000;
/** /readyz answers within a second whatever the database does: a load balancer's check must not hang. */
export const READY_TIMEOUT_MS = 800;
const POOL_SIZE = 10;

function withinReadyTimeout(check: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
  });
  return Promise.race([check(), late]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}
/** How stale another process's commit may be when an answer kept in memory is served (Db.changeStamp). */
export const OTHER_COMMITS_RECHECK_MS = 1;

/**
 * SQLite's result codes that mean the file cannot be written (or read) just now, not that the request is wrong: the
 * disk is full, the file or its filesystem is read-only, an I/O error, another process kept the write lock past
 * busy_timeout, or the file cannot be opened. Each is answered as the PostgreSQL outage is (a 503).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(?:FULL|READONLY|IOERR|BUSY|CANTOPEN)(?:_|$)/;

export function isSqliteUnavailable(error: unknown): error is InstanceType<typeof SQLite.SqliteError> {
  return error instanceof SQLite.SqliteError && SQLITE_UNAVAILABLE.test(error.code);
}

/** How long /readyz's write check waits for another process's write lock (the check must answer within a second). */
const WRITE_CHECK_BUSY_MS = 200;

/**
 * Whether the last write (or /readyz's write check) failed for a SQLITE_UNAVAILABLE reason, and which: /readyz says
 * not ready meanwhile; a write or a check that succeeds clears it. The first failure of each kind carries the
 * SQLite error as the 503's cause, which plugins/errors.ts logs once (its code: SQLITE_FULL, SQLITE_IOERR_WRITE…).
 */
class SqliteWriteHealth {
  failure: string | undefined;

  /** The answer for `error`: a 503 for a SQLITE_UNAVAILABLE code, anything else unchanged. */
  answer(error: unknown): unknown {
    if (!isSqliteUnavailable(error)) return error;
    const answer = new HttpError(503, databaseMessages.unavailable);
    if (this.failure !== error.code) answer.cause = error;
    this.failure = error.code;
    return answer;
  }

  wrote(): void {
    if (this.failure !== undefined) this.failure = undefined;
  }
}

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries, so prepared
 * statements are kept by their SQL text (the values are bound per call). Least recently used go first. A statement
 * that may write moves `counters` for the table it writes (writeCounter) each time it runs: every write of this
 * connection goes through here, and every failure of a statement is answered through `health`.
 */
function withStatementCache(sqlite: SQLite.Database, counters: TableCounters, health: SqliteWriteHealth) {
  const statements = new RecentlyUsed<string, SQLite.Statement>(STATEMENT_CACHE_SIZE);
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        let prepared: SQLite.Statement;
        try {
          prepared = sqlite.prepare(sql);
        } catch (error) {
          throw health.answer(error);
        }
        statement = guarded(sqlite, prepared, writeCounter(sql, counters), health, sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A statement as Kysely's SQLite driver uses it (reader, all, run, iterate): its runs counted as writes, a failure
 * answered through `health` (a 503 for SQLITE_FULL and the like), and a write that lands (outside a transaction, or
 * a commit) clearing `health`. SQLite rolls the whole transaction back itself on some of those failures (SQLITE_FULL,
 * SQLITE_IOERR, SQLITE_BUSY): Kysely's `rollback` after it then does nothing, instead of failing with "cannot
 * rollback - no transaction is active" in place of the real error.
 */
function guarded(
  sqlite: SQLite.Database,
  statement: SQLite.Statement,
  count: ReturnType<typeof writeCounter>,
  health: SqliteWriteHealth,
  sql: string,
): SQLite.Statement {
  if (/^\s*rollback\s*;?\s*$/i.test(sql)) {
    const rollback: Pick<SQLite.Statement, 'reader' | 'all' | 'run' | 'iterate'> = {
      reader: statement.reader,
      all: statement.all.bind(statement),
      run: (...args: unknown[]) =>
        sqlite.inTransaction ? statement.run(...args) : { changes: 0, lastInsertRowid: 0 },
      iterate: statement.iterate.bind(statement),
    };
    return rollback as SQLite.Statement;
  }
  const lands = count !== undefined || /^\s*commit\b/i.test(sql);
  const answered =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      let result: R;
      try {
        result = run(...args);
      } catch (error) {
        throw health.answer(error);
      } finally {
        // Kysely binds a statement's values as one array
        count?.(Array.isArray(args[0]) ? args[0] : undefined);
      }
      if (lands && !sqlite.inTransaction) health.wrote();
      return result;
    };
  const kyselyUses: Pick<SQLite.Statement, 'reader' | 'all' | 'run' | 'iterate'> = {
    reader: statement.reader,
    all: answered(statement.all.bind(statement)),
    run: answered(statement.run.bind(statement)),
    iterate:
      count === undefined
        ? statement.iterate.bind(statement)
        : (...args: unknown[]) => {
            try {
              return statement.iterate(...args);
            } finally {
              count(Array.isArray(args[0]) ? args[0] : undefined);
            }
          },
  };
  return kyselyUses as SQLite.Statement;
}

/**
 * /readyz's check while the last write failed: a real write that allocates a page and reaches the disk (a table
 * made and dropped in one committed transaction, so nothing is left but a free page), waiting at most
 * WRITE_CHECK_BUSY_MS for another process's lock. Runs with Kysely's one connection held, so no transaction of
 * ours is open on it meanwhile.
 */
function writeCheck(sqlite: SQLite.Database, busyTimeoutMs: number): void {
  sqlite.pragma(`busy_timeout = ${Math.min(busyTimeoutMs, WRITE_CHECK_BUSY_MS)}`);
  try {
    sqlite.exec('begin immediate');
    try {
      sqlite.exec('create table bimasetu_write_check (x); drop table bimasetu_write_check; commit');
    } finally {
      if (sqlite.inTransaction) sqlite.exec('rollback');
    }
  } finally {
    sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  }
}

/** One query layer over two real engines: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export function connect(
  database: Config['database'],
  onConnectionError: (error: Error) => void = () => {},
  metrics?: Pick<Metrics, 'dbPoolWait' | 'dbPoolTimeouts' | 'dbQueryTimeouts' | 'reportPool'>,
): Db {
  const timeoutMs = database.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (database.kind === 'postgres') {
    const stamp = postgresStamp({
      url: database.url,
      schema: database.schema,
      onError: onConnectionError,
      // Checked every 2 s (or DATABASE_TIMEOUT_MS, when shorter), and given as long to answer.
      checkMs: Math.min(timeoutMs, LISTENER_CHECK_MS),
      keepAliveInitialDelayMs: KEEPALIVE_INITIAL_DELAY_MS,
    });
    const { pool, forKysely } = resilientPool({
      url: database.url,
      schema: database.schema,
      timeoutMs,
      max: POOL_SIZE,
      onError: onConnectionError,
      onStatement: stamp.noteStatement,
      metrics,
    });
    metrics?.reportPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: forKysely }) });
    return {
      db,
      engine: 'postgres',
      ping: () => withinReadyTimeout(() => pool.query('select 1')),
      close: async () => {
        await stamp.close();
        await db.destroy();
      },
      changeStamp: stamp.stamp,
      keyStamp: stamp.keyStamp,
    };
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock makes a write wait this long before it fails, instead of at once.
  sqlite.pragma(`busy_timeout = ${timeoutMs}`);
  const counters = new TableCounters();
  const health = new SqliteWriteHealth();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, counters, health) }),
  });
  // Ready while the last write landed; after one failed (SqliteWriteHealth), only once a write check lands.
  const check = async () => {
    if (health.failure === undefined) {
      sqlite.prepare('select 1').get();
      return;
    }
    await db.connection().execute(async () => {
      try {
        writeCheck(sqlite, timeoutMs);
      } catch (error) {
        throw health.answer(error);
      }
      health.wrote();
    });
  };
  // This connection's own writes move `counters` as they run. data_version moves when another connection
  // (another process, a command-line tool) commits; reading it opens a read transaction, so it is read again only
  // once a millisecond has passed since the last read.
  const otherCommits = sqlite.prepare('pragma data_version').pluck();
  let others = 0;
  let othersReadAt = -Infinity;
  const otherCommitsNow = () => {
    const now = performance.now();
    if (now - othersReadAt >= OTHER_COMMITS_RECHECK_MS) {
      others = otherCommits.get() as number;
      othersReadAt = now;
    }
    return others;
  };
  const changeStamp = (tables?: readonly TableName[]) => `${otherCommitsNow()}:${counters.stamp(tables)}`;
  const keyStamp = (table: TableName, key: string) => `${otherCommitsNow()}:${counters.keyStamp(table, key)}`;
  return {
    db,
    engine: 'sqlite',
    ping: () => withinReadyTimeout(check),
    close: () => db.destroy(),
    changeStamp,
    keyStamp,
  };
}
