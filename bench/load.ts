// npm run bench:load — 1,000 connections for 60 s each on a public route (GetFaqList), a signed-in route
// (GetUserMessageList) and a 9:1 mix of signed-in reads and writes (AddUserMessage), on SQLite and on
// PostgreSQL, printing throughput, errors, timeouts, p99 and the server's peak memory. The per-IP budgets are
// raised so the load measures the server, not its limits. BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS
// shorten or shrink a run. Figures are printed, never asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { bundleServer, SERVER_NODE_FLAGS } from '../scripts/bundle-server.mjs';

const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 1000);
const MOBILE = '9876512345';

const bundle = 'apps/api/dist/bench-server.mjs';
await bundleServer('bench/api-server.ts', bundle);

async function startServer(mode: 'app' | 'app-postgres') {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as { port: number; token: string }) };
}

function peakRssMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type Scenario = 'public' | 'signed-in' | 'mix 9:1';

async function run(port: number, token: string, scenario: Scenario) {
  const auth = { authorization: `Bearer ${token}` };
  const read = { method: 'GET' as const, path: '/api/Insurance/GetUserMessageList', headers: auth };
  const write = {
    method: 'POST' as const,
    path: '/api/Insurance/AddUserMessage',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fromMobile: MOBILE, messageContent: 'A question about my renewal under load.' }),
  };
  const requests =
    scenario === 'public'
      ? [{ method: 'GET' as const, path: '/api/Insurance/GetFaqList' }]
      : scenario === 'signed-in'
        ? [read]
        : [...Array.from({ length: 9 }, () => read), write];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

const rows: string[] = [];
for (const [engine, mode] of [
  ['SQLite', 'app'],
  ['PostgreSQL', 'app-postgres'],
] as const) {
  const server = await startServer(mode);
  try {
    for (const scenario of ['public', 'signed-in', 'mix 9:1'] as const) {
      const r = await run(server.port, server.token, scenario);
      const row = [
        engine.padEnd(11),
        scenario.padEnd(10),
        r.rps.toFixed(0).padStart(8),
        String(r.p99).padStart(8),
        String(r.errors).padStart(7),
        String(r.timeouts).padStart(9),
      ].join(' ');
      console.log(row);
      rows.push(row);
    }
    rows.push(`${engine} server peak memory (VmHWM): ${peakRssMb(server.child.pid!)} MB`);
  } finally {
    server.child.kill('SIGTERM');
  }
}
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per scenario\n`);
console.log(
  ['engine'.padEnd(11), 'scenario'.padEnd(10), 'req/s'.padStart(8), 'p99 ms'.padStart(8)].join(' '),
  'errors'.padStart(7),
  'timeouts'.padStart(9),
);
for (const row of rows) console.log(row);
