import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { runRetentionSweep } from '../modules/privacy/retention.ts';
import type { JobDefinition, JobName, JobQueue } from './job-queue.ts';
import { clockBreachJob } from './clock-breach.job.ts';
import { policyStatusJob } from './policy-status.job.ts';
import { queueGauges } from './queue-metrics.ts';
import { BOSS_QUERY_TIMEOUT_MS, bossSchemaFor, PgBossJobQueue } from './pg-boss-queue.ts';
import { renewalReminderJobs } from './renewal-reminders.job.ts';
import { SqliteJobQueue } from './sqlite-queue.ts';

/** pg-boss on PostgreSQL, the jobs table on SQLite; not started (main.ts starts it; tests may). */
export function jobQueueFor(config: Config, db: Kysely<Database>, log: FastifyBaseLogger): JobQueue {
  const options = config.jobs;
  if (config.database.kind === 'postgres') {
    const { url, schema, timeoutMs } = config.database;
    return new PgBossJobQueue(url, bossSchemaFor(schema), db, options, log, {
      connectMs: timeoutMs ?? 3000,
      queryMs: BOSS_QUERY_TIMEOUT_MS,
    });
  }
  return new SqliteJobQueue(db, options, log);
}

/**
 * Works every job in this process and queues the recurring ones: the renewal scan every RENEWAL_SCAN_SECONDS, the
 * policy status scan every POLICY_STATUS_SCAN_SECONDS, the clock breach scan every CLOCK_BREACH_SCAN_SECONDS and
 * the retention sweep every RETENTION_SWEEP_MINUTES. Each process queues them; a queued or running one with the
 * same key makes the next send a no-op, so N processes still run one scan at a time. Answers a stop function.
 */
export async function startJobs(deps: AppDeps): Promise<() => Promise<void>> {
  const queue = deps.jobs;
  const definitions: JobDefinition<never>[] = [
    ...renewalReminderJobs(deps, queue),
    policyStatusJob(deps),
    clockBreachJob(deps),
    { name: 'retention-sweep', run: () => runRetentionSweep(deps) },
  ];
  // /metrics counts each run by outcome and reads the queue's depth and overdue age at each scrape.
  const counted = definitions.map((definition) => ({
    ...definition,
    run: async (payload: never, attempt: Parameters<typeof definition.run>[1]) => {
      try {
        await definition.run(payload, attempt);
        deps.metrics.jobRuns.inc({ job: definition.name, outcome: 'ok' });
      } catch (error) {
        deps.metrics.jobRuns.inc({ job: definition.name, outcome: 'failed' });
        throw error;
      }
    },
  }));
  deps.metrics.registerJobQueue(queue.library, async () => {
    const gauges = await queueGauges(queue);
    return { depth: gauges.depth, oldestDueAgeSeconds: gauges.oldestDueSeconds };
  });
  await queue.start(counted);
  const every = (name: JobName, seconds: number) => {
    const send = () =>
      queue.send(name, {}, name).catch((error: unknown) => {
        deps.log.error(
          { err: error, job: name },
          'could not queue a recurring job; the next tick tries again',
        );
      });
    void send();
    const timer = setInterval(send, seconds * 1000);
    timer.unref();
    return timer;
  };
  const timers = [
    every('renewal-scan', deps.config.jobs.renewalScanSeconds),
    every('retention-sweep', deps.config.retention.sweepMinutes * 60),
    every('policy-status-scan', deps.config.jobs.policyStatusScanSeconds),
    every('clock-breach-scan', deps.config.jobs.clockBreachScanSeconds),
  ];
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await queue.stop();
  };
}
