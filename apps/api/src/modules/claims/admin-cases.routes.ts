import {
  adminQueueAnswer,
  adminQueueParams,
  apiMessages,
  canMoveClaim,
  canMoveServiceRequest,
  claimAnswer,
  claimIdParams,
  claimMessages,
  claimMoveBody,
  claimPaths,
  deductionsBalance,
  SERVICE_REQUEST_CLOSED,
  serviceRequestAnswer,
  serviceRequestMoveBody,
  type ClaimState,
  type ServiceRequestState,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { auditedChange } from '../admin/audited-change.ts';
import { adviserQueue } from './adviser-queues.ts';
import { claimViews } from './claim-view.ts';
import { addCaseEvent, moveClaim } from './claims.repository.ts';
import { serviceRequestViews } from './service-request-view.ts';

/** The advisers' side: each step of a claim or a service request (audited, on the customer's timeline), and the queues. */
export function adminCasesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.post(
    claimPaths.adminClaimMove,
    {
      schema: {
        tags,
        params: claimIdParams,
        body: claimMoveBody,
        response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const adviser = callerOf(request).mobile;
      const claim = await deps.db
        .selectFrom('claims')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!claim) throw new HttpError(404, apiMessages.notFound);
      const { to, insurerReference, approvedAmount, deductions, investigated, note } = request.body;
      if (!canMoveClaim(claim.state as ClaimState, to))
        throw new HttpError(409, claimMessages.notAllowedMove);
      const reference = insurerReference?.trim() || claim.insurer_reference;
      if (to === 'submitted' && !reference) throw new HttpError(400, claimMessages.referenceNeeded);
      if ((to === 'approved' || to === 'partly-approved') && approvedAmount === undefined) {
        throw new HttpError(400, claimMessages.amountNeeded);
      }
      if (
        to === 'partly-approved' &&
        !deductionsBalance(claim.claimed_amount ?? 0, approvedAmount ?? 0, deductions ?? [])
      ) {
        throw new HttpError(400, claimMessages.deductionsMustBalance);
      }
      const at = deps.clock.now().toISOString();
      const moved = await auditedChange(deps, adviser, async (trx, audit) => {
        const done = await moveClaim(trx, claim.id, claim.state, {
          state: to,
          insurer_reference: reference,
          updated_at: at,
          ...(approvedAmount !== undefined ? { approved_amount: approvedAmount } : {}),
          ...(to === 'partly-approved' ? { deductions: JSON.stringify(deductions) } : {}),
          ...(investigated !== undefined ? { investigated: investigated ? 1 : 0 } : {}),
        });
        if (!done) return false;
        await addCaseEvent(trx, {
          subject: 'claim',
          subject_id: claim.id,
          state: to,
          note,
          by: 'adviser',
          actor: adviser,
          at,
        });
        await audit({
          action: 'claim.move',
          entity: 'claim',
          entityId: claim.id,
          detail: { from: claim.state, to },
        });
        return true;
      });
      if (!moved) throw new HttpError(409, claimMessages.notAllowedMove);
      const row = await deps.db
        .selectFrom('claims')
        .selectAll()
        .where('id', '=', claim.id)
        .executeTakeFirstOrThrow();
      const [view] = await claimViews(deps.db, [row], deps.clock.now());
      return { isSuccess: true, message: claimMessages.moved, result: view! };
    },
  );

  api.post(
    claimPaths.adminServiceRequestMove,
    {
      schema: {
        tags,
        params: claimIdParams,
        body: serviceRequestMoveBody,
        response: { 200: serviceRequestAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const adviser = callerOf(request).mobile;
      const found = await deps.db
        .selectFrom('service_requests')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!found) throw new HttpError(404, apiMessages.notFound);
      const { to, note } = request.body;
      if (!canMoveServiceRequest(found.state as ServiceRequestState, to)) {
        throw new HttpError(409, claimMessages.notAllowedMove);
      }
      const at = deps.clock.now().toISOString();
      const moved = await auditedChange(deps, adviser, async (trx, audit) => {
        const result = await trx
          .updateTable('service_requests')
          .set({
            state: to,
            updated_at: at,
            ...(SERVICE_REQUEST_CLOSED.includes(to) ? { closed_at: at } : {}),
          })
          .where('id', '=', found.id)
          .where('state', '=', found.state)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await addCaseEvent(trx, {
          subject: 'service-request',
          subject_id: found.id,
          state: to,
          note,
          by: 'adviser',
          actor: adviser,
          at,
        });
        await audit({
          action: 'service-request.move',
          entity: 'service_request',
          entityId: found.id,
          detail: { from: found.state, to },
        });
        return true;
      });
      if (!moved) throw new HttpError(409, claimMessages.notAllowedMove);
      const row = await deps.db
        .selectFrom('service_requests')
        .selectAll()
        .where('id', '=', found.id)
        .executeTakeFirstOrThrow();
      const [view] = await serviceRequestViews(deps.db, [row], deps.clock.now());
      return { isSuccess: true, message: claimMessages.moved, result: view! };
    },
  );

  api.get(
    claimPaths.adminQueue,
    {
      schema: {
        tags,
        params: adminQueueParams,
        response: { 200: adminQueueAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({ isSuccess: true, result: await adviserQueue(deps, request.params.queue) }),
  );
}
