// Makes React Router's route manifest smaller before it is compressed (docs/decisions.md, "route manifest").
// Every page loads the whole manifest (a prerendered build cannot discover routes lazily), so each route,
// English or Hindi, costs every first visit. Two things in it carry nothing:
// - a route's `imports` (the modules its module imports): in the browser React Router reads them only to render
//   `<Link prefetch>` hints, which the site does not use (a navigation imports the route's module, and the browser
//   its imports); the prerendered HTML's own hints come from the server build's copy, not this file. They were
//   two thirds of the file: about 4 KB gzipped on every page. A `<Link prefetch>` would need them back;
// - flags that are `false`: React Router only tests them for truth, and a missing flag reads the same.
// `node scripts/slim-manifest.mjs <dir>` slims another build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = 'window.__reactRouterManifest=';

/** The slimmed manifest object (pure, for the test). */
export function slimManifest(manifest) {
  const routes = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const slim = {};
    for (const [key, value] of Object.entries(route)) {
      if (value === false || (key === 'imports' && id !== 'root')) continue;
      slim[key] = value;
    }
    routes[id] = slim;
  }
  return { ...manifest, routes };
}

async function main() {
  const dir = join(process.argv[2] ?? new URL('../build/client', import.meta.url).pathname, 'assets');
  const files = (await readdir(dir)).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  for (const file of files) {
    const path = join(dir, file);
    const text = (await readFile(path, 'utf8')).trim();
    if (!text.startsWith(PREFIX) || !text.endsWith(';')) throw new Error(`${file}: not a route manifest`);
    const manifest = JSON.parse(text.slice(PREFIX.length, -1));
    const slim = `${PREFIX}${JSON.stringify(slimManifest(manifest))};`;
    await writeFile(path, slim);
    console.log(`slimmed ${file}: ${text.length} -> ${slim.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
