import { adminJobsPath, adminJobsResponse } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { failedNotices } from '../../jobs/notices.repository.ts';
import { adminErrorAnswers } from './admin-schema.ts';

/** What an operator needs to see of the durable jobs: due, running and failed, and the reminders given up on. */
export function adminJobsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      adminJobsPath,
      { schema: { tags: ['admin'], response: { 200: adminJobsResponse, ...adminErrorAnswers } } },
      async () => {
        const [overview, notices] = await Promise.all([deps.jobs.overview(), failedNotices(deps.db)]);
        return {
          isSuccess: true,
          result: {
            ...overview,
            failedNotices: notices.map((notice) => ({
              key: notice.key,
              kind: notice.kind,
              policyId: notice.policy_id,
              attempts: notice.attempts,
              lastError: notice.last_error,
              createdAt: notice.created_at,
            })),
          },
        };
      },
    );
}
