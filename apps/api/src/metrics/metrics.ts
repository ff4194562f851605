import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RateLimitStoreState } from '../plugins/rate-limit.ts';
import { RequestHistogram } from './request-histogram.ts';

/** What a job queue tells an operator at each scrape: jobs waiting, and how late the longest-waiting due one is. */
export interface JobQueueReport {
  /** Jobs queued or due and not yet finished. */
  depth: number;
  /** Seconds since the oldest due job fell due (0 when nothing is overdue). */
  oldestDueAgeSeconds: number;
}

export type JobQueueReporter = () => JobQueueReport | Promise<JobQueueReport>;

const RATE_LIMIT_MODES: RateLimitStoreState[] = ['memory', 'redis', 'memory-fallback'];
// Seconds. Our API answers in single milliseconds; the top buckets catch the database timeouts (3 s by default).
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const GATEWAY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
/**
 * How long a scrape waits for a job queue's figures (read from the database): past it, or when the read fails (the
 * database away), the queue is left out of this scrape and bimasetu_metrics_partial says so, and everything else is
 * still answered at once.
 */
export const JOB_QUEUE_REPORT_TIMEOUT_MS = 500;

/** The reporter's figures, or undefined when it failed or did not answer within JOB_QUEUE_REPORT_TIMEOUT_MS. */
async function reportWithin(reporter: JobQueueReporter): Promise<JobQueueReport | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), JOB_QUEUE_REPORT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(reporter), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Process-wide figures (memory, event-loop delay, garbage collection): one collector per process however many
 * apps it builds (the tests build hundreds), since each collector keeps an event-loop monitor running.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/**
 * One app's instruments, in a registry of its own (so two apps in one process count apart). Everything the
 * server counts goes through here; `/metrics` renders it (plugins/metrics.ts).
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const jobQueues = new Map<string, JobQueueReporter>();
  let rateLimitMode: () => RateLimitStoreState = () => 'memory';
  let poolStats: (() => { total: number; idle: number; waiting: number }) | undefined;
  // The job queues' figures, read once per scrape before any gauge is collected (prom-client collects them all at
  // once), then shown by the gauges below. A queue whose figures could not be read this scrape is left out of them
  // (never shown with the last figures read) and counted in `missing`.
  let reports = new Map<string, JobQueueReport>();
  let missing = 0;
  async function readJobQueues(): Promise<void> {
    const queues = [...jobQueues];
    const read = await Promise.all(queues.map(([, reporter]) => reportWithin(reporter)));
    reports = new Map();
    missing = 0;
    queues.forEach(([queue], i) => {
      const report = read[i];
      if (report) reports.set(queue, report);
      else missing += 1;
    });
  }

  const metrics = {
    registry,
    /** By method, route pattern and status: `series({ method, route, status })`. */
    httpRequestDuration: new RequestHistogram(
      'http_request_duration_seconds',
      'Time to answer an HTTP request, by method, route pattern and status (its _count is the request count)',
      REQUEST_BUCKETS,
      registers,
    ),
    errors: new Counter({
      name: 'bimasetu_errors_total',
      help: 'Answers the server could not give as asked: server (500), database_unavailable (503), protocol (unreadable request)',
      labelNames: ['kind'] as const,
      registers,
    }),
    otpSends: new Counter({
      name: 'bimasetu_otp_sends_total',
      help: 'Login codes asked for, by audience and outcome: sent, refused (a limit), sms_failed',
      labelNames: ['audience', 'outcome'] as const,
      registers,
    }),
    otpChecks: new Counter({
      name: 'bimasetu_otp_checks_total',
      help: 'Login codes checked, by audience and outcome: verified, wrong, expired, refused',
      labelNames: ['audience', 'outcome'] as const,
      registers,
    }),
    smsDuration: new Histogram({
      name: 'bimasetu_sms_gateway_duration_seconds',
      help: 'Time the SMS gateway took to take a message (retries included), by provider and outcome',
      labelNames: ['provider', 'outcome'] as const,
      buckets: GATEWAY_BUCKETS,
      registers,
    }),
    smsFailures: new Counter({
      name: 'bimasetu_sms_gateway_failures_total',
      help: 'Messages the SMS gateway did not take, by provider',
      labelNames: ['provider'] as const,
      registers,
    }),
    dbPoolWait: new Histogram({
      name: 'bimasetu_db_pool_wait_seconds',
      help: 'Time a query waited for a PostgreSQL connection from the pool',
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3],
      registers,
    }),
    dbPoolTimeouts: new Counter({
      name: 'bimasetu_db_pool_timeouts_total',
      help: 'Queries that gave up waiting for a PostgreSQL connection, free or new (DATABASE_TIMEOUT_MS)',
      registers,
    }),
    dbQueryTimeouts: new Counter({
      name: 'bimasetu_db_query_timeouts_total',
      help: 'PostgreSQL statements whose answer did not come back in time (a stalled network); each connection destroyed',
      registers,
    }),
    jobRuns: new Counter({
      name: 'bimasetu_job_runs_total',
      help: 'Scheduled job runs in this process, by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    jobItems: new Counter({
      name: 'bimasetu_job_items_total',
      help: 'Items scheduled job runs in this process handled (rows erased, reminders sent), by job',
      labelNames: ['job'] as const,
      registers,
    }),
    /** The seam a job system reports into: its queue depth and overdue age are read at each scrape. */
    registerJobQueue(queue: string, reporter: JobQueueReporter): void {
      jobQueues.set(queue, reporter);
    },
    reportRateLimitMode(mode: () => RateLimitStoreState): void {
      rateLimitMode = mode;
    },
    reportPool(stats: () => { total: number; idle: number; waiting: number }): void {
      poolStats = stats;
    },
    /** Prometheus text of this app's figures and the process's. */
    async render(): Promise<string> {
      await readJobQueues();
      return (await processMetrics().metrics()) + (await registry.metrics());
    },
    contentType: registry.contentType,
  };

  new Gauge({
    name: 'bimasetu_rate_limit_store',
    help: 'Where per-IP counts are kept now (1 on the current mode): memory, redis, or memory-fallback while Redis is away',
    labelNames: ['mode'] as const,
    registers,
    collect() {
      const current = rateLimitMode();
      for (const mode of RATE_LIMIT_MODES) this.set({ mode }, mode === current ? 1 : 0);
    },
  });
  new Gauge({
    name: 'bimasetu_db_pool_connections',
    help: 'PostgreSQL pool connections by state: busy, idle, and queries waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!poolStats) return;
      const { total, idle, waiting } = poolStats();
      this.set({ state: 'busy' }, total - idle);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'bimasetu_job_queue_depth',
    help: 'Jobs waiting in each queue',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      this.reset();
      for (const [queue, report] of reports) this.set({ queue }, report.depth);
    },
  });
  new Gauge({
    name: 'bimasetu_job_oldest_due_age_seconds',
    help: 'How long the oldest due job of each queue has waited past its time',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      this.reset();
      for (const [queue, report] of reports) this.set({ queue }, report.oldestDueAgeSeconds);
    },
  });
  new Gauge({
    name: 'bimasetu_metrics_partial',
    help: 'Job queues whose figures this scrape left out: they could not be read in time (the database away or slow)',
    registers,
    collect() {
      this.set(missing);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
