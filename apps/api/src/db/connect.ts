import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A value that changes whenever anything in the database may have changed: at once for this process's writes,
   * within OTHER_COMMITS_RECHECK_MS for another process's commits; read without a round trip; undefined where no such cheap signal exists (PostgreSQL). Lets a response be kept
   * and served again, exactly, until the data under it changes.
   */
  changeStamp(): string | undefined;
}

const STATEMENT_CACHE_SIZE = 500;
/** How stale another process's commit may be when an answer kept in memory is served (Db.changeStamp). */
export const OTHER_COMMITS_RECHECK_MS = 1;

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries, so prepared
 * statements are kept by their SQL text (the values are bound per call). Least recently used go first.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** One query layer over two real engines: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export function connect(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => db.destroy(),
      changeStamp: () => undefined,
    };
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // total_changes(): rows this connection has written since it opened, read on every call (it costs nothing).
  // data_version: moves when another connection (another process, a command-line tool) commits; reading it
  // opens a read transaction, so it is read again only once a millisecond has passed since the last read.
  const ownWrites = sqlite.prepare('select total_changes()').pluck();
  const otherCommits = sqlite.prepare('pragma data_version').pluck();
  let others = 0;
  let othersReadAt = -Infinity;
  const changeStamp = () => {
    const now = performance.now();
    if (now - othersReadAt >= OTHER_COMMITS_RECHECK_MS) {
      others = otherCommits.get() as number;
      othersReadAt = now;
    }
    return `${ownWrites.get() as number}:${others}`;
  };
  return {
    db,
    engine: 'sqlite',
    ping: async () => {
      sqlite.prepare('select 1').get();
    },
    close: () => db.destroy(),
    changeStamp,
  };
}
