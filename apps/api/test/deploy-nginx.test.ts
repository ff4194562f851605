// The production nginx site, deploy/nginx/bimasetu.conf, as an operator installs it (README, Operations): the
// site with its snippets under snippets/, only the machine's own paths, ports and certificate swapped for a temp
// folder's (and its second process left down). `nginx -t` must pass on it; then Debian's nginx runs it (not as a
// service: its own prefix, pid and logs) in front of a real server process, and a request id the client sent or
// nginx made comes back in the answer and reaches the app's log. bench/cluster.ts covers the load and restarts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { networkInterfaces, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { freePort } from './support/server-process.ts';

const deploy = join(repoRoot, 'deploy/nginx');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A program from /usr/sbin or PATH, or a failure that says what to install (.ci/run installs both). */
function program(name: string, install: string): string {
  const dirs = ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(delimiter)];
  const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `${name} is not installed: this test loads deploy/nginx/bimasetu.conf into Debian's nginx (${install}; .ci/run installs it)`,
    );
  }
  return found;
}

interface Site {
  prefix: string;
  httpPort: number;
  httpsPort: number;
  /** The one process that is up (the site's first upstream server). */
  appPort: number;
  /** The site's second upstream server: nothing listens there. */
  downPort: number;
  ipv6: boolean;
}

/**
 * bimasetu.conf with this machine's paths and ports. Each swap must find its text exactly once: a changed site
 * file fails here, naming the line, rather than being tested half-swapped.
 */
function renderSite(site: Site): string {
  let text = readFileSync(join(deploy, 'bimasetu.conf'), 'utf8');
  const v6 = (port: number, rest = '') =>
    site.ipv6 ? `listen [::1]:${port}${rest};` : `# listen [::1]:${port}${rest}; (no IPv6 loopback here)`;
  const swaps: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${site.httpPort};`],
    ['listen [::]:80;', v6(site.httpPort)],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${site.httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', v6(site.httpsPort, ' ssl http2')],
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${site.appPort} `],
    ['server 127.0.0.1:8082 ', `server 127.0.0.1:${site.downPort} `],
    ['/etc/letsencrypt/live/www.bimasetu.in/fullchain.pem', join(site.prefix, 'tls/fullchain.pem')],
    ['/etc/letsencrypt/live/www.bimasetu.in/privkey.pem', join(site.prefix, 'tls/privkey.pem')],
    ['/var/log/nginx/bimasetu.access.log', join(site.prefix, 'access.log')],
    ['/srv/bimasetu/apps/web/build/client', join(site.prefix, 'web')],
  ];
  for (const [from, to] of swaps) {
    const found = text.split(from).length - 1;
    if (found !== 1) throw new Error(`deploy/nginx/bimasetu.conf has "${from}" ${found} times, not once`);
    text = text.replace(from, to);
  }
  return text;
}

/** What Debian's /etc/nginx/nginx.conf gives the site (http context, mime types), with this folder's files. */
function mainConfig(prefix: string): string {
  const brotli = existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '';
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${brotli}
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include conf.d/bimasetu.conf;
}
`;
}

/** The site's files laid out as the README installs them, in a temp prefix. */
function installSite(site: Site): string {
  const { prefix } = site;
  for (const dir of ['snippets', 'conf.d', 'tls', 'web/assets'])
    mkdirSync(join(prefix, dir), { recursive: true });
  // nginx's workers (nobody, when the test runs as root) read the assets under it.
  chmodSync(prefix, 0o755);
  copyFileSync(join(deploy, 'request-id.conf'), join(prefix, 'snippets/bimasetu-request-id.conf'));
  copyFileSync(join(deploy, 'locations.conf'), join(prefix, 'snippets/bimasetu-locations.conf'));
  if (existsSync(BROTLI_MODULE))
    copyFileSync(join(deploy, 'brotli.conf'), join(prefix, 'snippets/bimasetu-brotli.conf'));
  writeFileSync(join(prefix, 'conf.d/bimasetu.conf'), renderSite(site));
  const made = spawnSync(
    program('openssl', 'apt-get install openssl'),
    [
      'req',
      '-x509',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=www.bimasetu.in',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-keyout',
      join(prefix, 'tls/privkey.pem'),
      '-out',
      join(prefix, 'tls/fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig(prefix));
  return conf;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function ask(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { headers, agent: false, rejectUnauthorized: false, servername: 'www.bimasetu.in' };
    const asked = (url.startsWith('https:') ? https : http).get(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    asked.on('error', reject);
    asked.setTimeout(5000, () => asked.destroy(new Error(`${url}: no answer in 5 s`)));
  });
}

async function until(what: string, up: () => Promise<boolean>, child: ChildProcess, log: () => string) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${log()}`);
    if (await up().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up in 30 s: ${log()}`);
}

const stopped = (child: ChildProcess | undefined, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

describe('deploy/nginx/bimasetu.conf in Debian nginx', () => {
  let nginx: string;
  let site: Site;
  let conf: string;
  let app: ChildProcess | undefined;
  let proxy: ChildProcess | undefined;
  let appLog = '';
  let proxyLog = '';

  beforeAll(async () => {
    nginx = program('nginx', 'apt-get install nginx');
    const prefix = mkdtempSync(join(tmpdir(), 'bimasetu-site-'));
    const ipv6 = Object.values(networkInterfaces()).some((addresses) =>
      addresses?.some((address) => address.address === '::1'),
    );
    site = {
      prefix,
      httpPort: await freePort(),
      httpsPort: await freePort(),
      appPort: await freePort(),
      downPort: await freePort(),
      ipv6,
    };
    conf = installSite(site);
  });

  afterAll(async () => {
    await stopped(proxy, 'SIGQUIT');
    await stopped(app, 'SIGTERM');
    if (site) rmSync(site.prefix, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    const checked = spawnSync(
      nginx,
      ['-t', '-p', `${site.prefix}/`, '-e', join(site.prefix, 'error.log'), '-c', conf],
      {
        encoding: 'utf8',
      },
    );
    expect(checked.stderr).toMatch(/syntax is ok/);
    expect(checked.stderr).toMatch(/test is successful/);
    expect(checked.status, checked.stderr).toBe(0);
  });

  it('passes the request id through to the app and back, ends TLS and serves the assets from disk', async () => {
    // A real server process (npm start's entry point) logging every request, as the systemd unit runs it.
    app = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(site.appPort),
        TRUST_PROXY: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
        SQLITE_PATH: join(site.prefix, 'app.db'),
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout?.on('data', (chunk: Buffer) => (appLog += chunk.toString()));
    app.stderr?.on('data', (chunk: Buffer) => (appLog += chunk.toString()));
    proxy = spawn(
      nginx,
      ['-p', `${site.prefix}/`, '-e', join(site.prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    proxy.stderr?.on('data', (chunk: Buffer) => (proxyLog += chunk.toString()));
    const errorLog = () =>
      proxyLog +
      (existsSync(join(site.prefix, 'error.log'))
        ? readFileSync(join(site.prefix, 'error.log'), 'utf8')
        : '');
    await until(
      'the server',
      async () => (await ask(`http://127.0.0.1:${site.appPort}/readyz`)).status === 200,
      app,
      () => appLog,
    );
    const secure = `https://127.0.0.1:${site.httpsPort}`;
    await until('nginx', async () => (await ask(`${secure}/healthz`)).status === 200, proxy, errorLog);

    // The client's own id, then one nginx makes: each comes back and is the id of the app's log lines.
    const sent = await ask(`${secure}/api/Insurance/GetFaqList`, { 'x-request-id': 'client-chosen-id-42' });
    expect(sent.status).toBe(200);
    expect(sent.headers['x-request-id']).toBe('client-chosen-id-42');
    const made = await ask(`${secure}/api/Insurance/GetFaqList`);
    expect(made.status).toBe(200);
    const madeId = String(made.headers['x-request-id']);
    expect(madeId).toMatch(/^[0-9a-f]{32}$/);
    // the app writes its log line through a pipe that may deliver it after the answer: wait for both ids (5 s)
    const ids = ['client-chosen-id-42', madeId];
    for (
      let waited = 0;
      waited < 5000 && !ids.every((id) => appLog.includes(`"reqId":"${id}"`));
      waited += 50
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = appLog
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string; remoteAddress?: string } });
    for (const id of ids) {
      const lines = logged.filter((line) => line.reqId === id);
      expect(lines.length, `app log lines with reqId ${id}:\n${appLog}`).toBeGreaterThan(0);
      expect(lines.find((line) => line.req)?.req).toMatchObject({
        url: '/api/Insurance/GetFaqList',
        remoteAddress: '127.0.0.1',
      });
    }
    // nginx logs a request in its last phase, after the answer has gone: wait for the line (5 s)
    const accessLog = () => readFileSync(join(site.prefix, 'access.log'), 'utf8');
    for (let waited = 0; waited < 5000 && !accessLog().includes(`id=${madeId}`); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accessLog()).toContain(`id=${madeId}`);

    // Plain HTTP goes to HTTPS; /metrics is never answered through the proxy.
    const plain = await ask(`http://127.0.0.1:${site.httpPort}/api/Insurance/GetFaqList?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/api/Insurance/GetFaqList?x=1');
    expect((await ask(`${secure}/metrics`)).status).toBe(404);

    // A hashed asset from disk, its .gz to a client that takes gzip, cached for good.
    writeFileSync(join(site.prefix, 'web/assets/app-1a2b3c.js'), 'console.log("asset");\n'.repeat(50));
    writeFileSync(
      join(site.prefix, 'web/assets/app-1a2b3c.js.gz'),
      gzipSync('console.log("asset");\n'.repeat(50)),
    );
    const asset = await ask(`${secure}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);
});
