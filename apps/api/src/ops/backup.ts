import { spawn } from 'node:child_process';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.ts';

type DatabaseConfig = Config['database'];

/** `bimasetu-20260601T100000Z.sqlite` or `.pgdump`: sorts by time, says what restores it. */
export function backupFileName(database: DatabaseConfig, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `bimasetu-${stamp}.${database.kind === 'sqlite' ? 'sqlite' : 'pgdump'}`;
}

/**
 * The PostgreSQL tools' connection without the password on their command line (where `ps` shows it): the
 * password goes through PGPASSWORD.
 */
function postgresTool(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    target: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * Writes a consistent copy of the whole database, every table whatever its module (documents included), while
 * the server keeps running. SQLite: the online backup API, every page in one step, so the copy is one read
 * snapshot (WAL lets writers go on meanwhile) and a busy writer cannot make it start over. PostgreSQL: pg_dump in
 * its custom format, which reads everything in one snapshot transaction.
 */
export async function backupDatabase(database: DatabaseConfig, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  if (database.kind === 'sqlite') {
    if (database.path === ':memory:') throw new Error('an in-memory database has nothing to back up');
    const source = new SQLite(database.path, { fileMustExist: true });
    try {
      await source.backup(file, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    return;
  }
  const { target, env } = postgresTool(database.url);
  const only = database.schema ? ['--schema', database.schema] : [];
  await run('pg_dump', ['--format=custom', '--no-owner', ...only, '--file', file, '--dbname', target], env);
}

/** The tables a restore would overwrite: none, or the restore refuses. */
async function existingTables(database: DatabaseConfig): Promise<string[]> {
  if (database.kind === 'sqlite') {
    const exists = await stat(database.path).then(
      () => true,
      () => false,
    );
    if (!exists) return [];
    const sqlite = new SQLite(database.path, { readonly: true });
    try {
      const rows = sqlite
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all() as { name: string }[];
      return rows.map((row) => row.name);
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      'select table_name from information_schema.tables where table_schema = $1',
      [database.schema ?? 'public'],
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup back into an empty database (a new SQLite file, or a PostgreSQL database or schema with no
 * tables); refuses a database that has tables, so a restore never mixes two histories. The server is started
 * afterwards and runs any migration newer than the backup.
 */
export async function restoreDatabase(database: DatabaseConfig, file: string): Promise<void> {
  await stat(file);
  const tables = await existingTables(database);
  if (tables.length > 0) {
    throw new Error(
      `the database is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}); restore into a new one`,
    );
  }
  if (database.kind === 'sqlite') {
    await mkdir(dirname(database.path), { recursive: true });
    // A WAL or shared-memory file left beside an old database would be read as part of the new one.
    await Promise.all(['-wal', '-shm'].map((suffix) => rm(`${database.path}${suffix}`, { force: true })));
    await copyFile(file, database.path);
    return;
  }
  const { target, env } = postgresTool(database.url);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', target, file],
    env,
  );
}
