// npm start: builds what is missing or older than its sources — the web app (Vite) and the server bundle
// (esbuild) — then serves the API and the web app on one port (PORT, default 8080) with plain Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer, SERVER_NODE_FLAGS } from './bundle-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const webStamp = join(root, 'apps/web/build/client/__spa-fallback.html');
const webSources = [
  'apps/web/app',
  'apps/web/public',
  'packages/contract/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];
const serverBundle = 'apps/api/dist/main.mjs';
const serverSources = ['apps/api/src', 'packages/contract/src', 'apps/api/package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const isStale = (output, sources) =>
  (existsSync(output) ? statSync(output).mtimeMs : 0) <
  Math.max(...sources.map((s) => newestMtime(join(root, s))));

if (isStale(webStamp, webSources)) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@bimasetu/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (isStale(join(root, serverBundle), serverSources)) {
  console.log('Bundling the server…');
  await bundleServer('apps/api/src/main.ts', serverBundle);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
