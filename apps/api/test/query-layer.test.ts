import { policyPaths, type PolicyView } from '@bimasetu/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { preparedPerDatabase, prepareQuery } from '../src/db/prepared.ts';
import { StampedCache } from '../src/lib/stamped-cache.ts';
import { databaseDocumentStore } from '../src/modules/policies/document-store.ts';
import { addedCarPolicy, samplePdf, upload } from './support/policy-files.ts';
import { engine, useTestApp } from './support/test-app.ts';

describe('prepareQuery', () => {
  const test = useTestApp();
  beforeEach(async () => {
    const db = test.db;
    await db
      .insertInto('messages')
      .values(
        ['9876500011', '9876500022', '9876500011'].map((from, i) => ({
          parentmessageid: null,
          message_date: `2026-06-0${i + 1}T10:00:00.000Z`,
          from_mobile: from,
          to_mobile: 'admin',
          message_content: `message ${i}`,
          status: i === 2 ? 'read' : 'new',
          sender_deleted: 0,
          recipient_deleted: 0,
        })),
      )
      .execute();
  });

  it('puts each call’s values where the stand-ins were, in any order, and keeps constants', async () => {
    const db = test.db;
    const find = prepareQuery(db, 2, (status: string, from: string) =>
      db
        .selectFrom('messages')
        .select('message_content')
        .where('from_mobile', '=', from)
        .where('sender_deleted', '=', 0)
        .where('status', '=', status)
        .orderBy('id'),
    );
    expect(await find('new', '9876500011')).toEqual([{ message_content: 'message 0' }]);
    expect(await find('read', '9876500011')).toEqual([{ message_content: 'message 2' }]);
    expect(await find('new', '9876500022')).toEqual([{ message_content: 'message 1' }]);
    expect(await find('new', '9999999999')).toEqual([]);
  });

  it('refuses a query that leaves a value out', () => {
    const db = test.db;
    expect(() =>
      // Types catch a wrong count; a build that ignores one of its stand-ins is caught when it is compiled.
      prepareQuery<[string, string], { id: number }>(db, 2, (from: string) =>
        db.selectFrom('messages').select('id').where('from_mobile', '=', from),
      ),
    ).toThrow(/every value must be used/);
  });

  it('binds numbers as numbers, so a numeric column matches', async () => {
    const db = test.db;
    const find = prepareQuery(db, 2, (id: number, from: string) =>
      db
        .selectFrom('messages')
        .select('message_content')
        .where('id', '=', id)
        .where('from_mobile', '=', from),
    );
    expect(await find(2, '9876500022')).toEqual([{ message_content: 'message 1' }]);
    expect(await find(2, '9876500011')).toEqual([]);
    expect(await find(3, '9876500011')).toEqual([{ message_content: 'message 2' }]);
  });

  it('compiles a per-database query once for each database, a transaction included', async () => {
    let builds = 0;
    const contentOf = preparedPerDatabase(1, (db, id: number) => {
      builds += 1;
      return db.selectFrom('messages').select('message_content').where('id', '=', id);
    });
    expect(await contentOf(test.db, 1)).toEqual([{ message_content: 'message 0' }]);
    expect(await contentOf(test.db, 3)).toEqual([{ message_content: 'message 2' }]);
    expect(builds).toBe(1);
    await test.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('messages')
        .set({ message_content: 'changed in the transaction' })
        .where('id', '=', 1)
        .execute();
      // the transaction's own connection sees its uncommitted write
      expect(await contentOf(trx, 1)).toEqual([{ message_content: 'changed in the transaction' }]);
    });
    expect(builds).toBe(2);
    expect(await contentOf(test.db, 1)).toEqual([{ message_content: 'changed in the transaction' }]);
    expect(builds).toBe(2);
  });

  it(`reads a change stamp on ${engine} that moves with every write`, async () => {
    const stamp = () => test.deps.changeStamp();
    // PostgreSQL's stamp is there once its LISTEN connection is (db/postgres-stamp.ts).
    for (let waited = 0; stamp() === undefined && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = stamp();
    expect(before).toBeDefined();
    expect(stamp()).toBe(before);
    await test.db.updateTable('messages').set({ status: 'read' }).where('id', '=', 1).execute();
    expect(stamp()).not.toBe(before);
  });
});

describe('StampedCache', () => {
  it('serves a kept answer while the stamp stays, and nothing once it moves', () => {
    const cache = new StampedCache(10);
    expect(cache.get('asha', 's1')).toBeUndefined();
    cache.set('asha', 's1', '{"a":1}');
    expect(cache.get('asha', 's1')).toBe('{"a":1}');
    expect(cache.get('ravi', 's1')).toBeUndefined();
    expect(cache.get('asha', 's2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops an answer read under a stamp that has since moved on', () => {
    const cache = new StampedCache(10);
    cache.get('asha', 's1');
    cache.get('ravi', 's2');
    cache.set('asha', 's1', 'old');
    expect(cache.get('asha', 's2')).toBeUndefined();
  });

  it('keeps nothing without a stamp (PostgreSQL)', () => {
    const cache = new StampedCache(10);
    cache.get('asha', undefined);
    cache.set('asha', undefined, 'x');
    expect(cache.get('asha', undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = new StampedCache(2);
    for (const key of ['a', 'b']) {
      cache.get(key, 's');
      cache.set(key, 's', key);
    }
    expect(cache.get('a', 's')).toBe('a');
    cache.set('c', 's', 'c');
    expect(cache.size).toBe(2);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBe('a');
    expect(cache.get('c', 's')).toBe('c');
  });
});

describe('the database document store, keeping opened bytes', () => {
  const test = useTestApp();

  it('serves a document’s bytes kept under the stamp, reads afresh once it moves, and never inside a transaction', async () => {
    const token = await test.api.login('9876500011');
    const added = await upload(test, policyPaths.policies, {
      token,
      details: addedCarPolicy,
      files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
    });
    const policyId = (added.body.result as PolicyView).id;
    let stamp: string | undefined = 's1';
    const store = databaseDocumentStore(test.config.documentKey, () => stamp);
    const meta = {
      policyId,
      customerMobile: '9876500011',
      kind: 'policy',
      fileName: 'kept.pdf',
      contentType: 'application/pdf',
      uploadedBy: '9876500011',
      uploadedAt: test.clock.now().toISOString(),
    };
    const bytes = samplePdf('kept');
    const id = await store.save(test.db, meta, bytes);
    expect(await store.read(test.db, id)).toEqual(bytes);

    // Gone from the database, but the stamp has not moved (as if the write were not yet seen): the kept bytes,
    // at once (no promise).
    await test.db.deleteFrom('policy_documents').where('id', '=', id).execute();
    expect(store.read(test.db, id)).toEqual(bytes);
    // A transaction reads the table itself.
    expect(await test.db.transaction().execute(async (trx) => store.read(trx, id))).toBeUndefined();
    stamp = 's2';
    expect(await store.read(test.db, id)).toBeUndefined();

    // Without a stamp nothing is kept.
    stamp = undefined;
    const again = await store.save(test.db, meta, bytes);
    expect(await store.read(test.db, again)).toEqual(bytes);
    await test.db.deleteFrom('policy_documents').where('id', '=', again).execute();
    expect(await store.read(test.db, again)).toBeUndefined();
  });
});
