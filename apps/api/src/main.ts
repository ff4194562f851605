import { buildApp, type App } from './app.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { startupFailure } from './db/startup-failure.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { listen } from './listen.ts';
import { drainThenClose } from './shutdown.ts';
import { isLoopback, outboxMessages } from './sms/console-provider.ts';

loadDotEnv();
const config = loadConfig();
let started: { app: App['app']; stopJobs: () => Promise<void> };
try {
  const { app, deps } = await buildApp(config);
  // Durable jobs: renewal reminders and the retention sweep, run once across any number of processes.
  started = { app, stopJobs: await startJobs(deps) };
} catch (error) {
  // The database away or unusable: one line an operator can act on (what failed, which database, what to check),
  // not a stack trace. Anything else is a fault in the code, whose stack is the useful part.
  const line = startupFailure(config.database, error);
  if (line === undefined) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
const { app, stopJobs } = started;
app.addHook('preClose', stopJobs);

// Graceful shutdown (shutdown.ts): stop accepting, answer what still arrives on open connections with
// Connection: close, let in-flight requests finish, close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    drainThenClose(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

// One socket, accepted on by 16 descriptors (listen.ts) so a crowd connecting at once is not kept waiting.
await listen(app, { port: config.port, host: config.host });
if (config.sms.provider === 'console' && !isLoopback(config.host)) {
  app.log.warn(`WARNING: ${outboxMessages.publicHost(config.host)}`);
}
app.log.info(
  `BimaSetu is running at http://localhost:${config.port} (database: ${config.database.kind}, SMS: ${config.sms.provider})`,
);
