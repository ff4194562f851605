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
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_WITHDRAWABLE,
  type PolicyLine,
  type PremiumFrequency,
  type ServiceRequestKind,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeAudit } from '../admin/audit.repository.ts';
import { findCustomerPolicy } from '../policies/policies.repository.ts';
import { customerActor } from '../privacy/privacy.routes.ts';
import { lockPolicyCases, openSameServiceRequest, policyChangeable } from './case-guards.ts';
import { addCaseEvent } from './claims.repository.ts';
import { serviceRequestViews } from './service-request-view.ts';

/** Every kind but the 80D certificate changes the policy, so needs it not cancelled or ended (case-guards.ts). */
const CHANGES_THE_POLICY: readonly ServiceRequestKind[] = SERVICE_REQUEST_KINDS.filter(
  (kind) => kind !== 'tax-certificate-80d',
);

/**
 * Service requests on a customer's own policies (nominee change, corrections, 80D, cancellations): asked for, read,
 * and withdrawn while still open.
 */
export async function serviceRequestsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireRole(deps, 'customer'));
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['service requests'];
    const security = [{ bearer: [] }];
    const own = (mobile: string, id?: number) => {
      // an erased account's bare requests are not a new owner's of the same (reused) mobile
      let query = deps.db
        .selectFrom('service_requests')
        .selectAll()
        .where('customer_mobile', '=', mobile)
        .where('erased_at', 'is', null);
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
          response: { 200: serviceRequestAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
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
        const { kind, details } = request.body;
        if (!serviceRequestKindsFor(renewalKind(line), freeLookEnd, now).includes(kind)) {
          throw new HttpError(400, claimMessages.serviceKindNotForPolicy);
        }
        // a change to the policy needs one still alive; the 80D certificate is for premium already paid
        if (CHANGES_THE_POLICY.includes(kind) && !policyChangeable(policy, now)) {
          throw new HttpError(409, claimMessages.requestNeedsLivePolicy);
        }
        const at = now.toISOString();
        // The same request again while the first is open is answered with the first (see claims.routes.ts).
        const { id, existing } = await deps.db.transaction().execute(async (trx) => {
          await lockPolicyCases(trx, policy.id);
          const same = await openSameServiceRequest(trx, { policyId: policy.id, kind, details });
          if (same) return { id: same.id, existing: true };
          const row = await trx
            .insertInto('service_requests')
            .values({
              policy_id: policy.id,
              customer_mobile: mobile,
              kind,
              state: 'requested',
              details,
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
            note: details,
            by: 'you',
            actor: mobile,
            at,
          });
          return { id: row.id, existing: false };
        });
        return {
          isSuccess: true,
          message: existing ? claimMessages.serviceAlreadyRequested : claimMessages.serviceRequested,
          result: await one(mobile, id),
        };
      },
    );

    // The customer takes an open request back. A compare-and-set on the open states: of twenty withdraws at once,
    // or one racing an adviser's "done", exactly one moves it and the others hear 409. Another customer's request,
    // or one kept bare after an erasure, is 404 as a missing one is.
    api.post(
      claimPaths.serviceRequestWithdraw,
      {
        schema: {
          tags,
          security,
          params: claimIdParams,
          response: { 200: serviceRequestAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const mobile = callerOf(request).mobile;
        const [found] = await own(mobile, request.params.id);
        if (!found) throw new HttpError(404, apiMessages.notFound);
        const now = deps.clock.now();
        const at = now.toISOString();
        const withdrawn = await deps.db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('service_requests')
            .set({ state: 'withdrawn', closed_at: at, updated_at: at })
            .where('id', '=', found.id)
            .where('customer_mobile', '=', mobile)
            .where('erased_at', 'is', null)
            .where('state', 'in', SERVICE_REQUEST_WITHDRAWABLE)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
          await addCaseEvent(trx, {
            subject: 'service-request',
            subject_id: found.id,
            state: 'withdrawn',
            note: '',
            by: 'you',
            actor: mobile,
            at,
          });
          await writeAudit(
            trx,
            {
              adminMobile: customerActor(mobile),
              action: 'service-request.withdraw',
              entity: 'service_request',
              entityId: found.id,
              detail: { to: 'withdrawn' },
            },
            now,
          );
          return true;
        });
        if (!withdrawn) throw new HttpError(409, claimMessages.serviceRequestClosed);
        return {
          isSuccess: true,
          message: claimMessages.serviceRequestWithdrawn,
          result: await one(mobile, found.id),
        };
      },
    );
  });
}
