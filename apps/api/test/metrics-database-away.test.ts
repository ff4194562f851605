// GET /metrics while the database is away or slow: the figures that need it (a job queue's depth, read from the
// database at each scrape) are left out and bimasetu_metrics_partial says how many, and everything else (the pool,
// the error counts an operator needs exactly then) is answered with a 200 at once.
import { afterEach, describe, expect, it } from 'vitest';
import { databaseMessages } from '../src/db/postgres-pool.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { JOB_QUEUE_REPORT_TIMEOUT_MS } from '../src/metrics/metrics.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

async function scrape(app: TestApp) {
  const started = performance.now();
  const response = await fetch(`${app.url}/metrics`);
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
}

describe('/metrics while the database is away', () => {
  it('answers 200 at once without the job queues it cannot read, and marks the scrape partial', async () => {
    test = await startTestApp();
    let away = true;
    test.deps.metrics.registerJobQueue('fine', () => ({ depth: 3, oldestDueAgeSeconds: 7 }));
    test.deps.metrics.registerJobQueue('failing', async () => {
      if (away) throw new HttpError(503, databaseMessages.unavailable);
      return { depth: 1, oldestDueAgeSeconds: 0 };
    });
    test.deps.metrics.registerJobQueue('hung', () =>
      away ? new Promise(() => {}) : { depth: 2, oldestDueAgeSeconds: 0 },
    );

    const partial = await scrape(test);
    expect(partial.status).toBe(200);
    // The hung queue is given up on after JOB_QUEUE_REPORT_TIMEOUT_MS (half a second), not waited for.
    expect(partial.ms).toBeLessThan(JOB_QUEUE_REPORT_TIMEOUT_MS + 2000);
    expect(partial.text).toContain('bimasetu_metrics_partial 2');
    expect(partial.text).toContain('bimasetu_job_queue_depth{queue="fine"} 3');
    expect(partial.text).toContain('bimasetu_job_oldest_due_age_seconds{queue="fine"} 7');
    expect(partial.text).not.toContain('queue="failing"');
    expect(partial.text).not.toContain('queue="hung"');
    expect(partial.text).toContain('bimasetu_errors_total');

    away = false;
    const whole = await scrape(test);
    expect(whole.status).toBe(200);
    expect(whole.text).toContain('bimasetu_metrics_partial 0');
    expect(whole.text).toContain('bimasetu_job_queue_depth{queue="failing"} 1');
    expect(whole.text).toContain('bimasetu_job_queue_depth{queue="hung"} 2');
  }, 15_000);
});
