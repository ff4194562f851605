import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { RecentlyUsed } from '../lib/recently-used.ts';
import type { Database } from './database.ts';
import { resilientPool } from './postgres-pool.ts';
import { postgresStamp } from './postgres-stamp.ts';
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
 * Kysely prepares every query anew; preparing costs more than running our small queries, so prepared
 * statements are kept by their SQL text (the values are bound per call). Least recently used go first. A statement
 * that may write moves `counters` for the table it writes (writeCounter) each time it runs: every write of this
 * connection goes through here.
 */
function withStatementCache(sqlite: SQLite.Database, counters: TableCounters) {
  const statements = new RecentlyUsed<string, SQLite.Statement>(STATEMENT_CACHE_SIZE);
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = countingWrites(sqlite.prepare(sql), writeCounter(sql, counters));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** A statement as Kysely's SQLite driver uses it (reader, all, run, iterate), counting its runs as writes. */
function countingWrites(
  statement: SQLite.Statement,
  count: ReturnType<typeof writeCounter>,
): SQLite.Statement {
  if (count === undefined) return statement;
  const counted =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args);
      } finally {
        // Kysely binds a statement's values as one array
        count(Array.isArray(args[0]) ? args[0] : undefined);
      }
    };
  const kyselyUses: Pick<SQLite.Statement, 'reader' | 'all' | 'run' | 'iterate'> = {
    reader: statement.reader,
    all: counted(statement.all.bind(statement)),
    run: counted(statement.run.bind(statement)),
    iterate: counted(statement.iterate.bind(statement)),
  };
  return kyselyUses as SQLite.Statement;
}

/** One query layer over two real engines: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export function connect(
  database: Config['database'],
  onConnectionError: (error: Error) => void = () => {},
  metrics?: Pick<Metrics, 'dbPoolWait' | 'dbPoolTimeouts' | 'reportPool'>,
): Db {
  const timeoutMs = database.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (database.kind === 'postgres') {
    const stamp = postgresStamp({ url: database.url, schema: database.schema, onError: onConnectionError });
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
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, counters) }),
  });
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
    ping: () => withinReadyTimeout(async () => sqlite.prepare('select 1').get()),
    close: () => db.destroy(),
    changeStamp,
    keyStamp,
  };
}
