// Starting with the database away or unusable: the process exits non-zero with one line saying what failed, which
// database (never its password) and what to check, instead of "Migration  failed: Error: …" and a stack trace.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/server-process.ts';

async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...parentEnv, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

describe('starting without a usable database', () => {
  it('says in one line that the SQLite file cannot be opened, and where', async () => {
    // A folder where the file should be: SQLITE_CANTOPEN, for any user (a read-only folder is writable by root).
    const path = mkdtempSync(join(tmpdir(), 'bimasetu-cantopen-'));
    const { code, stderr } = await start({ SQLITE_PATH: path });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^BimaSetu could not start: the SQLite database .* could not be opened \(SQLITE_CANTOPEN/,
      ),
    ]);
    expect(stderr).toContain(path);
    expect(stderr).toMatch(/check that SQLITE_PATH is right/);
  });

  it('says in one line that PostgreSQL cannot be reached, naming host and port but not the password', async () => {
    const port = await freePort();
    const { code, stderr } = await start({
      DATABASE_URL: `postgres://bimasetu:s3cret-pass@127.0.0.1:${port}/insure`,
      DATABASE_TIMEOUT_MS: '500',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      `BimaSetu could not start: the PostgreSQL database insure at 127.0.0.1:${port} could not be opened ` +
        '(it is unreachable or did not answer in time); check that PostgreSQL is running and reachable from this ' +
        'machine, and that DATABASE_URL (host, port, database, user, password) is right.',
    ]);
    expect(stderr).not.toContain('s3cret-pass');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
