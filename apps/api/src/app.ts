import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustedProxies, type Config } from './config.ts';
import { epochMs } from './lib/clock.ts';
import { lazyChildLogger } from './lib/lazy-child-logger.ts';
import { requestIds } from './lib/request-ids.ts';
import { buildDeps, type AppDeps, type AppOverrides } from './deps.ts';
import { createMetrics } from './metrics/metrics.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { claimsRoutes } from './modules/claims/claims.routes.ts';
import { serviceRequestsRoutes } from './modules/claims/service-requests.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { probeRoutes } from './modules/probes/probes.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { policyChangesRoutes } from './modules/policies/policy-changes.routes.ts';
import { renewalRoutes } from './modules/policies/renewal.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { registerDocs } from './plugins/docs.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  protocolMessages,
  registerErrorHandling,
} from './plugins/errors.ts';
import { HttpError } from './lib/http-error.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerIpBudget } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { readWebBuild, registerWeb } from './plugins/web.ts';

const BODY_LIMIT = 64 * 1024;

/** Never let a one-time code reach the logs through a query string. */
function safeUrl(url: string): string {
  return url.replace(/([?&]otp=)[^&]*/gi, '$1****');
}

export interface App {
  app: FastifyInstance;
  /** The dependencies the routes were given: main.ts and the tests see the same ones. */
  deps: AppDeps;
}

/** Builds the whole server without listening: what main.ts starts and what the tests use. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const metrics = createMetrics();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: {
        req: (req) => ({ method: req.method, url: safeUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: BODY_LIMIT,
    // A "__proto__" or "constructor" key is dropped while the JSON is read (it can pollute nothing), so a body
    // that carries one is judged on the rest instead of being told it is not JSON.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    trustProxy: trustedProxies(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: requestIds(),
    childLoggerFactory: lazyChildLogger,
    frameworkErrors,
    clientErrorHandler: (error, socket) => {
      if (error.code !== 'ECONNRESET') metrics.errors.inc({ kind: 'protocol' });
      clientErrorHandler(error, socket);
    },
  });
  // A compressed body (Content-Encoding: gzip…) is not read: it is refused as such, not called broken JSON
  const readJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(new HttpError(415, protocolMessages.encoding), undefined);
      return;
    }
    readJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = await buildDeps(config, app.log, overrides, metrics);
  // Jobs stop (their in-flight work finishes) before the database closes under them.
  app.addHook('preClose', () => deps.jobs.stop());
  app.addHook('onClose', () => deps.database.close());
  const web = readWebBuild(config.webDist);

  // Cross-cutting plugins
  registerErrorHandling(app, metrics.errors);
  registerMetrics(app, metrics, config.metricsToken);
  registerSecurity(app, {
    inlineScriptHashes: web?.inlineScriptHashes ?? [],
    production: config.env === 'production',
  });
  const rateLimitStore = await registerIpBudget(app, {
    redisUrl: config.redisUrl,
    perMinute: config.apiIpLimitPerMinute,
    now: epochMs(deps.clock),
  });
  metrics.reportRateLimitMode(rateLimitStore);
  await registerDocs(app, { production: config.env === 'production' });

  // The API, one module at a time
  probeRoutes(app, deps.database, rateLimitStore);
  authRoutes(app, deps);
  messagesRoutes(app, deps);
  profileRoutes(app, deps);
  requestsRoutes(app, deps);
  contactRoutes(app, deps);
  faqRoutes(app, deps);
  leadsRoutes(app, deps);
  pricingRoutes(app, deps);
  privacyRoutes(app, deps);
  await policiesRoutes(app, deps);
  await policyChangesRoutes(app, deps);
  renewalRoutes(app, deps);
  await claimsRoutes(app, deps);
  await serviceRequestsRoutes(app, deps);
  await adminRoutes(app, deps);

  // The web app and the SPA fallback
  await registerWeb(app, web);
  return { app, deps };
}
