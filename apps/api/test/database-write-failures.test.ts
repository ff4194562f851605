// SQLite failing to write (disk full, read-only, I/O error, busy past its timeout, cannot open): the answer is the
// database-unavailable 503 (with Retry-After, counted as the PostgreSQL outage is), not a 500; the real SQLite code
// reaches the log once, not SQLite's "cannot rollback - no transaction is active" after a failed transaction; and
// /readyz says not ready until a write or its own write check lands. SQLITE_FULL is made for real by capping the
// file at the pages it has (pragma max_page_count), which works for any user on any filesystem.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import type { Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { databaseMessages } from '../src/db/postgres-pool.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/plugins/errors.ts';
import { engine, startTestApp, useTestApp } from './support/test-app.ts';

const onSqlite = engine === 'sqlite' ? describe : () => undefined;

/** Caps the file at the pages it has now: the next write that needs a page fails with SQLITE_FULL. */
async function fillTheDisk(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
}

async function freeTheDisk(db: Kysely<Database>): Promise<void> {
  await sql.raw('pragma max_page_count = 1073741823').execute(db);
}

/** A lead (written in a transaction), each under its own name. */
const letters = (i: number) =>
  [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
const bigLead = (i: number) => ({
  line: 'women-term',
  consent: true,
  contactPreference: 'WhatsApp',
  details: {
    gender: 2,
    fullName: `Priya Nair ${letters(i)}`,
    dob: '14/02/1992',
    mobileNumber: '9876500071',
    whatsapp: true,
  },
});

onSqlite('SQLite write failures', () => {
  it('answers a failed write in a transaction as a 503 carrying the SQLite error once, not "cannot rollback"', async () => {
    const database = connect({ kind: 'sqlite', path: ':memory:' });
    try {
      await migrateToLatest(database.db);
      await sql`create table filler (x text)`.execute(database.db);
      await fillTheDisk(database.db);
      const failures: unknown[] = [];
      for (let i = 0; i < 2; i += 1) {
        failures.push(
          await database.db
            .transaction()
            .execute(async (trx) => {
              for (let row = 0; row < 20; row += 1) {
                await sql`insert into filler (x) values (${'x'.repeat(2000)})`.execute(trx);
              }
            })
            .then(
              () => 'written',
              (error: unknown) => error,
            ),
        );
      }
      const [first, second] = failures;
      expect(first).toBeInstanceOf(HttpError);
      expect(first).toMatchObject({ statusCode: 503, message: databaseMessages.unavailable });
      expect((first as Error).cause).toMatchObject({ code: 'SQLITE_FULL' });
      // The same failure again: still a 503, with nothing more to log.
      expect(second).toMatchObject({ statusCode: 503 });
      expect((second as Error).cause).toBeUndefined();
      await expect(database.ping()).rejects.toMatchObject({ statusCode: 503 });
      await freeTheDisk(database.db);
      await database.ping();
      // Another failure after recovery is news again: its cause is logged.
      await fillTheDisk(database.db);
      const again = await sql`insert into filler (x) values (${'y'.repeat(100_000)})`
        .execute(database.db)
        .catch((e: unknown) => e);
      expect((again as Error).cause).toMatchObject({ code: 'SQLITE_FULL' });
    } finally {
      await database.close();
    }
  });

  describe('over HTTP', () => {
    const test = useTestApp();

    it('answers 503 with Retry-After and the database message, counts it, and is not ready until a write lands', async () => {
      expect((await test.api.call('POST', '/api/Insurance/AddLead', { body: bigLead(0) })).status).toBe(200);
      await fillTheDisk(test.db);
      let answer: Response | undefined;
      for (let i = 1; i <= 200; i += 1) {
        answer = await fetch(`${test.url}/api/Insurance/AddLead`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bigLead(i)),
        });
        if (answer.status !== 200) break;
      }
      expect(answer!.status).toBe(503);
      expect(answer!.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(await answer!.json()).toEqual({ isSuccess: false, message: databaseMessages.unavailable });
      const ready = await fetch(`${test.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'sqlite' });
      const metrics = await (await fetch(`${test.url}/metrics`)).text();
      expect(metrics).toMatch(/^bimasetu_errors_total\{kind="database_unavailable"\} [1-9]/m);
      expect(metrics).not.toMatch(/^bimasetu_errors_total\{kind="server"\}/m);
      // Room again: the next write lands, and /readyz says ready without waiting for anything else.
      await freeTheDisk(test.db);
      expect((await test.api.call('POST', '/api/Insurance/AddLead', { body: bigLead(999) })).status).toBe(
        200,
      );
      expect((await fetch(`${test.url}/readyz`)).status).toBe(200);
    });

    it('recovers /readyz by its own write check once the disk has room again', async () => {
      await fillTheDisk(test.db);
      let status = 200;
      for (let i = 1; i <= 200 && status === 200; i += 1) {
        status = (await test.api.call('POST', '/api/Insurance/AddLead', { body: bigLead(i) })).status;
      }
      expect(status).toBe(503);
      expect((await fetch(`${test.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${test.url}/readyz`)).status).toBe(503);
      await freeTheDisk(test.db);
      expect((await fetch(`${test.url}/readyz`)).status).toBe(200);
    });
  });
});

const onPostgres = engine === 'postgres' ? describe : () => undefined;

onPostgres('PostgreSQL unavailable', () => {
  it('answers a write that waits past its lock timeout as a 503 with Retry-After, counted as the database', async () => {
    const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const test = await startTestApp({ database: { kind: 'postgres', url, schema, timeoutMs: 300 } });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query(`begin; lock table ${schema}.leads in access exclusive mode`);
      const answer = await fetch(`${test.url}/api/Insurance/AddLead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bigLead(1)),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(await answer.json()).toEqual({ isSuccess: false, message: databaseMessages.unavailable });
      await holder.query('rollback');
      const metrics = await (await fetch(`${test.url}/metrics`)).text();
      expect(metrics).toMatch(/^bimasetu_errors_total\{kind="database_unavailable"\} 1$/m);
    } finally {
      await holder.end();
      await test.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
