import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  backoffSeconds,
  type JobDefinition,
  type JobListing,
  type JobName,
  type JobQueue,
  type JobsOverview,
  type QueueOptions,
} from './job-queue.ts';

const DONE_KEPT_MS = 24 * 3_600_000;
const LISTED = 100;

/**
 * The embedded engine's runner: a jobs table polled by this process. A job is taken in one UPDATE … RETURNING
 * (an atomic claim, so even a second process on the same file never takes it twice), leased for expireSeconds,
 * retried with doubling delays, and failed for an operator to see after retryLimit retries.
 */
export class SqliteJobQueue implements JobQueue {
  readonly library = 'sqlite-jobs' as const;
  private definitions = new Map<string, JobDefinition<never>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private lastTidy = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: QueueOptions,
    private readonly log: FastifyBaseLogger,
    private readonly wallClock: () => number = Date.now,
  ) {}

  async start(definitions: readonly JobDefinition<never>[]): Promise<void> {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.work().finally(() => this.schedule(this.options.pollSeconds * 1000));
    }, ms);
    this.timer.unref();
  }

  async send(name: JobName, payload: object, key = ''): Promise<boolean> {
    const now = new Date(this.wallClock()).toISOString();
    const result = await this.db
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        key,
        state: 'due',
        run_at: now,
        attempts: 0,
        max_attempts: this.options.retryLimit + 1,
        last_error: '',
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['name', 'key'])
          // the partial index's own condition, written the same way, so SQLite matches the upsert to it
          .where(sql<boolean>`state in ('due', 'running')`)
          .doNothing(),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Takes and runs due jobs one at a time until none is left. */
  private async work(): Promise<void> {
    try {
      await this.tidy();
      for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) {
        await this.runOne(job);
      }
    } catch (error) {
      this.log.error({ err: error }, 'job runner could not reach the database; it polls again');
    }
  }

  private async claim() {
    const now = this.wallClock();
    const at = new Date(now).toISOString();
    const names = [...this.definitions.keys()];
    if (names.length === 0) return undefined;
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        locked_until: new Date(now + this.options.expireSeconds * 1000).toISOString(),
        updated_at: at,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', names)
          .where((w) =>
            w.or([
              w.and([w('state', '=', 'due'), w('run_at', '<=', at)]),
              w.and([w('state', '=', 'running'), w('locked_until', '<', at)]),
            ]),
          )
          .orderBy('run_at')
          .orderBy('id')
          .limit(1),
      )
      .returningAll()
      .executeTakeFirst();
  }

  private async runOne(job: {
    id: number;
    name: string;
    payload: string;
    attempts: number;
    max_attempts: number;
  }) {
    const definition = this.definitions.get(job.name);
    const final = job.attempts >= job.max_attempts;
    try {
      if (!definition) throw new Error(`no handler for job ${job.name}`);
      await definition.run(JSON.parse(job.payload) as never, { attempt: job.attempts, final });
      await this.db
        .updateTable('jobs')
        .set({ state: 'done', locked_until: null, updated_at: new Date(this.wallClock()).toISOString() })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .execute();
    } catch (error) {
      const now = this.wallClock();
      const retryAt = new Date(now + backoffSeconds(this.options.retryDelaySeconds, job.attempts) * 1000);
      this.log.warn(
        { err: error, job: job.name, attempt: job.attempts },
        final ? 'job failed' : 'job will retry',
      );
      await this.db
        .updateTable('jobs')
        .set({
          state: final ? 'failed' : 'due',
          run_at: final ? new Date(now).toISOString() : retryAt.toISOString(),
          locked_until: null,
          last_error: String((error as Error).message ?? error).slice(0, 500),
          updated_at: new Date(now).toISOString(),
        })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .execute();
    }
  }

  /** Done jobs are kept a day for the operator, then deleted (at most once per maintenance period). */
  private async tidy(): Promise<void> {
    const now = this.wallClock();
    if (now - this.lastTidy < this.options.maintenanceSeconds * 1000) return;
    this.lastTidy = now;
    const before = new Date(now - DONE_KEPT_MS).toISOString();
    await this.db.deleteFrom('jobs').where('state', '=', 'done').where('updated_at', '<', before).execute();
  }

  async overview(): Promise<JobsOverview> {
    const now = this.wallClock();
    const at = new Date(now).toISOString();
    const rows = await this.db
      .selectFrom('jobs')
      .select(['id', 'name', 'key', 'state', 'run_at', 'attempts', 'last_error'])
      .where('state', 'in', ['due', 'running', 'failed'])
      .orderBy('run_at')
      .execute();
    const count = (state: string) => rows.filter((row) => row.state === state).length;
    const dueNow = rows.filter((row) => row.state === 'due' && row.run_at <= at);
    const oldest = dueNow[0];
    const jobs: JobListing[] = rows.slice(0, LISTED).map((row) => ({
      id: String(row.id),
      name: row.name,
      key: row.key,
      state: row.state as JobListing['state'],
      runAt: row.run_at,
      attempts: row.attempts,
      lastError: row.last_error,
    }));
    return {
      library: this.library,
      due: count('due'),
      running: count('running'),
      failed: count('failed'),
      oldestDueSeconds: oldest ? Math.floor((now - Date.parse(oldest.run_at)) / 1000) : null,
      jobs,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
