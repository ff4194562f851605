// Started by the benchmarks in a child process: either a bare Fastify route (the baseline) or the real app
// ('app' on a temporary SQLite file, 'app-postgres' on a new PostgreSQL database dropped on exit) with one
// customer, 20 messages and a bearer token (and BENCH_CUSTOMERS more, each with 20 messages and a token, for
// bench:load). Prints one JSON line when ready. Extra environment (the load
// benchmark's larger budgets) is passed through BENCH_ENV as JSON.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { listen, LISTEN_BACKLOG } from '../apps/api/src/listen.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ConsoleSmsProvider } from '../apps/api/src/sms/console-provider.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { findOrCreateCustomer } from '../apps/api/src/modules/auth/customers.repository.ts';
import { createSession } from '../apps/api/src/modules/auth/session.repository.ts';
import { insertMessage } from '../apps/api/src/modules/messages/messages.repository.ts';
import { ADMIN_RECIPIENT } from '@bimasetu/contract';

const mode = process.argv[2];

if (mode === 'baseline') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ isSuccess: true, message: 'ok' }));
  // a JSON body of the asked size, made once: the baseline for the bytes of a bigger answer
  const sized = new Map<number, string>();
  app.get<{ Params: { bytes: string } }>('/sized/:bytes', async (request, reply) => {
    const bytes = Math.min(Math.max(Number(request.params.bytes) || 0, 40), 1_000_000);
    let body = sized.get(bytes);
    if (body === undefined) {
      body = JSON.stringify({ isSuccess: true, message: 'x'.repeat(bytes - 34) });
      sized.set(bytes, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bimasetu-bench-'));
  const database = mode === 'app-postgres' ? await freshPostgres() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(dir, 'bench.db'),
    ...(database ? { DATABASE_URL: database } : {}),
    WEB_DIST: '/nonexistent',
    API_IP_LIMIT_PER_MINUTE: '100000000',
    OTP_IP_LIMIT_PER_HOUR: '100000000',
    ...(JSON.parse(process.env.BENCH_ENV ?? '{}') as Record<string, string>),
  });
  const sms = new ConsoleSmsProvider(systemClock);
  const { app, deps } = await buildApp(config, { sms });
  // as main.ts listens: one socket, 16 accepting descriptors
  await listen(app, { port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  /** Logs a customer in, reading the code from the console outbox (it keeps the last 100 SMS). */
  const logIn = async (mobile: string): Promise<string> => {
    await fetch(`${base}/api/Insurance/GenerateOTP?mobile=${mobile}`, { method: 'POST' });
    const otp = sms.messages(mobile)[0]?.otp;
    const validated = (await (
      await fetch(`${base}/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${otp}`)
    ).json()) as { result: string };
    return validated.result;
  };
  const addMessages = async ({ mobile, token }: { mobile: string; token: string }) => {
    for (let i = 0; i < 20; i += 1) {
      await fetch(`${base}/api/Insurance/AddUserMessage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          fromMobile: mobile,
          messageContent: `Question number ${i} about my health cover renewal.`,
        }),
      });
    }
  };
  const mobile = '9876512345';
  const validated = { result: await logIn(mobile) };
  await addMessages({ mobile, token: validated.result });
  // BENCH_CUSTOMERS more customers (bench:load spreads its signed-in requests over them), each with a session and
  // 20 messages written straight to the database: the OTP routes allow a client address 20 codes a minute, and
  // 20,000 requests made from inside the server's own process would count their client's memory as the server's.
  const customers: { mobile: string; token: string }[] = [];
  for (let i = 0; i < Number(process.env.BENCH_CUSTOMERS ?? 0); i += 1) {
    const other = `7${String(i).padStart(9, '0')}`;
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await deps.db.transaction().execute(async (trx) => {
      await createSession(trx, await findOrCreateCustomer(trx, other, now), token, now);
      for (let n = 0; n < 20; n += 1) {
        await insertMessage(trx, {
          parentmessageid: null,
          message_date: now.toISOString(),
          from_mobile: other,
          to_mobile: ADMIN_RECIPIENT,
          message_content: `Question number ${n} about my health cover renewal.`,
          status: 'new',
        });
      }
    });
    customers.push({ mobile: other, token });
  }
  // three policies in the vault, each with a 1 KB PDF: what GET Policies and a document download serve
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 32), Buffer.from('\n%%EOF\n')]);
  let vault = { policyId: 0, documentId: 0 };
  for (let i = 0; i < 3; i += 1) {
    const form = new FormData();
    form.append(
      'policy',
      JSON.stringify({
        insurer: 'Care Health',
        line: 'health',
        policyNumber: `CH-${i}`,
        endDate: '2027-03-31',
        members: [{ name: 'Asha Verma', relation: 'Self' }],
      }),
    );
    form.append('policy', new Blob([pdf]), 'policy.pdf');
    const added = (await (
      await fetch(`${base}/api/Insurance/Policies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${validated.result}` },
        body: form,
      })
    ).json()) as { result: { id: number; documents: { id: number }[] } };
    vault = { policyId: added.result.id, documentId: added.result.documents[0]?.id ?? 0 };
  }
  console.log(JSON.stringify({ port, token: validated.result, customers, ...vault }));
}

/** A new database on the test server, dropped when this process is told to stop. */
async function freshPostgres(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  process.once('SIGTERM', () => {
    run(`drop database if exists ${name} with (force)`).finally(() => process.exit(0));
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
