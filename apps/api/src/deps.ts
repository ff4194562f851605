import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { Randomness } from './lib/crypto.ts';
import type { sessionLookup } from './modules/auth/session.repository.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

/** What routes need from outside themselves; tests swap the clock, randomness and SMS gateway. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  random: Randomness;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** See Db.changeStamp: moves on every write; undefined where the engine has no cheap signal. */
  changeStamp: () => string | undefined;
  /** The live session of a bearer token (one lookup, and its cache, per app). */
  findSession: ReturnType<typeof sessionLookup>;
}
