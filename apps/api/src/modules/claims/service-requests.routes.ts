import {
  apiMessages,
  claimIdParams,
  claimMessages,
  claimPaths,
  freeLookEndsOn,
  newServiceRequestBody,
  policyIdParams,
  renewalKind,
  serviceRequestAnswer,
  serviceRequestKindsFor,
  serviceRequestListAnswer,
  type PolicyLine,
  type PremiumFrequency,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findCustomerPolicy } from '../policies/policies.repository.ts';
import { addCaseEvent } from './claims.repository.ts';
import { serviceRequestViews } from './service-request-view.ts';

/** Service requests on a customer's own policies (nominee change, corrections, 80D, cancellations). */
export async function serviceRequestsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireRole(deps, 'customer'));
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['service requests'];
    const security = [{ bearer: [] }];
    const own = (mobile: string, id?: number) => {
      let query = deps.db.selectFrom('service_requests').selectAll().where('customer_mobile', '=', mobile);
      if (id !== undefined) query = query.where('id', '=', id);
      return query.orderBy('id', 'desc').limit(200).execute();
    };
    const one = async (mobile: string, id: number) => {
      const rows = await own(mobile, id);
      if (rows.length === 0) throw new HttpError(404, apiMessages.notFound);
      return (await serviceRequestViews(deps.db, rows, deps.clock.now()))[0]!;
    };

    api.get(
      claimPaths.serviceRequests,
      { schema: { tags, security, response: { 200: serviceRequestListAnswer, ...errorAnswers(401, 403) } } },
      async (request) => ({
        isSuccess: true,
        result: await serviceRequestViews(deps.db, await own(callerOf(request).mobile), deps.clock.now()),
      }),
    );

    api.get(
      claimPaths.serviceRequest,
      {
        schema: {
          tags,
          security,
          params: claimIdParams,
          response: { 200: serviceRequestAnswer, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        isSuccess: true,
        message: '',
        result: await one(callerOf(request).mobile, request.params.id),
      }),
    );

    api.post(
      claimPaths.policyServiceRequests,
      {
        schema: {
          tags,
          security,
          params: policyIdParams,
          body: newServiceRequestBody,
          response: { 200: serviceRequestAnswer, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const mobile = callerOf(request).mobile;
        const policy = await findCustomerPolicy(deps.db, mobile, request.params.id);
        if (!policy) throw new HttpError(404, apiMessages.notFound);
        const now = deps.clock.now();
        const line = policy.line as PolicyLine;
        const freeLookEnd = freeLookEndsOn({
          line,
          frequency: policy.premium_frequency as PremiumFrequency | null,
          startDate: policy.start_date,
          endDate: policy.end_date,
          documentReceivedOn: policy.document_received_on,
          renewalDueOn: policy.renewal_due_on,
        });
        if (!serviceRequestKindsFor(renewalKind(line), freeLookEnd, now).includes(request.body.kind)) {
          throw new HttpError(400, claimMessages.serviceKindNotForPolicy);
        }
        const at = now.toISOString();
        const id = await deps.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('service_requests')
            .values({
              policy_id: policy.id,
              customer_mobile: mobile,
              kind: request.body.kind,
              state: 'requested',
              details: request.body.details,
              created_at: at,
              updated_at: at,
              closed_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await addCaseEvent(trx, {
            subject: 'service-request',
            subject_id: row.id,
            state: 'requested',
            note: request.body.details,
            by: 'you',
            actor: mobile,
            at,
          });
          return row.id;
        });
        return { isSuccess: true, message: claimMessages.serviceRequested, result: await one(mobile, id) };
      },
    );
  });
}
