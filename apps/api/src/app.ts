import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { trustedProxies, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { cryptoRandomness, type Randomness } from './lib/crypto.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { FaqCache } from './modules/faq/faq-cache.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { sessionLookup } from './modules/auth/session.repository.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { readWebBuild, registerWeb } from './plugins/web.ts';
import { ConsoleSmsProvider } from './sms/console-provider.ts';
import { Msg91SmsProvider } from './sms/msg91-provider.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query layer, for tests and command-line tools that start the app. */
    db: Kysely<Database>;
    /** Cleared by whatever edits the FAQs. */
    faqCache: FaqCache;
    /** See Db.changeStamp. */
    changeStamp: () => string | undefined;
  }
}

export interface AppOverrides {
  clock?: Clock;
  random?: Randomness;
  sms?: SmsProvider;
}

const BODY_LIMIT = 64 * 1024;
const FAQ_CACHE_MS = 10_000;

/** Never let a one-time code reach the logs through a query string. */
function safeUrl(url: string): string {
  return url.replace(/([?&]otp=)[^&]*/gi, '$1****');
}

/** Builds the whole server without listening: what main.ts starts and what the tests use. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: {
        req: (req) => ({ method: req.method, url: safeUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = connect(config.database, (error) =>
    app.log.error({ err: error }, 'database connection lost; it is reopened on the next query'),
  );
  app.addHook('onClose', () => database.close());
  await migrateToLatest(
    database.db,
    config.database.kind === 'postgres' ? config.database.schema : undefined,
  );
  app.decorate('db', database.db);
  app.decorate('changeStamp', database.changeStamp);

  const clock = overrides.clock ?? systemClock;
  const sms =
    overrides.sms ??
    (config.sms.provider === 'msg91'
      ? new Msg91SmsProvider(config.sms)
      : new ConsoleSmsProvider(clock, app.log));
  const deps: AppDeps = {
    config,
    db: database.db,
    clock,
    random: overrides.random ?? cryptoRandomness,
    sms,
    log: app.log,
    changeStamp: database.changeStamp,
    findSession: sessionLookup(database.db),
  };
  const web = readWebBuild(config.webDist);
  const faqCache = new FaqCache(FAQ_CACHE_MS, () => clock.now().getTime());
  app.decorate('faqCache', faqCache);

  // Cross-cutting plugins
  registerErrorHandling(app);
  await registerSecurity(app, {
    now: () => clock.now().getTime(),
    redisUrl: config.redisUrl,
    apiIpLimitPerMinute: config.apiIpLimitPerMinute,
    inlineScriptHashes: web?.inlineScriptHashes ?? [],
    production: config.env === 'production',
  });
  await registerDocs(app);

  // The API, one module at a time
  healthRoutes(app, database);
  authRoutes(app, deps);
  messagesRoutes(app, deps);
  profileRoutes(app, deps);
  requestsRoutes(app, deps);
  contactRoutes(app, deps);
  faqRoutes(app, deps, faqCache);
  leadsRoutes(app, deps);
  await adminRoutes(app, deps, faqCache);

  // The web app and the SPA fallback
  await registerWeb(app, web);
  return app;
}
