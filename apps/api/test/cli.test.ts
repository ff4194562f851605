import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

// The command-line tools write to the SQLite file named by SQLITE_PATH, the file the app is running on.
const apiDir = new URL('..', import.meta.url).pathname;
let file = '';
const test = useTestApp(() => {
  file = join(mkdtempSync(join(tmpdir(), 'bimasetu-cli-')), 'cli.db');
  return { sqlitePath: file };
});
const { api } = test;

function run(script: string, sqlitePath: string, args: string[] = []): string {
  return execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

describe('npm run seed:demo', () => {
  it('creates customer 9876543210 with two requests (one with remarks) and two messages from admin, once', async () => {
    expect(run('src/cli/seed-demo.ts', file)).toMatch(/created with two requests/);
    expect(run('src/cli/seed-demo.ts', file)).toMatch(/nothing added/);
    const token = await api.login('9876543210');
    const requests = await api.call<{ remarks: string }[]>(
      'GET',
      '/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=9876543210',
      { token },
    );
    expect(requests.body).toHaveLength(2);
    expect(requests.body.filter((r) => r.remarks !== '')).toHaveLength(1);
    const messages = await api.call<{ userReceivedMessageList: { fromMobile: string }[] }>(
      'GET',
      '/api/Insurance/GetUserMessageList',
      { token },
    );
    expect(messages.body.userReceivedMessageList.map((m) => m.fromMobile)).toEqual(['admin', 'admin']);
  });
});

describe('npm run admin:add', () => {
  it('makes an adviser whose login token is refused on customer routes', async () => {
    expect(run('src/cli/admin-add.ts', file, ['--mobile', '9812345678', '--name', 'Kavya Rao'])).toMatch(
      /Kavya Rao/,
    );
    const token = await api.login('9812345678');
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token })).status).toBe(403);
    const row = await test.db
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', '9812345678')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', name: 'Kavya Rao' });
  });

  it('ends the customer sessions of the number it makes an adviser', async () => {
    const token = await api.login('9812345678');
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token })).status).toBe(200);
    run('src/cli/admin-add.ts', file, ['--mobile', '9812345678', '--name', 'Kavya Rao']);
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token })).status).toBe(401);
  });

  it('refuses a bad mobile or a missing name', () => {
    expect(() => run('src/cli/admin-add.ts', file, ['--mobile', '98', '--name', 'X'])).toThrow();
    expect(() => run('src/cli/admin-add.ts', file, ['--mobile', '9812345678'])).toThrow();
  });
});
