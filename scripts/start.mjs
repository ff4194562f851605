// npm start: builds the web app when its build is missing or older than its sources, then serves
// the API and the web app on one port (PORT, default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'apps/web/build/client/__spa-fallback.html');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/contract/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map((s) => newestMtime(join(root, s))))) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@bimasetu/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
