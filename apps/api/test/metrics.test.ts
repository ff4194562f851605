// GET /metrics: Prometheus text that a scraper can read, answered only on this computer or with METRICS_TOKEN,
// whose counters move with the traffic the server takes.
import { afterEach, describe, expect, it } from 'vitest';
import { startJobs } from '../src/jobs/start-jobs.ts';
import { metricsMessages } from '../src/plugins/metrics.ts';
import { SmsDeliveryError, type SmsProvider } from '../src/sms/sms-provider.ts';
import { adviserToken } from './support/admin.ts';
import { clientFor } from './support/client.ts';
import { startTestApp, type TestApp, type TestOptions } from './support/test-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(options: TestOptions = {}) {
  const test = await startTestApp(options);
  apps.push(test);
  return { test, api: clientFor(test) };
}

async function scrape(test: TestApp, headers: Record<string, string> = {}) {
  const response = await fetch(`${test.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The text exposition format, read strictly: every sample belongs to a family declared by # TYPE. */
function parse(text: string): Map<string, number> {
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const declared = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (declared) {
      if (declared[1] === 'TYPE') types.set(declared[2]!, declared[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/.exec(
      line,
    );
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const family = sample[1]!.replace(/_(bucket|sum|count|created)$/, '');
    if (!types.has(sample[1]!) && !types.has(family)) throw new Error(`no # TYPE for ${sample[1]}`);
    // Values are read as Go's ParseFloat reads them: NaN (any case, as prom-client writes an empty mean) and ±Inf.
    const value = /^nan$/i.test(sample[3]!) ? NaN : Number(sample[3]!.replace(/Inf$/, 'Infinity'));
    if (Number.isNaN(value) && !/^nan$/i.test(sample[3]!)) throw new Error(`not a number: ${line}`);
    // Labels sorted by name, so a test names a series whatever order the library writes them in.
    const labels = (sample[2] ?? '').slice(1, -1).match(/[a-zA-Z_]\w*="(?:[^"\\]|\\.)*"/g) ?? [];
    samples.set(labels.length ? `${sample[1]}{${labels.sort().join(',')}}` : sample[1]!, value);
  }
  return samples;
}

const read = async (test: TestApp) => parse((await scrape(test)).text);

describe('GET /metrics', () => {
  it('answers Prometheus text with the process, HTTP, OTP, database, rate-limit and job figures', async () => {
    const { test } = await start();
    const answer = await scrape(test);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parse(answer.text);
    const names = [...samples.keys()].join('\n');
    for (const family of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'bimasetu_rate_limit_store{mode="memory"}',
    ]) {
      expect(names).toContain(family);
    }
    expect(samples.get('bimasetu_rate_limit_store{mode="memory"}')).toBe(1);
    expect(samples.get('bimasetu_rate_limit_store{mode="redis"}')).toBe(0);
    if (test.config.database.kind === 'postgres') {
      expect(names).toContain('bimasetu_db_pool_connections{state="idle"}');
      expect(names).toContain('bimasetu_db_pool_wait_seconds_count');
    }
  });

  it('shows the rate-limit store in Redis while Redis answers', async () => {
    const { test } = await start({
      env: { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    });
    const samples = await read(test);
    expect(samples.get('bimasetu_rate_limit_store{mode="redis"}')).toBe(1);
    expect(samples.get('bimasetu_rate_limit_store{mode="memory-fallback"}')).toBe(0);
  });

  it('refuses a caller forwarded from elsewhere, even through a proxy on this computer', async () => {
    const { test } = await start({ env: { TRUST_PROXY: '1' } });
    const refused = await scrape(test, { 'x-forwarded-for': '203.0.113.9' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ isSuccess: false, message: metricsMessages.refused });
    // A client that writes a loopback address itself still has its own appended by the proxy.
    expect((await scrape(test, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(403);
    expect((await scrape(test, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
  });

  it('refuses a forwarded caller when TRUST_PROXY was left at 0, and a caller off this computer', async () => {
    const { test } = await start();
    expect((await scrape(test, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await scrape(test, { 'x-real-ip': '203.0.113.9' })).status).toBe(403);
    const remote = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4' });
    expect(remote.statusCode).toBe(403);
  });

  it('answers a caller off this computer that shows METRICS_TOKEN, and no other', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const { test } = await start({ env: { METRICS_TOKEN: token } });
    const ask = (authorization?: string) =>
      test.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '198.51.100.4',
        headers: authorization ? { authorization } : {},
      });
    expect((await ask(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await ask(`Bearer ${token}x`)).statusCode).toBe(403);
    expect((await ask('Bearer short')).statusCode).toBe(403);
    expect((await ask(token)).statusCode).toBe(403);
  });

  it('counts requests by route pattern and status, never by the raw address', async () => {
    const { test, api } = await start();
    const admin = await adviserToken(test, api);
    for (const id of [101, 202, 303]) {
      expect((await api.call('GET', `/api/Admin/Requests/${id}`, { token: admin })).status).toBe(404);
    }
    await api.call('GET', '/api/Insurance/GetFaqList');
    await api.call('GET', '/no/such/page/at/all');
    const samples = await read(test);
    const count = (route: string, status: number, method = 'GET') =>
      samples.get(
        `http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`,
      );
    expect(count('/api/Admin/Requests/:id', 404)).toBe(3);
    expect(count('/api/Insurance/GetFaqList', 200)).toBe(1);
    expect(count('/api/Insurance/GenerateOTP', 200, 'POST')).toBe(1);
    expect(count('unmatched', 404)).toBe(1);
    expect([...samples.keys()].some((name) => name.includes('/202'))).toBe(false);
    const fastest = samples.get(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/Insurance/GetFaqList",status="200"}',
    );
    expect(fastest).toBe(1);
  });

  it('counts a server error (500) by its kind, and a client error not at all', async () => {
    const { test, api } = await start();
    await api.call('GET', '/no/such/page/at/all');
    expect((await read(test)).get('bimasetu_errors_total{kind="server"}')).toBeUndefined();
    // A table gone from under the server: the read fails inside, and the answer is a 500 in our shape.
    await test.db.schema.dropTable('faqs').execute();
    expect((await api.call('GET', '/api/Insurance/GetFaqList')).status).toBe(500);
    expect((await api.call('GET', '/api/Insurance/GetFaqList')).status).toBe(500);
    const samples = await read(test);
    expect(samples.get('bimasetu_errors_total{kind="server"}')).toBe(2);
    expect(samples.get('bimasetu_errors_total{kind="database_unavailable"}')).toBeUndefined();
    expect(
      samples.get(
        'http_request_duration_seconds_count{method="GET",route="/api/Insurance/GetFaqList",status="500"}',
      ),
    ).toBe(2);
  });

  it('counts login codes sent, refused and checked', async () => {
    const { test, api } = await start();
    const mobile = '9876512345';
    await api.call('POST', `/api/Insurance/GenerateOTP?mobile=${mobile}`);
    await api.call('POST', `/api/Insurance/GenerateOTP?mobile=${mobile}`); // too soon: refused
    const otp = test.sms.messages(mobile)[0]!.otp;
    const wrong = otp === '1111' ? '2222' : '1111';
    await api.call('GET', `/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${wrong}`);
    await api.call('GET', `/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${otp}`);
    const samples = await read(test);
    expect(samples.get('bimasetu_otp_sends_total{audience="customer",outcome="sent"}')).toBe(1);
    expect(samples.get('bimasetu_otp_sends_total{audience="customer",outcome="refused"}')).toBe(1);
    expect(samples.get('bimasetu_otp_checks_total{audience="customer",outcome="wrong"}')).toBe(1);
    expect(samples.get('bimasetu_otp_checks_total{audience="customer",outcome="verified"}')).toBe(1);
    expect(samples.get('bimasetu_sms_gateway_duration_seconds_count{outcome="ok",provider="console"}')).toBe(
      1,
    );
  });

  it('counts the failures of the SMS gateway and how long each took', async () => {
    const failing: SmsProvider = {
      name: 'failing',
      sendOtp: () => Promise.reject(new SmsDeliveryError('gateway down')),
      sendService: () => Promise.reject(new SmsDeliveryError('gateway down')),
    };
    const { test, api } = await start({ overrides: { sms: failing } });
    expect((await api.call('POST', '/api/Insurance/GenerateOTP?mobile=9876512346')).status).toBe(502);
    const samples = await read(test);
    expect(samples.get('bimasetu_sms_gateway_failures_total{provider="failing"}')).toBe(1);
    expect(samples.get('bimasetu_otp_sends_total{audience="customer",outcome="sms_failed"}')).toBe(1);
    expect(
      samples.get('bimasetu_sms_gateway_duration_seconds_count{outcome="failed",provider="failing"}'),
    ).toBe(1);
  });

  it('counts the retention sweep run at start and shows the job queue', async () => {
    const { test } = await start({ env: { JOBS_POLL_SECONDS: '0.5' } });
    const stop = await startJobs(test.deps);
    const queue = test.deps.jobs.library;
    try {
      // pg-boss's worker polls, and its first poll waits for its maintenance at start: seconds, not one.
      await expect
        .poll(
          async () => (await read(test)).get('bimasetu_job_runs_total{job="retention-sweep",outcome="ok"}'),
          { timeout: 15_000, interval: 250 },
        )
        .toBe(1);
      const samples = await read(test);
      expect(samples.get(`bimasetu_job_queue_depth{queue="${queue}"}`)).toBeTypeOf('number');
      expect(samples.get(`bimasetu_job_oldest_due_age_seconds{queue="${queue}"}`)).toBe(0);
    } finally {
      await stop();
    }
  });
});

describe('the answers for machines', () => {
  it('carry the short API headers, not the page CSP, on /healthz, /readyz and /metrics', async () => {
    const { test } = await start();
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const response = await fetch(`${test.url}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
