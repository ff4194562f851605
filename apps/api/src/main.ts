import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { startRetentionSweep } from './modules/privacy/retention.ts';
import { isLoopback, outboxMessages } from './sms/console-provider.ts';

loadDotEnv();
const config = loadConfig();
const { app, deps } = await buildApp(config);
// Leads past their period and old audit rows are erased on a timer; safe with several processes (retention.ts).
const stopSweep = startRetentionSweep(deps);
app.addHook('onClose', async () => stopSweep());

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
if (config.sms.provider === 'console' && !isLoopback(config.host)) {
  app.log.warn(`WARNING: ${outboxMessages.publicHost(config.host)}`);
}
app.log.info(
  `BimaSetu is running at http://localhost:${config.port} (database: ${config.database.kind}, SMS: ${config.sms.provider})`,
);
