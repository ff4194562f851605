import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleServer, SERVER_NODE_FLAGS } from '../../../scripts/bundle-server.mjs';

const root = new URL('../../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the production server bundle (what npm start runs)', () => {
  it('runs on plain Node, migrates a new database and answers, then stops cleanly on SIGTERM', async () => {
    const outfile = 'apps/api/dist/main-test.mjs';
    await bundleServer('apps/api/src/main.ts', outfile);
    const port = await freePort();
    const sqlite = join(mkdtempSync(join(tmpdir(), 'bimasetu-bundle-')), 'fresh.db');
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, outfile], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_PATH: sqlite,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let ready: Response | undefined;
      for (let i = 0; i < 100 && !ready?.ok; i += 1) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (!ready?.ok) await new Promise((r) => setTimeout(r, 100));
      }
      expect(await ready?.json()).toEqual({ status: 'ready', database: 'sqlite', rateLimitStore: 'memory' });
      const faqs = (await (await fetch(`http://127.0.0.1:${port}/api/Insurance/GetFaqList`)).json()) as {
        faqDetailList: unknown[];
      };
      expect(faqs.faqDetailList.length).toBeGreaterThanOrEqual(12);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
