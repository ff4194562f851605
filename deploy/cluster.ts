// A whole deployment on one machine, as deploy/ describes it: N bundled server processes (TRUST_PROXY=1) behind
// Debian's nginx with deploy/nginx/*.conf, on an installed PostgreSQL and Redis. Used by `npm run cluster:up`
// (deploy/up.ts) and `npm run bench:cluster` (bench/cluster.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, SERVER_NODE_FLAGS } from '../scripts/bundle-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const BUNDLE = 'apps/api/dist/cluster-main.mjs';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface ClusterOptions {
  processes: number;
  /** nginx listens here; process i listens on nginxPort + 1 + i. */
  nginxPort: number;
  databaseUrl: string;
  redisUrl: string;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

export interface Cluster {
  url: string;
  /** Where nginx's logs and each process's log are written. */
  logs: string;
  processUrls: string[];
  pids(): number[];
  /** SIGTERM (the graceful drain), wait for the exit, start again, wait for /readyz. Answers the drain's ms. */
  restart(index: number): Promise<number>;
  /** SIGKILL: no drain, no goodbye. */
  kill(index: number): Promise<void>;
  start(index: number): Promise<void>;
  /** Stops nginx and every process; the logs are removed unless kept. */
  stop(keepLogs?: boolean): Promise<void>;
}

function nginxConfig(prefix: string, ports: number[], nginxPort: number): string {
  const servers = ports.map((port) => `        server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`);
  const brotli = existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '';
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${brotli}
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include snippets/bimasetu-request-id.conf;
    upstream bimasetu {
${servers.join('\n')}
        keepalive 32;
        keepalive_timeout 4s;
    }
    server {
        listen 127.0.0.1:${nginxPort};
        access_log ${prefix}/access.log bimasetu;
        set $bimasetu_web ${join(root, 'apps/web/build/client')};
        include snippets/bimasetu-locations.conf;
    }
}
`;
}

/** One check on a connection of its own, closed after it: a kept one would hold up the process's drain. */
function readyz(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asked = http.get(`${url}/readyz`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    asked.on('error', () => resolve(false));
    asked.setTimeout(2000, () => asked.destroy());
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ready = await readyz(url);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await bundleServer('apps/api/src/main.ts', BUNDLE);
  const ports = Array.from({ length: options.processes }, (_, i) => options.nginxPort + 1 + i);
  const processUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  const children: ChildProcess[] = [];
  const prefix = mkdtempSync(join(tmpdir(), 'bimasetu-nginx-'));

  const launch = async (index: number) => {
    // Each process's JSON log (warnings and errors) goes beside nginx's, kept until stop().
    const log = openSync(join(prefix, `process-${index + 1}.log`), 'a');
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, BUNDLE)], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(ports[index]),
        TRUST_PROXY: '1',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        WEB_DIST: join(root, 'apps/web/build/client'),
        ...options.env,
      },
    });
    closeSync(log);
    children[index] = child;
    await waitReady(processUrls[index]!, child);
  };
  await Promise.all(ports.map((_, index) => launch(index)));

  mkdirSync(join(prefix, 'snippets'));
  const deploy = join(root, 'deploy/nginx');
  copyFileSync(join(deploy, 'request-id.conf'), join(prefix, 'snippets/bimasetu-request-id.conf'));
  copyFileSync(join(deploy, 'locations.conf'), join(prefix, 'snippets/bimasetu-locations.conf'));
  if (existsSync(BROTLI_MODULE))
    copyFileSync(join(deploy, 'brotli.conf'), join(prefix, 'snippets/bimasetu-brotli.conf'));
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, ports, options.nginxPort));
  const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.nginxPort}`;
  try {
    await waitReady(url, nginx);
  } catch (error) {
    nginx.kill('SIGQUIT');
    for (const child of children) child.kill('SIGTERM');
    throw new Error(`nginx did not come up (logs in ${prefix})`, { cause: error });
  }

  return {
    url,
    logs: prefix,
    processUrls,
    pids: () => children.map((child) => child.pid ?? 0),
    async restart(index) {
      const child = children[index]!;
      const asked = performance.now();
      child.kill('SIGTERM');
      await exited(child);
      const drainMs = performance.now() - asked;
      await launch(index);
      return drainMs;
    },
    async kill(index) {
      const child = children[index]!;
      child.kill('SIGKILL');
      await exited(child);
    },
    start: (index) => launch(index),
    async stop(keepLogs = false) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
      if (!keepLogs) rmSync(prefix, { recursive: true, force: true });
    },
  };
}
