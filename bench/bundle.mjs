// Home page weight against its budget: the JavaScript and CSS that build/client/index.html loads, gzipped,
// then each plan-list page's JavaScript total (the lists price in the browser, so their weight is watched too),
// plus every route chunk's size. Run after `npm run build`: `node bench/bundle.mjs`. Prints figures; exits 1 when
// the home page is over budget (the list pages are reported, not budgeted).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const client = new URL('../apps/web/build/client/', import.meta.url).pathname;
// 120 KB until the language mechanism (words registry, /hi routes in the manifest, the switch): +4 KB, issue 17
// allows "at most a few KB" on the home page for it (docs/decisions.md).
const BUDGET = { js: 124 * 1024, css: 20 * 1024 };
/** Every plan-list page, at the spec's paths (prerendered to <path>/index.html). */
const LIST_PAGES = [
  'term-insurance-plans',
  'nri-term-insurance-plans',
  'women-term-insurance-plans',
  'health-insurance-plan',
  'family-health-insurance-plan',
  'car-insurance-plan',
  'twowheeler-insurance-plan',
  'travel-insurance-plan',
  'child-savings-plan',
  'employee-insurance-plan',
];

if (!existsSync(join(client, 'index.html'))) {
  console.error(`No build at ${client}. Run \`npm run build\` first.`);
  process.exit(2);
}

const gz = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every /assets/*.js the page names (modulepreload, script src, inline imports), then their static imports. */
function pageAssets(html) {
  const js = new Set([...html.matchAll(/["'(]\/(assets\/[^"'()\s]+\.js)["')]/g)].map((m) => m[1]));
  const css = new Set(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]),
  );
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop();
    const code = readFileSync(join(client, file), 'utf8');
    // static imports only: `import ... from "./x.js"` and `import "./x.js"`; dynamic import() loads later
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      const dep = join('assets', m[1].slice(2));
      if (!js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

const html = readFileSync(join(client, 'index.html'), 'utf8');
const home = pageAssets(html);
const jsTotal = home.js.reduce((sum, f) => sum + gz(f), 0);
const cssTotal = home.css.reduce((sum, f) => sum + gz(f), 0);

console.log('Home page (/) — gzipped');
for (const f of home.js) console.log(`  ${f.padEnd(50)} ${kb(gz(f)).padStart(9)}`);
for (const f of home.css) console.log(`  ${f.padEnd(50)} ${kb(gz(f)).padStart(9)}`);
console.log(
  `  JavaScript ${kb(jsTotal)} of ${kb(BUDGET.js)} budget (${((jsTotal / BUDGET.js) * 100).toFixed(0)}%)`,
);
console.log(
  `  CSS        ${kb(cssTotal)} of ${kb(BUDGET.css)} budget (${((cssTotal / BUDGET.css) * 100).toFixed(0)}%)`,
);

console.log('\nPlan-list pages — JavaScript loaded, gzipped');
for (const page of LIST_PAGES) {
  const file = join(page, 'index.html');
  if (!existsSync(join(client, file))) {
    console.log(`  /${page.padEnd(49)} not built`);
    continue;
  }
  const list = pageAssets(readFileSync(join(client, file), 'utf8'));
  const total = list.js.reduce((sum, f) => sum + gz(f), 0);
  const beyondHome = list.js.filter((f) => !home.js.includes(f)).reduce((sum, f) => sum + gz(f), 0);
  console.log(`  /${page.padEnd(49)} ${kb(total).padStart(9)}  (${kb(beyondHome)} more than home)`);
}

console.log('\nEvery JavaScript chunk — raw / gzipped');
const chunks = readdirSync(join(client, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ f, raw: readFileSync(join(client, 'assets', f)).length, gz: gz(join('assets', f)) }))
  .sort((a, b) => b.gz - a.gz);
for (const c of chunks) {
  const onHome = home.js.includes(join('assets', c.f)) ? ' (home)' : '';
  console.log(`  ${c.f.padEnd(50)} ${kb(c.raw).padStart(9)} ${kb(c.gz).padStart(9)}${onHome}`);
}

const over = jsTotal > BUDGET.js || cssTotal > BUDGET.css;
console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
process.exitCode = over ? 1 : 0;

// Hindi pages beside their English pages: the same budget for the Hindi home, and each page's JavaScript in both
// languages (each carries only its own language's words), plus the Devanagari font the Hindi pages preload.
const HINDI_PAGES = [
  '',
  'about-us',
  'faq',
  'contactus',
  'InsuranceCards',
  'term-insurance',
  'child-savings',
  'employee-health-insurance',
  'employee-insurance-plan',
];
const pageJs = (path) => {
  const file = join(path, 'index.html');
  if (!existsSync(join(client, file))) return undefined;
  return pageAssets(readFileSync(join(client, file), 'utf8')).js.reduce((sum, f) => sum + gz(f), 0);
};
console.log('\nHindi pages beside English — JavaScript loaded, gzipped');
let hindiOver = false;
for (const page of HINDI_PAGES) {
  const en = pageJs(page);
  const hi = pageJs(join('hi', page));
  const name = `/${page}`;
  if (en === undefined || hi === undefined) {
    console.log(`  ${name.padEnd(32)} not built`);
    continue;
  }
  const diff = hi - en;
  console.log(
    `  ${name.padEnd(32)} en ${kb(en).padStart(9)}  hi ${kb(hi).padStart(9)}  (${diff >= 0 ? '+' : ''}${(diff / 1024).toFixed(1)} KB)`,
  );
  if (page === '' && hi > BUDGET.js) hindiOver = true;
}
const fontDir = join(client, 'fonts');
if (existsSync(fontDir)) {
  for (const f of readdirSync(fontDir).filter((f) => f.endsWith('.woff2'))) {
    console.log(
      `  font ${f.padEnd(45)} ${kb(readFileSync(join(fontDir, f)).length).padStart(9)} (woff2, preloaded on /hi pages only)`,
    );
  }
}
if (hindiOver) {
  console.log('\nHindi home OVER BUDGET');
  process.exitCode = 1;
}
