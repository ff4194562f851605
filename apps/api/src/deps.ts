import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { jobQueueFor } from './jobs/start-jobs.ts';
import { fileClock, systemClock, type Clock } from './lib/clock.ts';
import { cryptoRandomness, type Randomness } from './lib/crypto.ts';
import { ShortLivedCache } from './lib/short-lived-cache.ts';
import type { KeptJson } from './lib/kept-json.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { sessionLookup } from './modules/auth/session.repository.ts';
import { databaseDocumentStore, type DocumentStore } from './modules/policies/document-store.ts';
import { ConsoleSmsProvider } from './sms/console-provider.ts';
import { Msg91SmsProvider } from './sms/msg91-provider.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

/** What routes need from outside themselves; tests swap the clock, randomness and SMS gateway. */
export interface AppDeps {
  config: Config;
  /** The connection: its engine, a ping for /readyz, and close. */
  database: Db;
  db: Kysely<Database>;
  clock: Clock;
  random: Randomness;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** See Db.changeStamp: moves on every write that may touch `tables` (any write without them). */
  changeStamp: Db['changeStamp'];
  /** The live session of a bearer token (one lookup, and its cache, per app). */
  findSession: ReturnType<typeof sessionLookup>;
  /** The public FAQ answer; whatever edits the FAQs clears it. */
  faqCache: ShortLivedCache<KeptJson>;
  /** Everything /metrics shows; job systems report their queues through `metrics.registerJobQueue`. */
  metrics: Metrics;
  /** Where policy documents' bytes are kept, sealed (today: the database itself). */
  documents: DocumentStore;
  /** Durable jobs (pg-boss or the SQLite jobs table); started by main.ts, listed to operators by the admin API. */
  jobs: JobQueue;
}

export interface AppOverrides {
  clock?: Clock;
  random?: Randomness;
  sms?: SmsProvider;
}

const FAQ_CACHE_MS = 10_000;

/**
 * Connects to the database, brings its schema up to date and builds everything the routes use. The one place
 * dependencies are made: main.ts gets them through buildApp, and the tests get the very same object back.
 */
export async function buildDeps(
  config: Config,
  log: FastifyBaseLogger,
  overrides: AppOverrides = {},
  metrics: Metrics = createMetrics(),
): Promise<AppDeps> {
  const database = connect(
    config.database,
    (error) => log.error({ err: error }, 'database connection lost; it is reopened on the next query'),
    metrics,
  );
  await migrateToLatest(
    database.db,
    config.database.kind === 'postgres' ? config.database.schema : undefined,
  );
  const clock =
    overrides.clock ??
    (config.testClockFile
      ? fileClock(config.testClockFile, (path) => readFileSync(path, 'utf8'))
      : systemClock);
  const sms =
    overrides.sms ??
    (config.sms.provider === 'msg91'
      ? new Msg91SmsProvider(config.sms)
      : new ConsoleSmsProvider(clock, log, config.otpTemplate, config.claimOtpTemplate));
  return {
    config,
    database,
    db: database.db,
    clock,
    random: overrides.random ?? cryptoRandomness,
    sms,
    log,
    changeStamp: database.changeStamp,
    findSession: sessionLookup(database.db),
    faqCache: new ShortLivedCache<KeptJson>(FAQ_CACHE_MS, () => clock.now().getTime()),
    metrics,
    documents: databaseDocumentStore(config.documentKey, () => database.changeStamp(['policy_documents'])),
    jobs: jobQueueFor(config, database.db, log),
  };
}
