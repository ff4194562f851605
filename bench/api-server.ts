// Started by bench/api.ts in a child process: either a bare Fastify route (the baseline) or the real app on a
// temporary SQLite file with one customer, 20 messages and a bearer token. Prints one JSON line when ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ConsoleSmsProvider } from '../apps/api/src/sms/console-provider.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';

const mode = process.argv[2];

if (mode === 'baseline') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ isSuccess: true, message: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bimasetu-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(dir, 'bench.db'),
    WEB_DIST: '/nonexistent',
    API_IP_LIMIT_PER_MINUTE: '100000000',
  });
  const sms = new ConsoleSmsProvider(systemClock);
  const { app } = await buildApp(config, { sms });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const mobile = '9876512345';
  const base = `http://127.0.0.1:${port}`;
  await fetch(`${base}/api/Insurance/GenerateOTP?mobile=${mobile}`, { method: 'POST' });
  const otp = sms.messages(mobile)[0]?.otp;
  const validated = (await (
    await fetch(`${base}/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${otp}`)
  ).json()) as {
    result: string;
  };
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/api/Insurance/AddUserMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${validated.result}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        fromMobile: mobile,
        messageContent: `Question number ${i} about my health cover renewal.`,
      }),
    });
  }
  console.log(JSON.stringify({ port, token: validated.result }));
}
