// Advisers for the journeys: made with the real `npm run admin:add` command on the journeys' database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export function addAdviser(mobile: string, name: string): void {
  const sqlite = process.env.E2E_SQLITE_PATH;
  if (!sqlite) throw new Error('E2E_SQLITE_PATH is not set: run through playwright.config.ts');
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'admin:add', '--', '--mobile', mobile, '--name', name],
    {
      cwd: repoRoot,
      env: { ...process.env, SQLITE_PATH: sqlite, NODE_ENV: 'test' },
      encoding: 'utf8',
    },
  );
  expect(output).toContain(`(${mobile}) can now log in at /admin/login`);
}
