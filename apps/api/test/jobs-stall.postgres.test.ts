// pg-boss's own connections behind a network that stalls (holds every byte without closing anything), through a TCP
// proxy in the test: a send that meets the stall fails within pg-boss's query timeout instead of waiting for the
// operating system's TCP timeout (about 15 minutes), and the next one after the network comes back succeeds on a
// fresh connection. The queue here uses a 1-second statement timeout; the bound asserted is several times that and
// well under the stall, which the proxy ends after 6 s whatever the test does.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue.ts';
import { onAdmin } from './support/scratch-database.ts';
import { tcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onPostgres = describe; // this file runs on PostgreSQL only (apps/api/vitest.config.ts)

onPostgres("pg-boss's connections behind a stalled network", () => {
  const url = new URL(postgresUrl);
  let proxy: TcpFaultProxy;
  let schema: string;
  let app: TestApp;
  let queue: PgBossJobQueue;
  let guard: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    proxy = await tcpFaultProxy(url.hostname, Number(url.port || 5432));
    schema = `t_${randomBytes(6).toString('hex')}`;
    await onAdmin(`create schema ${schema}`);
    app = await startTestApp({ database: { kind: 'postgres', url: postgresUrl, schema } });
    queue = new PgBossJobQueue(
      proxy.urlFor(postgresUrl),
      `${schema}_jobs`,
      app.db,
      { pollSeconds: 1, maintenanceSeconds: 300, expireSeconds: 60, retryDelaySeconds: 1, retryLimit: 1 },
      app.app.log,
      { connectMs: 300, queryMs: 1000 },
    );
  }, 60_000);
  afterEach(() => {
    clearTimeout(guard);
    proxy.setMode('forward');
  });
  afterAll(async () => {
    await queue?.stop();
    await app?.close();
    await proxy?.close();
    await onAdmin(`drop schema if exists ${schema}_jobs cascade`);
    await onAdmin(`drop schema if exists ${schema} cascade`);
  });

  it('fails a send within its query timeout while the network stalls, then sends again once it is back', async () => {
    expect(await queue.send('retention-sweep', {}, 'before')).toBe(true);

    proxy.setMode('stall');
    guard = setTimeout(() => proxy.setMode('forward'), 6000);
    const started = performance.now();
    const outcome = await queue.send('retention-sweep', {}, 'stalled').then(
      () => 'sent',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const ms = performance.now() - started;
    expect(outcome).toMatch(/timeout/i);
    expect(ms).toBeLessThan(4000); // a second's statement timeout; the stall itself lasts 6 s

    clearTimeout(guard);
    proxy.setMode('forward');
    expect(await queue.send('retention-sweep', {}, 'after')).toBe(true);
    const { rows } = await sql<{
      key: string;
    }>`select singleton_key as key from ${sql.id(`${schema}_jobs`, 'job')}
      where name = 'retention-sweep'`.execute(app.db);
    expect(rows.map((row) => row.key)).toEqual(expect.arrayContaining(['before', 'after']));
  }, 30_000);
});
