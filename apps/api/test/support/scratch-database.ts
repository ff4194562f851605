// A database of its own for a test that runs the server as a separate process: a SQLite file in a new folder, or a
// new PostgreSQL database (a process started with DATABASE_URL uses its public schema), removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { engine } from './test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Long enough for `create database` / `drop database … with (force)` on a busy two-core machine. */
export const SCRATCH_HOOK_TIMEOUT_MS = 120_000;

export type ScratchDatabase =
  | { kind: 'sqlite'; path: string; env: { SQLITE_PATH: string }; drop(): Promise<void> }
  | { kind: 'postgres'; url: string; env: { DATABASE_URL: string }; drop(): Promise<void> };

/** Runs one statement as the database's administrator (creating and dropping schemas and databases). */
export async function onAdmin(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** `prefix` names the folder or database (letters and underscores), so a leftover says which test made it. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `bimasetu-${prefix}-`));
    const path = join(dir, `${prefix}.db`);
    return {
      kind: 'sqlite',
      path,
      env: { SQLITE_PATH: path },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    drop: () => onAdmin(`drop database if exists ${name} with (force)`),
  };
}
