// npm test: format, lint and typecheck, then every suite — units, the API on SQLite and on PostgreSQL,
// the web build and the browser journeys. Stops at the first failing step and ends with one count line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'bimasetu-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const vitest = (name, projects, env = {}) => {
  const output = join(reports, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  return { name, command: 'npx', args, env, counts: () => vitestCounts(output), report: output };
};

const playwrightReport = join(reports, 'e2e.json');
const steps = [
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  vitest('unit', ['contract', 'web']),
  vitest('api-sqlite', ['api'], { DB_ENGINE: 'sqlite' }),
  vitest('api-postgres', ['api'], { DB_ENGINE: 'postgres' }),
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent', '-w', '@bimasetu/web'] },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    cwd: join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: () => playwrightCounts(playwrightReport),
    report: playwrightReport,
  },
];

const only = process.argv.slice(2);
let failedStep;
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: step.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (step.counts && step.report && existsSync(step.report)) {
    const counts = step.counts();
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  }
  console.log(
    `◀ ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    if (!step.counts || totals.failed === 0) totals.failed += 1;
    break;
  }
}

console.log(failedStep ? `\nnpm test stopped: ${failedStep} failed.` : '\nEvery step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
