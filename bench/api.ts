// npm run bench:api — requests per second and p99 latency of GetFaqList and an authenticated
// GetUserMessageList, each as a ratio of a bare Fastify route measured in the same run on the same machine.
// Targets (SQLite): GetFaqList ≥ 0.5 of the baseline, GetUserMessageList ≥ 0.3, p99 < 25 ms at 100 connections,
// server memory < 200 MB. Figures are printed, never asserted: these machines are noisy.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { bundleServer } from '../scripts/bundle-server.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 100;

interface Server {
  child: ChildProcess;
  port: number;
  token?: string;
}

// Both servers run as `npm start` runs the real one: bundled, on plain Node, without a TypeScript loader.
// Beside the real bundle, so its packages resolve as the server's do (dist/ is ignored by git).
const bundle = 'apps/api/dist/bench-server.mjs';
await bundleServer('bench/api-server.ts', bundle);

async function startServer(mode: 'baseline' | 'app'): Promise<Server> {
  const child = spawn(process.execPath, [bundle, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as { port: number; token?: string }) };
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
try {
  const baseline = await measure(
    'bare Fastify route (baseline)',
    `http://127.0.0.1:${baselineServer.port}/bare`,
  );
  const faq = await measure('GET GetFaqList', `http://127.0.0.1:${appServer.port}/api/Insurance/GetFaqList`);
  const messages = await measure(
    'GET GetUserMessageList (bearer, 20 messages)',
    `http://127.0.0.1:${appServer.port}/api/Insurance/GetUserMessageList`,
    { authorization: `Bearer ${appServer.token}` },
  );
  const memory = peakRssMb(appServer.child.pid!);

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, SQLite\n`);
  console.log(
    'route'.padEnd(48),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'target'.padStart(8),
    'errors'.padStart(7),
  );
  const targets: Record<string, number> = { [faq.name]: 0.5, [messages.name]: 0.3 };
  for (const row of [baseline, faq, messages]) {
    const ratio = row.rps / baseline.rps;
    const target = targets[row.name];
    console.log(
      row.name.padEnd(48),
      row.rps.toFixed(0).padStart(9),
      String(row.p99).padStart(8),
      ratio.toFixed(2).padStart(7),
      (target ? `≥ ${target}` : '').padStart(8),
      String(row.errors).padStart(7),
    );
  }
  console.log(`\nserver peak memory (VmHWM): ${memory} MB (target < 200 MB)`);
  console.log(`p99 target < 25 ms: GetFaqList ${faq.p99} ms, GetUserMessageList ${messages.p99} ms`);
} finally {
  baselineServer.child.kill();
  appServer.child.kill();
}
