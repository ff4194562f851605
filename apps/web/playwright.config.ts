// Journeys in Debian's Chromium against the real server (API + built web app on one port) on a temporary SQLite file.
// Build the web app first (`npm run build -w @bimasetu/web`); this config starts the server but builds nothing.
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DISCLOSURES } from '../api/test/support/sample-disclosures.ts';
import { chromiumArgs } from './e2e/support/chromium.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 8765);
// Workers re-read this file: the path is fixed once in the environment so they all agree.
process.env.E2E_SQLITE_PATH ??= join(tmpdir(), `bimasetu-e2e-${Date.now()}-${process.pid}.db`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // On CI (2 cores, everything else idle) a journey that fails is run once more and reported as flaky; one that is
  // broken fails both times. Locally nothing is retried, so a flake shows (docs/decisions.md).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx apps/api/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/Insurance/GetFaqList`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: process.env.E2E_SQLITE_PATH,
      // E2E_WEB_DIST lets a run use a private copy of the build while others rebuild the shared one.
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/build/client',
      OTP_IP_LIMIT_PER_HOUR: '1000',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      // The regulatory disclosures a real deployment configures (a sample company), so journeys see them.
      ...SAMPLE_DISCLOSURES,
    },
  },
});
