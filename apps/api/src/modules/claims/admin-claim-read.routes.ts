import { apiMessages, claimAnswer, claimIdParams, claimPaths } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { writeAudit } from '../admin/audit.repository.ts';
import { claimViews } from './claim-view.ts';

/** An adviser reads one claim as its customer does (clock, grievance steps and deadlines); every read audited. */
export function adminClaimReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    claimPaths.adminClaim,
    {
      schema: {
        tags: ['admin'],
        params: claimIdParams,
        response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await deps.db
        .selectFrom('claims')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, apiMessages.notFound);
      const now = deps.clock.now();
      await writeAudit(
        deps.db,
        { adminMobile: callerOf(request).mobile, action: 'claim.view', entity: 'claim', entityId: row.id },
        now,
      );
      const [view] = await claimViews(deps.db, [row], now);
      return { isSuccess: true, message: '', result: view! };
    },
  );
}
