// The graceful drain a stopping process runs (SIGTERM in main.ts): new connections are refused, a request that
// still arrives on a kept-alive connection is answered with Connection: close, and the app closes once its
// clients have hung up, never under one of their requests.
import http from 'node:http';
import { Server as NetServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainThenClose } from '../src/shutdown.ts';
import { startTestApp } from './support/test-app.ts';

function get(url: string, agent: http.Agent | false): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

/** A limit the drain in the first test must not reach: it closes when its client hangs up, well before. */
const UNREACHED_LIMIT_MS = 30_000;

describe('drainThenClose', () => {
  it(
    'refuses new connections, answers kept ones with Connection: close, and closes when they hang up',
    async () => {
      const test = await startTestApp();
      const faq = `${test.url}/api/Insurance/GetFaqList`;
      const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect(await get(faq, kept)).toEqual({ status: 200, connection: 'keep-alive' });

      const started = performance.now();
      const drained = drainThenClose(test.app, UNREACHED_LIMIT_MS);
      await expect(get(faq, false)).rejects.toThrow(/ECONNREFUSED/);
      // The kept connection still gets its answer, told to hang up after it.
      expect(await get(faq, kept)).toEqual({ status: 200, connection: 'close' });
      await drained;
      // Closed because the client hung up, not at the limit (half of it leaves room for a loaded machine).
      expect(performance.now() - started).toBeLessThan(UNREACHED_LIMIT_MS / 2);
      kept.destroy();
      await test.close();
    },
    UNREACHED_LIMIT_MS + 10_000,
  );

  it('closes at its limit when a client keeps an idle connection open', async () => {
    const test = await startTestApp();
    const kept = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000, maxSockets: 1 });
    await get(`${test.url}/healthz`, kept);
    const started = performance.now();
    await drainThenClose(test.app, 600);
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    kept.destroy();
    await test.close();
  });

  it('waits for a connection that a copy of the listening socket accepted (listen.ts)', async () => {
    const test = await startTestApp({ descriptors: 2 });
    // only the copy accepts from here on, so the kept connection is the copy's
    NetServer.prototype.close.call(test.app.server);
    const kept = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000, maxSockets: 1 });
    expect(await get(`${test.url}/healthz`, kept)).toEqual({ status: 200, connection: 'keep-alive' });
    const started = performance.now();
    await drainThenClose(test.app, 600);
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    kept.destroy();
    await test.close();
  });
});
