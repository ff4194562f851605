// npm run bench:api — requests per second and p99 latency of GetFaqList and an authenticated
// GetUserMessageList (and the vault's GET Policies and a document download), each as a ratio of a bare Fastify route measured just before and after it on the same machine.
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

/** CPU time (user + system, in clock ticks of 10 ms) a process has used so far. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * One route under load. Besides requests a second, the server's own CPU time per request (`cpuUs`, user and
 * kernel): the client shares the machine, so a route whose answers are bigger to parse can be held back by the
 * client; CPU a request is what the server itself spends, busy machine or not.
 */
async function measure(server: Server, name: string, path: string, headers: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${server.port}${path}`;
  await autocannon({ url, connections: 10, duration: 1, headers }); // warm-up
  const before = cpuTicks(server.child.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const ticks = cpuTicks(server.child.pid!) - before;
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: (ticks * 10_000) / Math.max(result.requests.total, 1),
    bytes: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
  };
}

const baselineServer = await startServer('baseline');
const appServer = await startServer('app');
const postgresServer = await startServer('app-postgres');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  // The routes take turns, round after round, so a slow spell on a shared machine falls on all of them instead of
  // on whichever route happened to be measured then. Each route is measured between two runs of the bare route
  // (each bare run shared with the route before and after it) and its ratio is taken against their mean: the
  // machine's speed drifts by tens of percent within a minute here, and a ratio against one baseline taken at the
  // start of a round swung with it.
  const names = {
    baseline: 'bare Fastify route (baseline)',
    sized: 'bare route, GetFaqList-sized body',
    faq: 'GET GetFaqList',
    messages: 'GET GetUserMessageList (bearer, 20 messages)',
    faqPostgres: 'GET GetFaqList (PostgreSQL)',
    messagesPostgres: 'GET GetUserMessageList (PostgreSQL)',
    policies: 'GET Policies (bearer, 3 policies)',
    document: 'GET a policy document (bearer, 1 KB PDF)',
  };
  type Measured = Awaited<ReturnType<typeof measure>> & { ratio: number };
  const rounds: Record<keyof typeof names, Measured>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const bare = [await measure(baselineServer, names.baseline, '/bare')];
    /** Measures a route, then the bare route again; its ratio is to the mean of the bare runs either side. */
    const between = async (run: Promise<Awaited<ReturnType<typeof measure>>>): Promise<Measured> => {
      const measured = await run;
      const before = bare.at(-1)!;
      const after = await measure(baselineServer, names.baseline, '/bare');
      bare.push(after);
      return { ...measured, ratio: measured.rps / ((before.rps + after.rps) / 2) };
    };
    const faq = await between(measure(appServer, names.faq, '/api/Insurance/GetFaqList'));
    // the same bare route answering a body of GetFaqList's size: what the bytes alone cost
    const sized = await between(measure(baselineServer, names.sized, `/sized/${faq.bytes}`));
    const messages = await between(
      measure(appServer, names.messages, '/api/Insurance/GetUserMessageList', {
        authorization: `Bearer ${appServer.token}`,
      }),
    );
    const faqPostgres = await between(
      measure(postgresServer, names.faqPostgres, '/api/Insurance/GetFaqList'),
    );
    const messagesPostgres = await between(
      measure(postgresServer, names.messagesPostgres, '/api/Insurance/GetUserMessageList', {
        authorization: `Bearer ${postgresServer.token}`,
      }),
    );
    const bearer = { authorization: `Bearer ${appServer.token}` };
    const vault = '/api/Insurance/Policies';
    const policies = await between(measure(appServer, names.policies, vault, bearer));
    const document = await between(
      measure(
        appServer,
        names.document,
        `${vault}/${appServer.policyId}/Documents/${appServer.documentId}`,
        bearer,
      ),
    );
    // the round's bare route: the median of its runs (by requests a second), ratio 1
    const baseline = { ...[...bare].sort((a, b) => a.rps - b.rps)[Math.floor(bare.length / 2)]!, ratio: 1 };
    rounds.push({ baseline, sized, faq, messages, faqPostgres, messagesPostgres, policies, document });
    console.log(
      `round ${round}: baseline ${baseline.rps.toFixed(0)} req/s (runs ${bare.map((b) => (b.rps / 1000).toFixed(0)).join(', ')} thousand); ` +
        `GetFaqList ${faq.ratio.toFixed(2)}; GetUserMessageList ${messages.ratio.toFixed(2)}; ` +
        `PostgreSQL ${faqPostgres.ratio.toFixed(2)} and ${messagesPostgres.ratio.toFixed(2)}`,
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
    'CPU µs/req'.padStart(11),
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
    const ratio = median(rounds.map((r) => r[key].ratio));
    const p99 = median(rounds.map((r) => r[key].p99));
    p99s[key] = p99;
    const errors = rounds.reduce((sum, r) => sum + r[key].errors, 0);
    const cpuUs = median(rounds.map((r) => r[key].cpuUs));
    const target = targets[key];
    console.log(
      names[key].padEnd(48),
      rps.toFixed(0).padStart(9),
      String(p99).padStart(8),
      ratio.toFixed(2).padStart(7),
      (target ? `≥ ${target}` : '').padStart(8),
      String(errors).padStart(7),
      cpuUs.toFixed(1).padStart(11),
    );
  }
  const cpu = (key: keyof typeof names) => median(rounds.map((r) => r[key].cpuUs));
  console.log(
    `\nwhere the time goes (server CPU a request): bare route ${cpu('baseline').toFixed(1)} µs; the same with ` +
      `GetFaqList's ${rounds[0]!.faq.bytes} bytes ${cpu('sized').toFixed(1)} µs; GetFaqList ${cpu('faq').toFixed(1)} µs, ` +
      `so ${(cpu('faq') - cpu('sized')).toFixed(1)} µs is the app's own (routing, hooks, headers, metrics, cache)`,
  );
  console.log(`\nserver peak memory (VmHWM): ${memory} MB (target < 200 MB)`);
  console.log(
    `p99 target ≤ 10 ms: GetFaqList ${p99s.faq} ms, GetUserMessageList ${p99s.messages} ms ` +
      `(PostgreSQL ${p99s.faqPostgres} and ${p99s.messagesPostgres} ms)`,
  );
  const signedIn = median(rounds.map((r) => r.messagesPostgres.ratio / r.messages.ratio));
  console.log(`signed-in reads, PostgreSQL / SQLite: ${signedIn.toFixed(2)} (target ≥ 0.5, within 2×)`);
} finally {
  baselineServer.child.kill();
  appServer.child.kill();
  postgresServer.child.kill();
}
