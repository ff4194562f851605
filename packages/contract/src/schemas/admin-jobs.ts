import { z } from 'zod';
import { ADMIN_API_BASE } from './admin.ts';

/** The operator's view of the durable jobs (reminders, clocks, the retention sweep). */
export const adminJobsPath = `${ADMIN_API_BASE}/Jobs`;

export const adminJobsResponse = z.object({
  isSuccess: z.boolean(),
  result: z.object({
    library: z.enum(['pg-boss', 'sqlite-jobs']),
    due: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    /** Seconds the oldest due job has waited past its time; null when none is waiting. */
    oldestDueSeconds: z.number().int().nullable(),
    jobs: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        key: z.string(),
        state: z.enum(['due', 'running', 'failed']),
        runAt: z.string(),
        attempts: z.number().int(),
        lastError: z.string(),
      }),
    ),
    /** Reminders that could not be sent after every retry (newest first, at most 100). */
    failedNotices: z.array(
      z.object({
        key: z.string(),
        kind: z.string(),
        policyId: z.number().int(),
        attempts: z.number().int(),
        lastError: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;
