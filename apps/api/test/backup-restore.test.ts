// The restore drill: write customers, requests, messages (and whatever else the modules keep, documents
// included), back up while the server runs, wipe the database, restore, and read every row of every table back
// identical; then the restored database serves the customer who signed in before the backup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import type { Database } from '../src/db/database.ts';
import { backupDatabase, backupFileName, restoreDatabase } from '../src/ops/backup.ts';
import { seedAdviserMessage, seedDemo } from '../src/seed/demo.ts';
import { adminPath, policyPaths } from '@bimasetu/contract';
import { clientFor } from './support/client.ts';
import { addedCarPolicy, download, samplePdf, samplePng, upload } from './support/policy-files.ts';
import { engine, startTestApp, type TestApp } from './support/test-app.ts';

const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

type Rows = Record<string, unknown[]>;

/** Every row of every table, whatever module made it, in an order that does not depend on the engine. */
async function everyRow(db: Kysely<Database>): Promise<Rows> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const rows: Rows = {};
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows
      .map((row) => ({
        row,
        key: JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      }))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map(({ row }) => row);
  }
  return rows;
}

/** Byte columns (Aadhaar ciphertext, a document's bytes): compared byte for byte, and counted for the report. */
function byteValues(rows: Rows): Buffer[] {
  return Object.values(rows)
    .flat()
    .flatMap((row) => Object.values(row as Record<string, unknown>))
    .filter((value): value is Buffer => Buffer.isBuffer(value) || value instanceof Uint8Array)
    .map((value) => Buffer.from(value));
}

const policyPdf = samplePdf('restored policy');
const carPhoto = samplePng();

/** Asha's car policy with its schedule and a photo, uploaded as the browser does: sealed bytes in the database. */
async function writePolicyWithDocuments(test: TestApp, token: string) {
  const added = await upload(test, policyPaths.policies, {
    token,
    details: addedCarPolicy,
    files: [
      { field: 'policy', name: 'policy.pdf', bytes: policyPdf },
      { field: 'photo', name: 'car.png', bytes: carPhoto, type: 'image/png' },
    ],
  });
  expect(added.status).toBe(200);
  const policy = added.body.result as { id: number; documents: { id: number }[] };
  return policy.documents.map((document) =>
    adminPath(policyPaths.document, { id: policy.id, documentId: document.id }),
  );
}

async function writeCustomersRequestsMessages(test: TestApp): Promise<string> {
  const api = clientFor(test);
  const asha = await api.login('9876500101');
  await api.login('9876500102');
  const filed = await api.call('POST', '/api/Insurance/AddInsuranceRequest', {
    token: asha,
    body: {
      fullName: 'Asha Verma',
      phone: '9876500101',
      policyType: 'Health',
      sumAssured: '1000000',
      aadhaar: '123456789012',
    },
  });
  expect(filed.status).toBe(200);
  const sent = await api.call('POST', '/api/Insurance/AddUserMessage', {
    token: asha,
    body: {
      parentmessageid: null,
      fromMobile: '9876500101',
      messageContent: 'नमस्ते, please call me about my health plan',
    },
  });
  expect(sent.status).toBe(200);
  await seedDemo(test.db, test.clock.now());
  await seedAdviserMessage(test.db, '9876500101', 'Your plan is ready', test.clock.now().toISOString());
  return asha;
}

async function wipe(database: TestApp['config']['database']): Promise<void> {
  if (database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database.path}${suffix}`, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`drop schema ${database.schema} cascade`);
  await client.end();
}

describe(`npm run backup / npm run restore (${engine})`, () => {
  it('restores every row and every byte written before the backup, and nothing after it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bimasetu-backup-'));
    folders.push(folder);
    const test = await startTestApp(engine === 'sqlite' ? { sqlitePath: join(folder, 'live.db') } : {});
    const { database } = test.config;
    const asha = await writeCustomersRequestsMessages(test);
    const documents = await writePolicyWithDocuments(test, asha);
    const before = await everyRow(test.db);

    // The server keeps running and writing while the copy is taken.
    const file = join(folder, backupFileName(database, test.clock.now()));
    await backupDatabase(database, file);
    await seedAdviserMessage(
      test.db,
      '9876500101',
      'Written after the backup',
      test.clock.now().toISOString(),
    );
    await test.app.close();
    await wipe(database);

    await restoreDatabase(database, file);
    const restored = connect(database);
    cleanups.push(async () => {
      await restored.close();
      if (database.kind === 'postgres') await wipe(database);
    });
    const after = await everyRow(restored.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(before.customers!.length).toBeGreaterThanOrEqual(3);
    expect(before.insurance_requests!.length).toBe(3);
    expect(before.messages!.length).toBe(4);
    expect(before.policies!.length).toBe(1);
    expect(before.policy_documents!.length).toBe(2);
    const bytes = byteValues(before);
    expect(bytes.length).toBeGreaterThanOrEqual(2);
    expect(byteValues(after).map((b) => b.toString('base64'))).toEqual(
      bytes.map((b) => b.toString('base64')),
    );

    // The restored database serves: Asha's session from before the backup still reads her messages.
    const served = await startTestApp({ database });
    cleanups.unshift(() => served.close());
    const list = await clientFor(served).call<{
      userSentMessageList: unknown[];
      userReceivedMessageList: unknown[];
    }>('GET', '/api/Insurance/GetUserMessageList', { token: asha });
    expect(list.status).toBe(200);
    expect(list.body.userSentMessageList).toHaveLength(1);
    expect(list.body.userReceivedMessageList).toHaveLength(1);
    // Each document opens (decrypted with the same key) to the very bytes uploaded.
    const opened = await Promise.all(documents.map((path) => download(served, path, asha)));
    expect(opened.map((d) => d.status)).toEqual([200, 200]);
    expect(opened.map((d) => d.bytes.equals(policyPdf) || d.bytes.equals(carPhoto))).toEqual([true, true]);
    expect(opened[0]!.bytes.equals(opened[1]!.bytes)).toBe(false);
  });

  it('refuses to restore into a database that has tables', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bimasetu-backup-'));
    folders.push(folder);
    const test = await startTestApp(engine === 'sqlite' ? { sqlitePath: join(folder, 'live.db') } : {});
    cleanups.push(() => test.close());
    const file = join(folder, backupFileName(test.config.database, test.clock.now()));
    await backupDatabase(test.config.database, file);
    await expect(restoreDatabase(test.config.database, file)).rejects.toThrow(/not empty/);
  });
});
