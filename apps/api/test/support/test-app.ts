import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { AppDeps, AppOverrides } from '../../src/deps.ts';
import { listen } from '../../src/listen.ts';
import { ConsoleSmsProvider } from '../../src/sms/console-provider.ts';
import { clientFor } from './client.ts';
import { TestClock } from './test-clock.ts';

export const engine = (process.env.DB_ENGINE ?? 'sqlite') as 'sqlite' | 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  /** The dependencies the app was built with (buildDeps): the same object its routes use. */
  deps: AppDeps;
  /** The app's own query layer, to arrange and check rows beside the HTTP calls. */
  db: Kysely<Database>;
  url: string;
  clock: TestClock;
  sms: ConsoleSmsProvider;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database for one app: an in-memory SQLite file, or a new PostgreSQL schema dropped afterwards. */
async function freshDatabase(): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { database: { kind: 'sqlite', path: ':memory:' }, drop: async () => {} };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: { kind: 'postgres', url: postgresUrl, schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      // pg-boss's schema beside it (jobs/pg-boss-queue.ts), when a test started the job runner
      await client.query(`drop schema if exists ${schema}_jobs cascade`);
      await client.end();
    },
  };
}

/** Builds the real server on a fresh database and listens on a free loopback port. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: AppOverrides;
    sqlitePath?: string;
    /** An existing database (a restored backup), left in place on close. */
    database?: Config['database'];
    /** Listen as main.ts does (listen.ts) with this many accepting descriptors; plain app.listen without. */
    descriptors?: number;
  } = {},
): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : options.sqlitePath
      ? { database: { kind: 'sqlite' as const, path: options.sqlitePath }, drop: async () => {} }
      : await freshDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...options.env }),
    database,
  };
  const clock = new TestClock(new Date('2026-06-01T10:00:00.000Z'));
  const sms = new ConsoleSmsProvider(clock, undefined, config.otpTemplate);
  const { app, deps } = await buildApp(config, { clock, sms, ...options.overrides });
  if (options.descriptors) await listen(app, { port: 0, host: '127.0.0.1' }, options.descriptors);
  else await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    deps,
    db: deps.db,
    url: `http://127.0.0.1:${port}`,
    clock,
    sms,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type TestOptions = Parameters<typeof startTestApp>[0];

/** A test's app with an HTTP client for it (see clientFor). */
export type TestContext = TestApp & { api: ReturnType<typeof clientFor> };

/**
 * The one way an API test file gets its app, modelled on fastify/demo's build(t): call it at the top of a file
 * (or a describe) and each test there runs against a freshly built app on a fresh database, closed after the
 * test. The object returned is filled in before each test, so read it inside tests and hooks, never at the top
 * (its `api` excepted). Options given as a function are read before each test (a fresh SQLite file each time).
 */
export function useTestApp(options: TestOptions | (() => TestOptions) = {}): TestContext {
  const context = {} as TestContext;
  context.api = clientFor(context);
  beforeEach(async () => {
    Object.assign(context, await startTestApp(typeof options === 'function' ? options() : options));
  });
  afterEach(() => context.close());
  return context;
}

/**
 * Customers logged in before each test of the file, after useTestApp has built its fresh app (call it below
 * useTestApp): their tokens by the names given, filled in before each test, so read them inside tests.
 */
export function useLoggedIn<Name extends string>(
  api: TestContext['api'],
  mobiles: Record<Name, string>,
): Record<Name, string> {
  const tokens = {} as Record<Name, string>;
  beforeEach(async () => {
    for (const name of Object.keys(mobiles) as Name[]) tokens[name] = await api.login(mobiles[name]);
  });
  return tokens;
}
