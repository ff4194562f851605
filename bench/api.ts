// npm run bench:api — requests per second and p99 latency of GetFaqList and an authenticated
// GetUserMessageList (and the vault's GET Policies and a document download), each as a ratio of a bare Fastify route measured in the same run on the same machine.
// Targets: GetFaqList ≥ 0.6 of the baseline, a signed-in read ≥ 0.5 (SQLite and PostgreSQL alike), p99 ≤ 10 ms
// at 100 connections, server memory < 200 MB. Never lower them to fit a slow run: find where the time goes instead
// (a CPU profile of the route, or instructions per request under callgrind, which a busy machine does not move). The same two routes run on PostgreSQL too, with the ratio of signed-in reads on
// PostgreSQL to SQLite (target ≥ 0.5: within 2×). Figures are printed, never asserted: these machines are noisy.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { bundleServer, SERVER_NODE_FLAGS } from '../scripts/bundle-server.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 100;

interface Server {
  child: ChildProcess;
  port: number;
  token?: string;
  policyId?: number;
  documentId?: number;
}

// Both servers run as `npm start` runs the real one: bundled, on plain Node with the same flags, without a
// TypeScript loader.
// Beside the real bundle, so its packages resolve as the server's do (dist/ is ignored by git).
const bundle = 'apps/api/dist/bench-server.mjs';
await bundleServer('bench/api-server.ts', bundle);

async function startServer(mode: 'baseline' | 'app' | 'app-postgres'): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as Omit<Server, 'child'>) };
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 10, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const baselineServer = await startServer('baseline');
const appServer = await startServer('app');
const postgresServer = await startServer('app-postgres');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  // The three routes take turns, round after round, so a slow spell on a shared machine falls on all of them
  // instead of on whichever route happened to be measured then; each ratio is taken within its round.
  const names = {
    baseline: 'bare Fastify route (baseline)',
    faq: 'GET GetFaqList',
    messages: 'GET GetUserMessageList (bearer, 20 messages)',
    faqPostgres: 'GET GetFaqList (PostgreSQL)',
    messagesPostgres: 'GET GetUserMessageList (PostgreSQL)',
    policies: 'GET Policies (bearer, 3 policies)',
    document: 'GET a policy document (bearer, 1 KB PDF)',
  };
  const rounds: Record<keyof typeof names, Awaited<ReturnType<typeof measure>>>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const baseline = await measure(names.baseline, `http://127.0.0.1:${baselineServer.port}/bare`);
    const faq = await measure(names.faq, `http://127.0.0.1:${appServer.port}/api/Insurance/GetFaqList`);
    const messages = await measure(
      names.messages,
      `http://127.0.0.1:${appServer.port}/api/Insurance/GetUserMessageList`,
      { authorization: `Bearer ${appServer.token}` },
    );
    const faqPostgres = await measure(
      names.faqPostgres,
      `http://127.0.0.1:${postgresServer.port}/api/Insurance/GetFaqList`,
    );
    const messagesPostgres = await measure(
      names.messagesPostgres,
      `http://127.0.0.1:${postgresServer.port}/api/Insurance/GetUserMessageList`,
      { authorization: `Bearer ${postgresServer.token}` },
    );
    const bearer = { authorization: `Bearer ${appServer.token}` };
    const vaultUrl = `http://127.0.0.1:${appServer.port}/api/Insurance/Policies`;
    const policies = await measure(names.policies, vaultUrl, bearer);
    const document = await measure(
      names.document,
      `${vaultUrl}/${appServer.policyId}/Documents/${appServer.documentId}`,
      bearer,
    );
    rounds.push({ baseline, faq, messages, faqPostgres, messagesPostgres, policies, document });
    console.log(
      `round ${round}: baseline ${baseline.rps.toFixed(0)} req/s; GetFaqList ${(faq.rps / baseline.rps).toFixed(2)}; ` +
        `GetUserMessageList ${(messages.rps / baseline.rps).toFixed(2)}; ` +
        `PostgreSQL/SQLite signed-in ${(messagesPostgres.rps / messages.rps).toFixed(2)}`,
    );
  }
  const memory = peakRssMb(appServer.child.pid!);

  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per route, SQLite unless named (medians)\n`,
  );
  console.log(
    'route'.padEnd(48),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'target'.padStart(8),
    'errors'.padStart(7),
  );
  const targets: Partial<Record<keyof typeof names, number>> = {
    faq: 0.6,
    faqPostgres: 0.6,
    messages: 0.5,
    messagesPostgres: 0.5,
    policies: 0.5,
    document: 0.5,
  };
  const p99s: Partial<Record<keyof typeof names, number>> = {};
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    const rps = median(rounds.map((r) => r[key].rps));
    const ratio = median(rounds.map((r) => r[key].rps / r.baseline.rps));
    const p99 = median(rounds.map((r) => r[key].p99));
    p99s[key] = p99;
    const errors = rounds.reduce((sum, r) => sum + r[key].errors, 0);
    const target = targets[key];
    console.log(
      names[key].padEnd(48),
      rps.toFixed(0).padStart(9),
      String(p99).padStart(8),
      ratio.toFixed(2).padStart(7),
      (target ? `≥ ${target}` : '').padStart(8),
      String(errors).padStart(7),
    );
  }
  console.log(`\nserver peak memory (VmHWM): ${memory} MB (target < 200 MB)`);
  console.log(
    `p99 target ≤ 10 ms: GetFaqList ${p99s.faq} ms, GetUserMessageList ${p99s.messages} ms ` +
      `(PostgreSQL ${p99s.faqPostgres} and ${p99s.messagesPostgres} ms)`,
  );
  const signedIn = median(rounds.map((r) => r.messagesPostgres.rps / r.messages.rps));
  console.log(`signed-in reads, PostgreSQL / SQLite: ${signedIn.toFixed(2)} (target ≥ 0.5, within 2×)`);
} finally {
  baselineServer.child.kill();
  appServer.child.kill();
  postgresServer.child.kill();
}
