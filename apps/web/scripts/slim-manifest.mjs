// Makes React Router's route manifest smaller before it is compressed (docs/decisions.md, "route manifest").
// Every page loads the whole manifest (a prerendered build cannot discover routes lazily), so each route,
// English or Hindi, costs every first visit. Two things in it carry nothing:
// - a route's `imports` repeating modules the entry and the root route already load: they are loaded before any
//   route, so preloading them again on navigation does nothing;
// - flags that are `false`: React Router only tests them for truth, and a missing flag reads the same.
// `node scripts/slim-manifest.mjs <dir>` slims another build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = 'window.__reactRouterManifest=';

/** The slimmed manifest object (pure, for the test). */
export function slimManifest(manifest) {
  const root = manifest.routes.root;
  const always = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...(root ? [root.module, ...(root.imports ?? [])] : []),
  ]);
  const routes = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const slim = {};
    for (const [key, value] of Object.entries(route)) {
      if (value === false) continue;
      slim[key] =
        key === 'imports' && id !== 'root' && Array.isArray(value)
          ? value.filter((m) => !always.has(m))
          : value;
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
