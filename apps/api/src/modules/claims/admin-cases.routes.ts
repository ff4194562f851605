import {
  adminQueueAnswer,
  adminQueueParams,
  apiMessages,
  canMoveServiceRequest,
  claimAnswer,
  claimIdParams,
  claimMessages,
  claimMoveBody,
  claimNextStates,
  claimPaths,
  deductionsBalance,
  SERVICE_REQUEST_CLOSED,
  serviceRequestAnswer,
  serviceRequestMoveBody,
  type ClaimKind,
  type ClaimState,
  type ServiceRequestState,
  changeRefusal,
  istDate,
  type PolicyNominee,
  type PolicyStatus,
  type ServiceRequestKind,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { writeAudit } from '../admin/audit.repository.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { auditedChange } from '../admin/audited-change.ts';
import { findPolicy } from '../policies/policies.repository.ts';
import { cancelPolicy } from '../policies/record-change.ts';
import { policyDatesOf } from '../policies/policy-view.ts';
import { adviserQueue } from './adviser-queues.ts';
import { claimViews } from './claim-view.ts';
import { addCaseEvent, caseEvents, type ClaimRow } from './claims.repository.ts';
import { serviceRequestViews, type ServiceRequestRow } from './service-request-view.ts';

type CaseTable = 'claims' | 'service_requests';
const subjects = { claims: 'claim', service_requests: 'service-request' } as const;
const entities = { claims: 'claim', service_requests: 'service_request' } as const;

/** One claim or service request by id, for an adviser; 404 when there is none. */
function findCase(db: Kysely<Database>, table: 'claims', id: number): Promise<ClaimRow>;
function findCase(db: Kysely<Database>, table: 'service_requests', id: number): Promise<ServiceRequestRow>;
async function findCase(db: Kysely<Database>, table: CaseTable, id: number) {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, apiMessages.notFound);
  return row;
}

/**
 * An adviser's step on a claim or a service request: moved only if it still stands where the adviser saw it
 * (two advisers at once: one wins, the other hears 409), noted on the customer's timeline and audited, all in one
 * transaction.
 */
async function moveCase(
  deps: AppDeps,
  adviser: string,
  step: {
    table: CaseTable;
    id: number;
    from: string;
    to: string;
    note: string;
    set: Record<string, string | number | null>;
    /** What else the step changes, in the same transaction (a finished cancellation ends its policy). */
    also?: (trx: Kysely<Database>) => Promise<void>;
  },
): Promise<void> {
  const at = deps.clock.now().toISOString();
  const moved = await auditedChange(deps, adviser, async (trx, audit) => {
    const result = await trx
      .updateTable(step.table)
      .set({ ...step.set, state: step.to, updated_at: at })
      .where('id', '=', step.id)
      .where('state', '=', step.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const subject = subjects[step.table];
    await addCaseEvent(trx, {
      subject,
      subject_id: step.id,
      state: step.to,
      note: step.note,
      by: 'adviser',
      actor: adviser,
      at,
    });
    await step.also?.(trx);
    await audit({
      action: `${subject}.move`,
      entity: entities[step.table],
      entityId: step.id,
      detail: { from: step.from, to: step.to },
    });
    return true;
  });
  if (!moved) throw new HttpError(409, claimMessages.notAllowedMove);
}

/** Service requests that end their policy once the insurer has done them. */
const CANCELLATIONS: ReadonlySet<string> = new Set<ServiceRequestKind>([
  'free-look-cancellation',
  'mid-term-cancellation',
]);

/**
 * A cancellation the insurer has done ends the policy in the vault too: cancelled (or free-look cancelled, in its
 * free-look), as an adviser recording it would; a policy that has already ended some other way stays as it is.
 */
async function endCancelledPolicy(trx: Kysely<Database>, policyId: number, adviser: string, now: Date) {
  const row = await findPolicy(trx, policyId);
  if (!row) return;
  const status = row.status as PolicyStatus;
  if (changeRefusal('cancelled', status, policyDatesOf(row), istDate(now))) return;
  await cancelPolicy(trx, row, adviser, now);
}

/** The nominee an insurer has recorded, written to the policy in the vault. */
async function recordNominee(trx: Kysely<Database>, policyId: number, nominee: PolicyNominee, now: Date) {
  await trx
    .updateTable('policies')
    .set({ nominee: JSON.stringify(nominee), updated_at: now.toISOString() })
    .where('id', '=', policyId)
    .execute();
}

/** The advisers' side: each case read and moved (audited, on the customer's timeline), and the queues. */
export function adminCasesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const claimView = async (id: number) => {
    const [view] = await claimViews(deps.db, [await findCase(deps.db, 'claims', id)], deps.clock.now());
    return view!;
  };
  const requestView = async (id: number) => {
    const row = await findCase(deps.db, 'service_requests', id);
    const [view] = await serviceRequestViews(deps.db, [row], deps.clock.now());
    return view!;
  };

  api.get(
    claimPaths.adminClaim,
    {
      schema: {
        tags,
        params: claimIdParams,
        response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    // Every adviser's read of a claim is audited (it carries the customer's medical and money details).
    async (request) => {
      const result = await claimView(request.params.id);
      await writeAudit(
        deps.db,
        { adminMobile: callerOf(request).mobile, action: 'claim.view', entity: 'claim', entityId: result.id },
        deps.clock.now(),
      );
      return { isSuccess: true, message: '', result };
    },
  );

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
      const claim = await findCase(deps.db, 'claims', request.params.id);
      const { to, insurerReference, approvedAmount, deductions, investigated, note } = request.body;
      const moves = await caseEvents(deps.db, 'claim', [claim.id]);
      if (!claimNextStates(claim.kind as ClaimKind, claim.state as ClaimState, moves).includes(to))
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
      await moveCase(deps, callerOf(request).mobile, {
        table: 'claims',
        id: claim.id,
        from: claim.state,
        to,
        note,
        set: {
          insurer_reference: reference,
          ...(approvedAmount !== undefined ? { approved_amount: approvedAmount } : {}),
          ...(to === 'partly-approved' ? { deductions: JSON.stringify(deductions) } : {}),
          ...(investigated !== undefined ? { investigated: investigated ? 1 : 0 } : {}),
        },
      });
      return { isSuccess: true, message: claimMessages.moved, result: await claimView(claim.id) };
    },
  );

  api.get(
    claimPaths.adminServiceRequest,
    {
      schema: {
        tags,
        params: claimIdParams,
        response: { 200: serviceRequestAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({ isSuccess: true, message: '', result: await requestView(request.params.id) }),
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
      const found = await findCase(deps.db, 'service_requests', request.params.id);
      const { to, note, nominee } = request.body;
      if (!canMoveServiceRequest(found.state as ServiceRequestState, to)) {
        throw new HttpError(409, claimMessages.notAllowedMove);
      }
      const nomineeChanged = to === 'done' && found.kind === 'nominee-change';
      if (!nomineeChanged && nominee) throw new HttpError(400, claimMessages.nomineeOnlyForNomineeChange);
      // done means the insurer recorded the new nominee: the vault must name them, or a death claim would be
      // started by the old one
      if (nomineeChanged && !nominee) throw new HttpError(400, claimMessages.nomineeNeededWhenDone);
      await moveCase(deps, callerOf(request).mobile, {
        table: 'service_requests',
        id: found.id,
        from: found.state,
        to,
        note,
        set: SERVICE_REQUEST_CLOSED.includes(to) ? { closed_at: deps.clock.now().toISOString() } : {},
        ...(to === 'done' && CANCELLATIONS.has(found.kind)
          ? {
              also: (trx) =>
                endCancelledPolicy(trx, found.policy_id, callerOf(request).mobile, deps.clock.now()),
            }
          : {}),
        // the policy's record names the new nominee: a death claim is then started only by them
        ...(nominee ? { also: (trx) => recordNominee(trx, found.policy_id, nominee, deps.clock.now()) } : {}),
      });
      return { isSuccess: true, message: claimMessages.moved, result: await requestView(found.id) };
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
