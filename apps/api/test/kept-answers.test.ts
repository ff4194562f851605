import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_RECIPIENT,
  policyPath,
  policyPaths,
  type MessageListResponse,
  type PolicyView,
} from '@bimasetu/contract';
import { DummyDriver, Kysely, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { Database } from '../src/db/database.ts';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { OTHER_COMMITS_RECHECK_MS } from '../src/db/connect.ts';
import { KEYED_CHANNEL } from '../src/db/migrations/017-keyed-change-notify.ts';
import { insertedKeys, KEYED_INSERTS, writtenTable, type TableName } from '../src/db/table-stamps.ts';
import { insertMessage } from '../src/modules/messages/messages.repository.ts';
import { addedCarPolicy, download, samplePdf, upload } from './support/policy-files.ts';
import { engine, useTestApp, type TestApp } from './support/test-app.ts';

// On both engines, signed-in sessions and each customer's GetUserMessageList and GET Policies answers are kept until the database
// changes (StampedCache). These tests make sure every change shows at once: through this process, and from
// another connection.

const ASHA = '9876500011';
// On SQLite each test gets a file of its own, so another connection can open it.
const test = useTestApp(() =>
  engine === 'sqlite' ? { sqlitePath: join(mkdtempSync(join(tmpdir(), 'bimasetu-fresh-')), 'fresh.db') } : {},
);
const { api } = test;

/**
 * Runs one statement through a connection of its own, as another process or tool would, then lets the
 * bound on how late another process's commit may be noticed pass (OTHER_COMMITS_RECHECK_MS).
 */
async function runElsewhere(test: TestApp, sqliteSql: string, values: unknown[]): Promise<void> {
  if (test.config.database.kind === 'sqlite') {
    const other = new SQLite(test.config.database.path);
    other.prepare(sqliteSql).run(...values);
    other.close();
    await new Promise((resolve) => setTimeout(resolve, OTHER_COMMITS_RECHECK_MS + 1));
    return;
  }
  let n = 0;
  const pgSql = sqliteSql.replace(/\?/g, () => `$${(n += 1)}`);
  const { url, schema } = test.config.database;
  const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await other.connect();
  const before = test.deps.changeStamp();
  await other.query(pgSql, values);
  await other.end();
  // Another process's commit reaches this one as a notification (db/postgres-stamp.ts): wait for it, up to 1 s.
  for (let waited = 0; test.deps.changeStamp() === before && waited < 1000; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until PostgreSQL's listener is up and the notifications of earlier commits have all arrived. */
async function settled() {
  const stamp = () => test.deps.changeStamp();
  for (let waited = 0; stamp() === undefined && waited < 5000; waited += 20) await pause(20);
  for (let before = stamp(), waited = 0; waited < 2000; waited += 100) {
    await pause(100);
    if (stamp() === before) return;
    before = stamp();
  }
}

const writeFromElsewhere = (test: TestApp, content: string) =>
  runElsewhere(
    test,
    'insert into messages (parentmessageid, message_date, from_mobile, to_mobile, message_content, status, sender_deleted, recipient_deleted) values (?, ?, ?, ?, ?, ?, ?, ?)',
    [null, test.clock.now().toISOString(), 'admin', ASHA, content, 'new', 0, 0],
  );

describe('a session after a change', () => {
  it('refuses a token at once when another connection revokes it', async () => {
    const token = await api.login(ASHA);
    const call = () => api.call('GET', '/api/Insurance/GetUserMessageList', { token });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    await runElsewhere(test, 'update sessions set revoked_at = ? where mobile = ?', [
      test.clock.now().toISOString(),
      ASHA,
    ]);
    expect((await call()).status).toBe(401);
  });

  it('refuses a kept session once it expires, without any write', async () => {
    const token = await api.login(ASHA);
    const call = () => api.call('GET', '/api/Insurance/GetUserMessageList', { token });
    expect((await call()).status).toBe(200);
    test.clock.advance(30 * 24 * 60 * 60_000);
    expect((await call()).status).toBe(401);
  });
});

describe('GetUserMessageList after a change', () => {
  it('shows what this process wrote, deleted or hid, at once', async () => {
    const token = await api.login(ASHA);
    const list = async () =>
      (await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token })).body;

    expect((await list()).userSentMessageList).toEqual([]);
    const body = { fromMobile: ASHA, messageContent: 'Is my mother covered?' };
    await api.call('POST', '/api/Insurance/AddUserMessage', { token, body });
    const afterSend = await list();
    expect(afterSend.userSentMessageList.map((m) => m.messageContent)).toEqual(['Is my mother covered?']);
    expect(await list()).toEqual(afterSend);

    const id = afterSend.userSentMessageList[0]!.id;
    await api.call('DELETE', `/api/Insurance/DeleteMessage?messageId=${id}`, { token });
    expect((await list()).userSentMessageList).toEqual([]);
  });

  it('shows a message written by another connection to the database, at once', async () => {
    const token = await api.login(ASHA);
    const received = async () =>
      (await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token })).body
        .userReceivedMessageList;

    expect(await received()).toEqual([]);
    expect(await received()).toEqual([]);
    await writeFromElsewhere(test, 'Your policy documents are ready.');
    expect((await received()).map((m) => m.messageContent)).toEqual(['Your policy documents are ready.']);
  });

  it('never shows one customer the list kept for another', async () => {
    const asha = await api.login(ASHA);
    const ravi = await api.login('9876500022');
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: asha,
      body: { fromMobile: ASHA, messageContent: 'Only for Asha' },
    });
    const get = async (token: string) =>
      (await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token })).body;
    expect((await get(asha)).userSentMessageList).toHaveLength(1);
    expect((await get(ravi)).userSentMessageList).toEqual([]);
    expect((await get(asha)).userSentMessageList).toHaveLength(1);
  });
});

describe('one customer’s kept message list, by mobile (Db.keyStamp)', () => {
  const RAVI = '9876500022';
  const adviserNote = (to: string, content: string) => ({
    parentmessageid: null,
    message_date: test.clock.now().toISOString(),
    from_mobile: ADMIN_RECIPIENT,
    to_mobile: to,
    message_content: content,
    status: 'new',
  });

  it('keeps Ravi’s list through Asha’s new message, and moves Asha’s', async () => {
    const [asha, ravi] = [await api.login(ASHA), await api.login(RAVI)];
    const list = async (token: string) =>
      (await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token })).body;
    expect(await list(ravi)).toMatchObject({ userSentMessageList: [], userReceivedMessageList: [] });
    const ravisStamp = test.deps.database.keyStamp('messages', RAVI);
    const ashasStamp = test.deps.database.keyStamp('messages', ASHA);
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: asha,
      body: { fromMobile: ASHA, messageContent: 'Is my mother covered?' },
    });
    expect(test.deps.database.keyStamp('messages', ASHA)).not.toBe(ashasStamp);
    expect(test.deps.database.keyStamp('messages', RAVI)).toBe(ravisStamp);
    if (engine === 'postgres') {
      // and after the commit's notification (migration 017), which names Asha and the advisers only
      await settled();
      expect(test.deps.database.keyStamp('messages', RAVI)).toBe(ravisStamp);
    }
    expect((await list(ravi)).userSentMessageList).toEqual([]);
    expect((await list(asha)).userSentMessageList.map((m) => m.messageContent)).toEqual([
      'Is my mother covered?',
    ]);
  });

  it('moves only the lists of the mobiles another connection’s new message names; an update moves them all', async () => {
    const [asha, ravi] = [await api.login(ASHA), await api.login(RAVI)];
    const received = async (token: string) =>
      (
        await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token })
      ).body.userReceivedMessageList.map((m) => m.messageContent);
    expect([await received(asha), await received(ravi)]).toEqual([[], []]);
    const ravisStamp = test.deps.database.keyStamp('messages', RAVI);
    await writeFromElsewhere(test, 'For Asha from elsewhere');
    expect(await received(asha)).toEqual(['For Asha from elsewhere']);
    // SQLite tells of another connection's commit without naming anything (data_version), so every list moves.
    if (engine === 'postgres') expect(test.deps.database.keyStamp('messages', RAVI)).toBe(ravisStamp);
    else expect(test.deps.database.keyStamp('messages', RAVI)).not.toBe(ravisStamp);
    await runElsewhere(test, 'update messages set to_mobile = ? where to_mobile = ?', [RAVI, ASHA]);
    expect([await received(asha), await received(ravi)]).toEqual([[], ['For Asha from elsewhere']]);
  });

  it('shows Ravi at once what is written for him: a reply, one in a transaction, several rows, a value in the SQL', async () => {
    const ravi = await api.login(RAVI);
    const received = async () =>
      (
        await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token: ravi })
      ).body.userReceivedMessageList.map((m) => m.messageContent);
    expect(await received()).toEqual([]);
    await insertMessage(test.db, adviserNote(RAVI, 'Your quote is ready.'));
    expect(await received()).toEqual(['Your quote is ready.']);
    await test.db
      .transaction()
      .execute((trx) => insertMessage(trx, adviserNote(RAVI, 'Renewal in 60 days.')));
    expect(await received()).toHaveLength(2);
    const rows = [adviserNote(ASHA, 'For Asha'), adviserNote(RAVI, 'For Ravi')].map((row) => ({
      ...row,
      sender_deleted: 0,
      recipient_deleted: 0,
    }));
    await test.db.insertInto('messages').values(rows).execute();
    expect(await received()).toHaveLength(3);
    await test.db
      .insertInto('messages')
      .values({ ...rows[1]!, message_content: sql<string>`'Written in the SQL'` })
      .execute();
    expect(await received()).toContain('Written in the SQL');
  });
});

describe('GET Policies after a change', () => {
  it('shows a change by another connection, a new day and a new document at once, and only to its owner', async () => {
    const asha = await api.login(ASHA);
    const ravi = await api.login('9876500022');
    const policies = async (token: string) =>
      (await api.call<{ result: PolicyView[] }>('GET', policyPaths.policies, { token })).body.result;
    const added = await upload(test, policyPaths.policies, {
      token: asha,
      details: addedCarPolicy,
      files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
    });
    expect(added.status).toBe(200);
    const first = await policies(asha);
    expect(first.map((p) => p.policyNumber)).toEqual([addedCarPolicy.policyNumber]);
    expect(await policies(asha)).toEqual(first);
    expect(await policies(ravi)).toEqual([]);

    await runElsewhere(test, 'update policies set plan_name = ? where customer_mobile = ?', [
      'Private Car',
      ASHA,
    ]);
    expect((await policies(asha))[0]?.planName).toBe('Private Car');

    // No write, only the day: the day counts are those of the new day.
    const before = (await policies(asha))[0]!;
    test.clock.advance(24 * 60 * 60_000);
    const after = (await policies(asha))[0]!;
    expect(after.today).not.toBe(before.today);
    expect(after.daysToRenewal).toBe(before.daysToRenewal! - 1);

    const more = await upload(test, policyPath(policyPaths.documents, { id: after.id }), {
      token: asha,
      files: [{ field: 'policy', name: 'schedule.pdf', bytes: samplePdf('schedule') }],
    });
    expect(more.status).toBe(200);
    expect((await policies(asha))[0]?.documents).toHaveLength(2);
  });
});

describe('a document download after a change', () => {
  it('follows the policy to its new owner, and a deleted document, at once; never serves one customer another’s', async () => {
    const asha = await api.login(ASHA);
    const ravi = await api.login('9876500022');
    const bytes = samplePdf('kept download');
    const added = await upload(test, policyPaths.policies, {
      token: asha,
      details: addedCarPolicy,
      files: [{ field: 'policy', name: 'policy.pdf', bytes }],
    });
    expect(added.status).toBe(200);
    const policy = added.body.result as PolicyView;
    const path = policyPath(policyPaths.document, { id: policy.id, documentId: policy.documents[0]!.id });
    const fetched = async (token: string) => {
      const answer = await download(test, path, token);
      return answer.status === 200 ? answer.bytes.toString('latin1') : answer.status;
    };
    expect(await fetched(asha)).toBe(bytes.toString('latin1'));
    expect(await fetched(asha)).toBe(bytes.toString('latin1'));
    expect(await fetched(ravi)).toBe(404);

    await runElsewhere(test, 'update policies set customer_mobile = ? where id = ?', [
      '9876500022',
      policy.id,
    ]);
    expect(await fetched(asha)).toBe(404);
    expect(await fetched(ravi)).toBe(bytes.toString('latin1'));

    await runElsewhere(test, 'delete from policy_documents where id = ?', [policy.documents[0]!.id]);
    expect(await fetched(ravi)).toBe(404);
  });
});

describe('change stamps per table (db/table-stamps.ts)', () => {
  const stamp = (tables?: readonly TableName[]) => test.deps.changeStamp(tables);

  it('reads the mobiles of the messages an insert writes from its bound values, or says it cannot', () => {
    // as Kysely compiles it for SQLite, the one engine that reads it (PostgreSQL names tables in its notifications)
    const sqliteOnly = new Kysely<Database>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
    const one = sqliteOnly
      .insertInto('messages')
      .values({
        parentmessageid: null,
        message_date: '2026-11-28T10:00:00.000Z',
        from_mobile: ASHA,
        to_mobile: 'admin',
        message_content: 'Hello',
        status: 'new',
        sender_deleted: 0,
        recipient_deleted: 0,
      })
      .returning('id')
      .compile();
    expect(insertedKeys(one.sql)?.(one.parameters)).toEqual([ASHA, 'admin']);
    const two = 'insert into "messages" ("to_mobile", "x", "from_mobile") values (?, ?, ?), (?, ?, ?)';
    expect(insertedKeys(two)?.(['a', 1, 'b', 'c', 2, 'd'])).toEqual(['b', 'a', 'd', 'c']);
    expect(insertedKeys(two)?.(['a', 1, 'b'])).toBeUndefined(); // not the values the SQL has places for
    // PostgreSQL's numbered places, in any order
    const numbered =
      'insert into "messages" ("to_mobile", "x", "from_mobile") values ($1, $2, $3), ($6, $5, $4)';
    expect(insertedKeys(numbered)?.(['a', 1, 'b', 'c', 2, 'd'])).toEqual(['b', 'a', 'c', 'd']);
    expect(insertedKeys(numbered)?.(['a', 1, 'b'])).toBeUndefined();
    expect(
      insertedKeys('insert into messages (from_mobile, to_mobile) values ($1, $1)')?.(['a', 'b']),
    ).toBeUndefined(); // one value in two places: not a shape Kysely writes
    expect(
      insertedKeys('insert into messages (from_mobile, to_mobile) values ($1, $3)')?.(['a', 'b']),
    ).toBeUndefined();
    // a value written in the SQL, or rows from a select: every mobile counts as written
    expect(
      insertedKeys(`insert into messages (from_mobile, to_mobile) values ('a', ?)`)?.(['b']),
    ).toBeUndefined();
    expect(
      insertedKeys('insert into messages (from_mobile, to_mobile) select a, b from t')?.([]),
    ).toBeUndefined();
    expect(insertedKeys('insert into "sessions" ("mobile") values (?)')).toBeUndefined();
    expect(insertedKeys('update messages set status = ?')).toBeUndefined();
  });

  it('names the table an insert writes, and counts anything else that may write as every table', () => {
    expect(writtenTable('insert into "messages" ("from_mobile") values (?)')).toBe('messages');
    expect(writtenTable('  INSERT INTO "bench_1"."sessions" ("token_hash") values ($1)')).toBe('sessions');
    expect(writtenTable('select "id" from "messages" where "from_mobile" = ?')).toBeNull();
    expect(writtenTable('begin')).toBeNull();
    expect(writtenTable('select pg_advisory_xact_lock(hashtextextended($1, 0))')).toBeNull();
    for (const sql of [
      'update "sessions" set "revoked_at" = ?',
      'delete from "customers" where "id" = ?',
      'commit',
      'rollback',
      'with gone as (delete from "messages" returning id) select count(*) from gone',
      'create table t (id integer)',
    ]) {
      expect(writtenTable(sql), sql).toBeUndefined();
    }
  });

  it('keeps a session kept through a new message, and moves the message lists at once', async () => {
    const token = await api.login(ASHA);
    await settled();
    const sessions = stamp(['sessions']);
    const messages = stamp(['messages']);
    const sent = await api.call('POST', '/api/Insurance/AddUserMessage', {
      token,
      body: { fromMobile: ASHA, messageContent: 'When does my policy renew?' },
    });
    expect(sent.status).toBe(200);
    expect(stamp(['messages'])).not.toBe(messages);
    await settled(); // on PostgreSQL the insert's own notification, which names messages only
    expect(stamp(['sessions'])).toBe(sessions);
  });

  it('moves every table with an update or a delete, which a foreign key may carry to other tables', async () => {
    await settled();
    const sessions = stamp(['sessions']);
    await test.db.updateTable('messages').set({ status: 'read' }).where('id', '=', 1).execute();
    expect(stamp(['sessions'])).not.toBe(sessions);
  });

  it('moves the messages stamp with another connection’s message (on PostgreSQL, that one only)', async () => {
    await settled();
    const sessions = stamp(['sessions']);
    const messages = stamp(['messages']);
    await writeFromElsewhere(test, 'Your renewal notice is ready');
    expect(stamp(['messages'])).not.toBe(messages);
    // SQLite tells of another connection's commit without naming tables (data_version), so all move there.
    if (engine === 'postgres') expect(stamp(['sessions'])).toBe(sessions);
    else expect(stamp(['sessions'])).not.toBe(sessions);
  });

  // On PostgreSQL a keyed table's changes are read from migration 017's channel alone: a table added to
  // KEYED_INSERTS without triggers of its own would never tell other processes of its inserts. (SQLite has no
  // such channel: another connection's commit moves every key there.)
  if (engine === 'postgres') {
    it('has a trigger on each keyed table that notifies its keys', async () => {
      const { rows } = await test.db.executeQuery<{ table: string; source: string }>(
        sql`select c.relname as "table", p.prosrc as source
            from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
           where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`.compile(test.db),
      );
      for (const table of Object.keys(KEYED_INSERTS)) {
        const notifying = rows.filter((row) => row.table === table && row.source.includes(KEYED_CHANNEL));
        expect(notifying.map((row) => row.source).join('\n')).toContain(`':${table}:'`);
      }
    });
  }
});
