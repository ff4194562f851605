import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type {
  JobDefinition,
  JobListing,
  JobName,
  JobQueue,
  JobsOverview,
  QueueOptions,
} from './job-queue.ts';

const LISTED = 100;
const BOSS_POOL_SIZE = 3;

/**
 * How long pg-boss's own connections wait: to open one (the app's DATABASE_TIMEOUT_MS), and for a statement's answer
 * (its maintenance deletes and archives in bulk, so far longer than a request's statements). Without the second, a
 * statement on a connection whose network stalled (no reset, no answer) waited for the operating system's TCP
 * timeout, about 15 minutes, with the job runner's polling and sends stuck behind it; keepalive finds a dead idle
 * connection in seconds instead of the operating system's two hours.
 */
export interface BossTimeouts {
  connectMs: number;
  queryMs: number;
}
export const BOSS_QUERY_TIMEOUT_MS = 30_000;
const BOSS_KEEPALIVE_INITIAL_DELAY_MS = 10_000;
const CREATE_QUEUE_ATTEMPTS = 5;

/** pg-boss's own schema beside the app's: `pgboss` for the default schema, `<schema>_jobs` for a named one. */
export function bossSchemaFor(appSchema: string | undefined): string {
  return appSchema && appSchema !== 'public' ? `${appSchema}_jobs` : 'pgboss';
}

const STATE_OF: Record<string, JobListing['state']> = {
  created: 'due',
  retry: 'due',
  active: 'running',
  failed: 'failed',
};

/**
 * PostgreSQL's runner: pg-boss (docs/decisions.md, issue 29). Every queue is `stately` (at most one job queued
 * and one running per key), retried with exponential backoff, and a job whose process died is failed by
 * pg-boss's supervisor after expireSeconds and retried by any live process.
 */
export class PgBossJobQueue implements JobQueue {
  readonly library = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    url: string,
    private readonly schema: string,
    private readonly db: Kysely<Database>,
    private readonly options: QueueOptions,
    private readonly log: FastifyBaseLogger,
    timeouts: BossTimeouts = { connectMs: 3000, queryMs: BOSS_QUERY_TIMEOUT_MS },
  ) {
    // pg-boss hands its options to node-postgres's pool as they are (its types name only some of them)
    const pool: Pick<
      pg.PoolConfig,
      'connectionTimeoutMillis' | 'query_timeout' | 'keepAlive' | 'keepAliveInitialDelayMillis'
    > = {
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: BOSS_KEEPALIVE_INITIAL_DELAY_MS,
    };
    this.boss = new PgBoss({
      ...pool,
      connectionString: url,
      schema,
      max: BOSS_POOL_SIZE,
      application_name: 'bimasetu-jobs',
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceSeconds,
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'pg-boss error; it keeps polling'));
  }

  private retryOptions() {
    return {
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.options.expireSeconds,
    };
  }

  private async ensureStarted(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  /**
   * pg-boss's createQueue alters its tables; two processes creating the same queue at once (a fresh database,
   * every process starting together) deadlock (40P01) or collide on the queue's row (23505), and PostgreSQL
   * aborts one of them. The other one made the queue, so the loser tries again (bench:cluster found it).
   */
  private async createQueue(name: JobName): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.createQueue(name, { name, policy: 'stately', ...this.retryOptions() });
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= CREATE_QUEUE_ATTEMPTS || (code !== '40P01' && code !== '23505')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async start(definitions: readonly JobDefinition<never>[]): Promise<void> {
    await this.ensureStarted();
    for (const definition of definitions) {
      await this.createQueue(definition.name);
      await this.boss.work<never>(
        definition.name,
        { pollingIntervalSeconds: this.options.pollSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          await definition.run(job.data, {
            attempt: job.retryCount + 1,
            final: job.retryCount >= job.retryLimit,
          });
        },
      );
    }
  }

  async send(name: JobName, payload: object, key?: string): Promise<boolean> {
    await this.ensureStarted();
    await this.createQueue(name);
    const id = await this.boss.send(name, payload, {
      ...this.retryOptions(),
      ...(key ? { singletonKey: key } : {}),
    });
    return id !== null;
  }

  async overview(): Promise<JobsOverview> {
    const empty: JobsOverview = {
      library: this.library,
      due: 0,
      running: 0,
      failed: 0,
      oldestDueSeconds: null,
      jobs: [],
    };
    const table = sql.id(this.schema, 'job');
    const exists = await sql<{
      found: string | null;
    }>`select to_regclass(${`${this.schema}.job`}) as found`.execute(this.db);
    if (!exists.rows[0]?.found) return empty;
    const { rows } = await sql<{
      id: string;
      name: string;
      singleton_key: string | null;
      state: string;
      start_after: Date;
      retry_count: number;
      error: string | null;
      overdue: number | null;
    }>`select id, name, singleton_key, state, start_after, retry_count, output->>'message' as error,
         case when state in ('created', 'retry') and start_after <= now()
           then extract(epoch from now() - start_after) end as overdue
       from ${table} where state in ('created', 'retry', 'active', 'failed')
       order by start_after`.execute(this.db);
    const listed = rows.map((row) => ({ ...row, state: STATE_OF[row.state] ?? 'due' }));
    const overdue = listed.map((row) => Number(row.overdue ?? -1)).filter((seconds) => seconds >= 0);
    return {
      library: this.library,
      due: listed.filter((row) => row.state === 'due').length,
      running: listed.filter((row) => row.state === 'running').length,
      failed: listed.filter((row) => row.state === 'failed').length,
      oldestDueSeconds: overdue.length ? Math.floor(Math.max(...overdue)) : null,
      jobs: listed.slice(0, LISTED).map((row) => ({
        id: row.id,
        name: row.name,
        key: row.singleton_key ?? '',
        state: row.state,
        runAt: new Date(row.start_after).toISOString(),
        attempts: row.retry_count + (row.state === 'due' && row.retry_count === 0 ? 0 : 1),
        lastError: row.error ?? '',
      })),
    };
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.log.info('job runner stopped');
  }
}
