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
   * A value that changes whenever anything in the database may have changed, by this process or another, read
   * without a round trip; undefined where no such cheap signal exists (PostgreSQL). Lets a response be kept
   * and served again, exactly, until the data under it changes.
   */
  changeStamp(): string | undefined;
}

const STATEMENT_CACHE_SIZE = 500;

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
  // total_changes(): rows this connection has written since it opened; data_version: moves when another
  // connection (another process, a command-line tool) commits. Together they catch every write.
  const stamp = sqlite.prepare('select total_changes(), data_version from pragma_data_version').raw(true);
  return {
    db,
    engine: 'sqlite',
    ping: async () => {
      sqlite.prepare('select 1').get();
    },
    close: () => db.destroy(),
    changeStamp: () => (stamp.get() as number[]).join(':'),
  };
}
