// PostgreSQL behind a network that stalls (holds every byte without closing anything) or refuses, through a TCP
// proxy in the test: a statement on a pooled connection gives up a little after DATABASE_TIMEOUT_MS with a 503 and
// the connection is destroyed (a transaction cut off is never committed); the change-stamp listener notices its
// connection is dead within a second here, so no kept answer (a logged-out session) is served meanwhile, and
// reconnects with a backoff, logging once rather than every second. The apps here use a 300 ms timeout; the bounds
// asserted are several times that.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resilientPool } from '../src/db/postgres-pool.ts';
import { databaseMessages } from '../src/db/postgres-pool.ts';
import { postgresStamp } from '../src/db/postgres-stamp.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { createMetrics } from '../src/metrics/metrics.ts';
import { clientFor } from './support/client.ts';
import { tcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TIMEOUT_MS = 300;
const onPostgres = describe; // this file runs on PostgreSQL only (apps/api/vitest.config.ts)

async function onAdmin<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

/** Asks until `done` holds of the answer or `ms` pass, 50 ms apart; every answer seen, in order. */
async function until<T>(ask: () => Promise<T>, done: (answer: T) => boolean, ms: number): Promise<T[]> {
  const deadline = performance.now() + ms;
  const seen: T[] = [];
  for (;;) {
    seen.push(await ask());
    if (done(seen.at(-1) as T) || performance.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

onPostgres('PostgreSQL behind a stalled network', () => {
  const url = new URL(postgresUrl);
  let proxy: TcpFaultProxy;
  let schema: string;
  /** Another process on the same database, reaching it directly (it also brings the schema up to date). */
  let direct: TestApp;
  /** The app under test, reaching the database through the proxy. */
  let app: TestApp;
  let guard: NodeJS.Timeout | undefined;

  /** Stalls the network; it forwards again after 6 s whatever the test does, so old code hangs, not forever. */
  function stall(how: 'all' | 'open' = 'all') {
    if (how === 'all') proxy.setMode('stall');
    else proxy.stallOpen();
    guard = setTimeout(() => proxy.setMode('forward'), 6000);
  }

  beforeAll(async () => {
    proxy = await tcpFaultProxy(url.hostname, Number(url.port || 5432));
    schema = `t_${randomBytes(6).toString('hex')}`;
    await onAdmin(`create schema ${schema}`);
    direct = await startTestApp({
      database: { kind: 'postgres', url: postgresUrl, schema },
      env: { API_IP_LIMIT_PER_MINUTE: '1000000' },
    });
    app = await startTestApp({
      database: { kind: 'postgres', url: proxy.urlFor(postgresUrl), schema, timeoutMs: TIMEOUT_MS },
      env: { API_IP_LIMIT_PER_MINUTE: '1000000' },
    });
  }, 60_000);
  afterEach(() => {
    clearTimeout(guard);
    proxy.setMode('forward');
  });
  afterAll(async () => {
    await app?.close();
    await direct?.close();
    await proxy?.close();
    await onAdmin(`drop schema if exists ${schema} cascade`);
  });

  async function contactUs(message = 'Written through a stalled network') {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/Insurance/ContactUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Stall Test',
        mobile: '9877788801',
        messageType: 'others',
        customerMessage: message,
      }),
    });
    return { status: response.status, body: await response.json(), ms: performance.now() - started };
  }

  async function counted(series: string): Promise<number> {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    const line = text.split('\n').find((sample) => sample.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }

  it('answers 503 soon after the timeout on an already-open pooled connection, drops it, then recovers', async () => {
    // Open pooled connections, idle: the next request takes one of them.
    for (const answer of await Promise.all([1, 2, 3, 4].map(() => contactUs())))
      expect(answer.status).toBe(200);
    const timeoutsBefore = await counted('bimasetu_db_query_timeouts_total');
    stall();
    const answer = await contactUs();
    expect(answer).toMatchObject({
      status: 503,
      body: { isSuccess: false, message: databaseMessages.unavailable },
    });
    // 300 ms on the server's side, half a second more on ours; never the whole stall (6 s).
    expect(answer.ms).toBeLessThan(3000);
    expect(await counted('bimasetu_db_query_timeouts_total')).toBeGreaterThan(timeoutsBefore);
    clearTimeout(guard);
    proxy.setMode('forward');
    const after = await until(contactUs, (next) => next.status === 200, 10_000);
    expect(after.at(-1)?.status).toBe(200);
  }, 30_000);

  it('fails a transaction whose statement stalls, and never commits it on that connection', async () => {
    const marker = `stalled transaction ${randomBytes(4).toString('hex')}`;
    const started = performance.now();
    const outcome = await app.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('contact_enquiries')
          .values({
            customer_name: 'Stall Test',
            mobile: '9877788802',
            created_datetime: new Date().toISOString(),
            message_type: 'others',
            customer_message: marker,
            status: 'open',
            note: '',
          })
          .execute();
        stall();
        await trx
          .selectFrom('contact_enquiries')
          .select('id')
          .where('customer_message', '=', marker)
          .execute();
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(HttpError);
    expect((outcome as HttpError).statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(3000);
    clearTimeout(guard);
    proxy.setMode('forward');
    // The connection was destroyed (the server rolled its transaction back), not returned to the pool and later
    // released from its stall to commit.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await onAdmin(`select id from ${schema}.contact_enquiries where customer_message = $1`, [
      marker,
    ]);
    expect(rows).toEqual([]);
    const after = await until(contactUs, (next) => next.status === 200, 10_000);
    expect(after.at(-1)?.status).toBe(200);
  }, 30_000);

  it('stops serving kept answers once its listener is found dead: a session logged out elsewhere is refused', async () => {
    const api = clientFor(app);
    const token = await api.login('9844455501');
    const messages = () => api.call('GET', '/api/Insurance/GetUserMessageList', { token });
    // Read twice: the session is kept in memory under the change stamp.
    expect((await messages()).status).toBe(200);
    expect((await messages()).status).toBe(200);
    // A failover nobody heard of: every connection open now (the listener's among them) stalls, new ones work.
    stall('open');
    const loggedOut = await clientFor(direct).call('POST', '/api/Insurance/Logout', { token });
    expect(loggedOut.status).toBe(200);
    // Within two listener checks (300 ms each here) the stamp is unknown and the session is read afresh; a
    // request that takes a stalled pooled connection meanwhile answers 503.
    const seen = await until(messages, (answer) => answer.status === 401, 5000);
    expect(seen.at(-1)?.status).toBe(401);
    expect(seen.filter((answer) => ![200, 401, 503].includes(answer.status))).toEqual([]);
    // It listens again on a new connection, and answers are kept again.
    const stamps = await until(
      async () => app.deps.changeStamp(),
      (stamp) => stamp !== undefined,
      5000,
    );
    expect(stamps.at(-1)).toBeDefined();
  }, 30_000);
});

onPostgres('the change-stamp listener while PostgreSQL refuses', () => {
  it('retries with a growing wait, logs the first failure and one line on recovery, and listens again', async () => {
    const url = new URL(postgresUrl);
    const proxy = await tcpFaultProxy(url.hostname, Number(url.port || 5432));
    proxy.setMode('refuse');
    const logged: Error[] = [];
    const stamp = postgresStamp({
      url: proxy.urlFor(postgresUrl),
      onError: (error) => logged.push(error),
      checkMs: TIMEOUT_MS,
      reconnectMs: 100,
    });
    try {
      // Attempts at 0, 0.1, 0.3, 0.7 and 1.5 s: one line, not one per attempt.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(stamp.stamp()).toBeUndefined();
      expect(proxy.accepted()).toBeGreaterThanOrEqual(3);
      expect(proxy.accepted()).toBeLessThanOrEqual(7);
      expect(logged).toHaveLength(1);
      proxy.setMode('forward');
      // The next attempt (3.1 s) connects.
      const stamps = await until(
        async () => stamp.stamp(),
        (value) => value !== undefined,
        6000,
      );
      expect(stamps.at(-1)).toBeDefined();
      // Said once its first check has passed (300 ms later).
      await until(
        async () => logged.length,
        (count) => count > 1,
        3000,
      );
      expect(logged).toHaveLength(2);
      expect(logged[1]?.message).toMatch(/listening again/);
      expect(logged[1]?.stack).not.toMatch(/\n\s+at /);
    } finally {
      await stamp.close();
      await proxy.close();
    }
  }, 15_000);
});

onPostgres('the PostgreSQL pool while a new connection cannot open', () => {
  it('answers 503 after the timeout and counts it as a pool timeout', async () => {
    const url = new URL(postgresUrl);
    const proxy = await tcpFaultProxy(url.hostname, Number(url.port || 5432));
    proxy.setMode('stall');
    const metrics = createMetrics();
    const { forKysely } = resilientPool({
      url: proxy.urlFor(postgresUrl),
      timeoutMs: TIMEOUT_MS,
      max: 2,
      onError: () => {},
      metrics,
    });
    try {
      const failed = await forKysely.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(HttpError);
      expect((failed as HttpError).statusCode).toBe(503);
      expect((await metrics.dbPoolTimeouts.get()).values[0]?.value).toBe(1);
    } finally {
      await forKysely.end();
      await proxy.close();
    }
  });
});
