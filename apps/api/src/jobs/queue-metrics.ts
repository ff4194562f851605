import type { JobQueue } from './job-queue.ts';

export interface QueueGauges {
  /** Jobs waiting or running. */
  depth: number;
  failed: number;
  /** Seconds the oldest due job has waited past its time; 0 when none waits. */
  oldestDueSeconds: number;
}

/** What /metrics reports of the job queue (read on each scrape; one query on either engine). */
export async function queueGauges(queue: JobQueue): Promise<QueueGauges> {
  const overview = await queue.overview();
  return {
    depth: overview.due + overview.running,
    failed: overview.failed,
    oldestDueSeconds: overview.oldestDueSeconds ?? 0,
  };
}
