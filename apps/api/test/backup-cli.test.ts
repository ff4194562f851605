// `npm run backup` and `npm run restore` as an operator types them (README, Operations), from the repository's
// root with the database in the environment: a backup taken while the server runs restores into an empty
// database with the rows written before it. The drill in backup-restore.test.ts compares every row and document
// (and the refusal of a database with tables) through the library functions the two scripts call.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, type Config } from '../src/config.ts';
import { clientFor } from './support/client.ts';
import { engine, startTestApp } from './support/test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MOBILE = '9812340077';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` from the root, on the database `env` names (and no .env's). */
function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', SQLITE_PATH: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A database of its own for each side of the restore: a SQLite file, or a new PostgreSQL database. */
async function newDatabase(
  folder: string,
  name: string,
): Promise<{ env: Record<string, string>; config: Config['database'] }> {
  if (engine === 'sqlite') {
    const path = join(folder, `${name}.db`);
    return { env: { SQLITE_PATH: path }, config: { kind: 'sqlite', path } };
  }
  const database = `bimasetu_cli_${name}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return { env: { DATABASE_URL: url.href }, config: { kind: 'postgres', url: url.href } };
}

describe(`npm run backup, then npm run restore (${engine})`, () => {
  it('brings the rows written before the backup back into an empty database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bimasetu-backup-cli-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const source = await newDatabase(folder, 'source');
    const target = await newDatabase(folder, 'target');

    // The server runs on the source while the backup is taken, as the README schedules it.
    const served = await startTestApp({ database: source.config });
    cleanups.push(() => served.close());
    const api = clientFor(served);
    const token = await api.login(MOBILE);
    const written = await api.call('POST', '/api/Insurance/ContactUs', {
      token,
      body: {
        customerName: 'Backup Drill',
        mobile: MOBILE,
        messageType: 'others',
        customerMessage: 'Written before npm run backup',
      },
    });
    expect(written.status).toBe(200);

    const backups = join(folder, 'backups');
    const backedUp = await run('backup', ['--dir', backups], source.env);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const files = readdirSync(backups);
    expect(files).toEqual([
      expect.stringMatching(engine === 'sqlite' ? /^bimasetu-.*\.sqlite$/ : /\.pgdump$/),
    ]);
    const file = join(backups, files[0]!);
    expect(backedUp.stdout).toContain(`Backed up the ${engine} database to ${file}`);

    const restored = await run('restore', [file], target.env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file} into the ${engine} database`);

    // The restored database serves the rows and the session from before the backup.
    const back = await startTestApp({ database: target.config });
    cleanups.push(() => back.close());
    const customer = await back.db
      .selectFrom('customers')
      .select(['mobile', 'role'])
      .where('mobile', '=', MOBILE)
      .executeTakeFirst();
    expect(customer).toEqual({ mobile: MOBILE, role: 'customer' });
    const enquiry = await back.db
      .selectFrom('contact_enquiries')
      .selectAll()
      .where('mobile', '=', MOBILE)
      .executeTakeFirst();
    expect(enquiry).toMatchObject({
      customer_name: 'Backup Drill',
      customer_message: 'Written before npm run backup',
    });
    expect((await clientFor(back).call('GET', '/api/Insurance/GetUserMessageList', { token })).status).toBe(
      200,
    );
  }, 60_000);
});
