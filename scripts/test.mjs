// npm test: format, lint and typecheck, then every suite — units, the API on SQLite and on PostgreSQL,
// the web build and the browser journeys. Every step runs even after one fails (the journeys need the build),
// so one run shows every problem; it ends with one count line.
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

// The names of the failing tests, printed again at the end so the last lines of a long run say what failed.
function vitestFailures(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${suite.name.replace(root, '')} › ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
      ),
  );
}

const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function playwrightFailures(file) {
  const { suites } = JSON.parse(readFileSync(file, 'utf8'));
  const found = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = (test.results.at(-1)?.error?.message ?? '').replace(colours, '');
        found.push(
          `${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}: ${error.split('\n')[0]}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return found;
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
  return {
    name,
    command: 'npx',
    args,
    env,
    counts: () => vitestCounts(output),
    failures: () => vitestFailures(output),
    report: output,
  };
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
    failures: () => playwrightFailures(playwrightReport),
    report: playwrightReport,
  },
];

const only = process.argv.slice(2);
const failedSteps = [];
const failedTests = [];
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  if (step.name === 'e2e' && failedSteps.includes('build')) {
    console.log('\n▶ e2e skipped: the build failed');
    totals.failed += 1;
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: step.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  let stepFailures = 0;
  if (step.counts && step.report && existsSync(step.report)) {
    const counts = step.counts();
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    stepFailures = counts.failed;
    if (stepFailures > 0) {
      try {
        failedTests.push(...step.failures().map((line) => `${step.name}: ${line.slice(0, 400)}`));
      } catch (error) {
        failedTests.push(`${step.name}: could not read the failing tests (${error.message})`);
      }
    }
  }
  console.log(
    `◀ ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) {
    failedSteps.push(step.name);
    // A step that failed without a failing test (format, lint, a crash) counts as one failure.
    if (stepFailures === 0) totals.failed += 1;
  }
}

if (failedTests.length > 0)
  console.log(`\nFailing tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);
console.log(failedSteps.length > 0 ? `\nFailed: ${failedSteps.join(', ')}.` : '\nEvery step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
