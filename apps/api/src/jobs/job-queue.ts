// The one shape both job runners offer: pg-boss on PostgreSQL, our own table on the embedded SQLite engine.
// Handlers are written once and run on either.

export interface JobAttempt {
  /** 1 on the first run. */
  attempt: number;
  /** No retry follows if this one fails. */
  final: boolean;
}

export interface JobDefinition<Payload = Record<string, unknown>> {
  name: JobName;
  run(payload: Payload, attempt: JobAttempt): Promise<void>;
}

export const JOB_NAMES = [
  'renewal-scan',
  'renewal-reminder',
  'retention-sweep',
  'policy-status-scan',
  'clock-breach-scan',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type JobState = 'due' | 'running' | 'failed';

export interface JobListing {
  id: string;
  name: string;
  key: string;
  state: JobState;
  /** When it is (or was) due to run. */
  runAt: string;
  attempts: number;
  lastError: string;
}

export interface JobsOverview {
  library: 'pg-boss' | 'sqlite-jobs';
  due: number;
  running: number;
  failed: number;
  /** Seconds the oldest due job has waited past its time; null when none is due. */
  oldestDueSeconds: number | null;
  /** The newest 100 due, running or failed jobs. */
  jobs: JobListing[];
}

export interface JobQueue {
  readonly library: JobsOverview['library'];
  /** Starts working the given jobs in this process (main.ts); a queue not started still accepts and lists jobs. */
  start(definitions: readonly JobDefinition<never>[]): Promise<void>;
  /** Queues a job; with a key, nothing is queued while one with that name and key is due or running. */
  send(name: JobName, payload: object, key?: string): Promise<boolean>;
  overview(): Promise<JobsOverview>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  pollSeconds: number;
  maintenanceSeconds: number;
  /** A running job whose process died is given back after this long. */
  expireSeconds: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelaySeconds: number;
  retryLimit: number;
}

/** The delay before retry number `attempt` (1-based): retryDelay, then doubling. */
export function backoffSeconds(retryDelaySeconds: number, attempt: number): number {
  return retryDelaySeconds * 2 ** Math.max(0, attempt - 1);
}
