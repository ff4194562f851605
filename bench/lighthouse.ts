// npm run bench:lighthouse — Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) on every public page
// of the site, served by `npm start`, beside a floor page: a bare prerendered React Router page built in the same
// run with the same toolchain and served by the same server. Prints one row per page (performance, LCP, CLS, TBT,
// JavaScript transferred, accessibility, best practices, SEO), each page's gap to the floor, and whether it meets
// the targets (performance ≥ 95, LCP ≤ 2.2 s, CLS ≤ 0.05, TBT ≤ 100 ms, the other three 100).
// The pages come from apps/web/app/pages.ts (`publicPages`, each followed by its Hindi page from
// `publicHindiPages`, i.e. every public path in HINDI_PATHS), so a page or a translation added there is measured too.
// Not part of `npm test`: slow and noisy. BENCH_LIGHTHOUSE_RUNS=3 loads each page three times and reports the
// median load (Lighthouse's own computeMedianRun, as its variability guide advises); BENCH_PAGES=/faq,/hi/faq measures only those; BENCH_LIGHTHOUSE_PORT moves
// the two servers (default 8090 and 8091); BENCH_LIGHTHOUSE_JSON=<dir> keeps each page's full Lighthouse report
// there (long tasks, bootup time, the LCP element) for finding causes. Exits 1 when a page misses a target.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { publicHindiPages, publicPages } from '../apps/web/app/pages.ts';
// the flags the journeys give Debian's Chromium
import { chromiumArgs } from '../apps/web/e2e/support/chromium.ts';
import { SERVER_NODE_FLAGS } from '../scripts/bundle-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8090);
const floorPort = port + 1;
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const TARGET = { performance: 95, lcpMs: 2200, cls: 0.05, tbtMs: 100, other: 100 };

interface Row {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  failing: string[];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const work = mkdtempSync(join(tmpdir(), 'bimasetu-lighthouse-'));
// Built beside its sources (build/ is ignored by git) so the prerender resolves React from the repository.
const floorBuild = join(root, 'bench/lighthouse-floor/build');
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) {
    // `npm start` runs detached in its own process group: stop the server under npm too
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
};
// Stopped from outside (Ctrl-C, kill, timeout): the two servers go too, so the next run finds its ports free.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

try {
  // 1. The app, built as `npm start` would, then the floor page with the same React Router and Vite.
  run('npm', ['run', 'build']);
  run(
    'npx',
    ['react-router', 'build'],
    { FLOOR_BUILD_DIR: floorBuild },
    join(root, 'bench/lighthouse-floor'),
  );
  run(process.execPath, ['apps/web/scripts/compress.mjs', join(floorBuild, 'client')]);

  // 2. `npm start` for the app; the same bundled server with the floor as its web app.
  const serverEnv = { NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMS_PROVIDER: 'console' };
  const app = spawn('npm', ['start'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...serverEnv, PORT: String(port), SQLITE_PATH: join(work, 'app.db') },
    detached: true,
  });
  children.push(app);
  await waitFor(`http://127.0.0.1:${port}/healthz`, app);
  const floor = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/dist/main.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(floorPort),
      SQLITE_PATH: join(work, 'floor.db'),
      WEB_DIST: join(floorBuild, 'client'),
    },
    detached: true,
  });
  children.push(floor);
  await waitFor(`http://127.0.0.1:${floorPort}/healthz`, floor);

  // 3. Lighthouse on each page, one at a time, in one Chromium.
  const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim().toLowerCase());
  // each English page, then its Hindi page where there is one
  const paths = publicPages
    .flatMap((p) => [p, ...publicHindiPages.filter((h) => h.id === `hi/${p.id}`)])
    .map((p) => `/${p.path}`)
    .filter((p) => !only || only.includes(p.toLowerCase()));
  const keepJson = process.env.BENCH_LIGHTHOUSE_JSON;
  const runsPerPage = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1) || 1);
  if (keepJson) mkdirSync(keepJson, { recursive: true });
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs });
  const rows: Row[] = [];
  let version = '';
  try {
    const targets = [
      { page: 'floor', url: `http://127.0.0.1:${floorPort}/` },
      ...paths.map((p) => ({ page: p, url: `http://127.0.0.1:${port}${p}` })),
    ];
    for (const target of targets) {
      const audit = () =>
        lighthouse(target.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
      const lhrs: Lhr[] = [];
      let unmeasured: string | undefined;
      for (let run = 0; run < runsPerPage; run += 1) {
        // On a busy machine a run now and then fails outright (no paint within Lighthouse's limit, or its own
        // trace recording fails: NO_NAVSTART): up to two retries. A run that still fails is reported as
        // Lighthouse's error, not as the page's scores of 0.
        let result = await audit();
        for (let retry = 1; retry <= 2 && (!result || result.lhr.runtimeError); retry += 1) {
          console.error(
            `retrying ${target.page} (${retry}): ${result?.lhr.runtimeError?.message ?? 'no result'}`,
          );
          result = await audit();
        }
        if (!result) throw new Error(`no Lighthouse result for ${target.url}`);
        if (result.lhr.runtimeError) unmeasured = result.lhr.runtimeError.code;
        lhrs.push(result.lhr);
      }
      // Several loads: Lighthouse's own choice of the median one (closest to the median FCP and time to interactive)
      const lhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0]!;
      if (keepJson) {
        const name = target.page === '/' ? 'home' : target.page.replace(/^\//, '').replace(/\//g, '_');
        writeFileSync(join(keepJson, `${name}.json`), JSON.stringify(lhr));
      }
      const { audits, categories } = lhr;
      version = lhr.lighthouseVersion;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      const requests = (audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items;
      const jsBytes = (requests ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
      const row: Row = {
        page: target.page,
        performance: score('performance'),
        lcpMs: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbtMs: value('total-blocking-time'),
        jsBytes,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing: [],
      };
      // What keeps a category under 100: the failing audits' ids, so the table says what to fix.
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) row.failing.push(ref.id);
        }
      }
      if (unmeasured) row.failing.unshift(`Lighthouse could not measure the page (${unmeasured})`);
      rows.push(row);
      console.error(`measured ${target.page}`);
    }
  } finally {
    await chrome.kill();
  }

  // 4. The table.
  const floorRow = rows[0]!;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const header =
    '| page | performance | LCP | CLS | TBT | JS transferred | accessibility | best practices | SEO | gap to floor (perf / LCP) | meets targets |';
  console.log(
    `\nLighthouse ${version} mobile (simulated slow 4G, 4× CPU), served by npm start` +
      (runsPerPage > 1
        ? `; each row the median of ${runsPerPage} loads (Lighthouse's computeMedianRun)\n`
        : '\n'),
  );
  console.log(header);
  console.log(
    `|${header
      .split('|')
      .slice(1, -1)
      .map(() => ' --- ')
      .join('|')}|`,
  );
  let missed = 0;
  for (const r of rows) {
    const misses = [
      r.performance < TARGET.performance && 'performance',
      r.lcpMs > TARGET.lcpMs && 'LCP',
      r.cls > TARGET.cls && 'CLS',
      r.tbtMs > TARGET.tbtMs && 'TBT',
      r.accessibility < TARGET.other && 'accessibility',
      r.bestPractices < TARGET.other && 'best practices',
      r.seo < TARGET.other && 'SEO',
    ].filter(Boolean);
    if (r !== floorRow && misses.length) missed += 1;
    const gap =
      r === floorRow
        ? 'baseline'
        : `${r.performance - floorRow.performance} / ${r.lcpMs >= floorRow.lcpMs ? '+' : '-'}${(Math.abs(r.lcpMs - floorRow.lcpMs) / 1000).toFixed(2)} s`;
    console.log(
      `| ${r.page} | ${r.performance} | ${s(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ` +
        `${(r.jsBytes / 1024).toFixed(0)} KB | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${gap} | ` +
        `${misses.length ? `no: ${misses.join(', ')}` : 'yes'} |`,
    );
  }
  const withFailures = rows.filter((r) => r.failing.length);
  if (withFailures.length) {
    console.log(
      '\nPages Lighthouse could not measure, and audits below 100 in accessibility, best practices or SEO:',
    );
    for (const r of withFailures) console.log(`  ${r.page}: ${r.failing.join(', ')}`);
  }
  console.log(missed ? `\n${missed} page(s) miss a target` : '\nEvery page meets the targets');
  process.exitCode = missed ? 1 : 0;
} finally {
  for (const child of children) {
    // npm start runs the server as its child: end the whole group it leads.
    if (child.pid && child.spawnargs[0] === 'npm') {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    } else child.kill('SIGTERM');
  }
  rmSync(work, { recursive: true, force: true });
}
