// Bundles a server entry (TypeScript, with the contract package's sources) into one ES module that plain
// Node runs: no TypeScript loader in production, which saves about 90 MB of memory and most of the start time.
// Packages from node_modules stay external and load as usual.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const apiPackage = JSON.parse(readFileSync(`${root}apps/api/package.json`, 'utf8'));
const external = Object.keys(apiPackage.dependencies).filter((name) => !name.startsWith('@bimasetu/'));

/**
 * How the bundled server is started, by `npm start`, the cluster and the benchmarks alike (and the systemd unit in
 * deploy/). A young generation of at most 4 MB per semi-space keeps the peak memory under load near 120 MB instead
 * of near 190 MB. An old generation capped at 256 MB (its live data is under 80 MB) makes V8 collect before it
 * grows: on a 24 GB machine its default limit let 1,000 connections writing to PostgreSQL push the peak to 230-250
 * MB of mostly garbage; capped it stays near 131 MB with no more CPU per request (docs/decisions.md).
 */
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=4',
  '--max-old-space-size=256',
];

/** @param {string} entry path from the repository root @param {string} outfile absolute or from the root */
export async function bundleServer(entry, outfile) {
  await build({
    entryPoints: [`${root}${entry}`],
    outfile: outfile.startsWith('/') ? outfile : `${root}${outfile}`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, 'zod'],
    logLevel: 'warning',
    // Packages loaded through require() inside the bundle need a require of their own in an ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
}
