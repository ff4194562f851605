import {
  apiMessages,
  claimAnswer,
  claimIdParams,
  claimListAnswer,
  claimMessages,
  claimNextStates,
  claimPaths,
  dischargeRequestBody,
  type ClaimKind,
  type ClaimState,
  newClaimBody,
  policyIdParams,
  startClaimAnswer,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findCustomerPolicy } from '../policies/policies.repository.ts';
import { UPLOAD_BODY_LIMIT } from '../policies/policies.routes.ts';
import { uploadRoutes } from '../policies/read-upload.ts';
import { lockPolicyCases, openSameClaim, policyInForce } from './case-guards.ts';
import { addClaimDocuments } from './claim-documents.ts';
import { claimKindsFor } from './claim-kinds.ts';
import { claimViews } from './claim-view.ts';
import { caseEvents, customerClaims, intimateClaim, moveClaimFrom } from './claims.repository.ts';
import { deathClaimRoutes } from './death-claim.routes.ts';
import { claimGrievanceRoutes } from './grievance.routes.ts';

/** A customer's claims: started from their own policy, or by a nominee on theirs; anyone else's is 404. */
export async function claimsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireRole(deps, 'customer'));
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['claims'];
    const security = [{ bearer: [] }];
    const oneClaim = async (mobile: string, id: number) => {
      const rows = await customerClaims(deps.db, mobile, id);
      if (rows.length === 0) throw new HttpError(404, apiMessages.notFound);
      const [view] = await claimViews(deps.db, rows, deps.clock.now());
      return view!;
    };

    api.get(
      claimPaths.claims,
      { schema: { tags, security, response: { 200: claimListAnswer, ...errorAnswers(401, 403) } } },
      async (request) => {
        const rows = await customerClaims(deps.db, callerOf(request).mobile);
        return { isSuccess: true, result: await claimViews(deps.db, rows, deps.clock.now()) };
      },
    );

    api.get(
      claimPaths.claim,
      {
        schema: {
          tags,
          security,
          params: claimIdParams,
          response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        isSuccess: true,
        message: '',
        result: await oneClaim(callerOf(request).mobile, request.params.id),
      }),
    );

    api.post(
      claimPaths.policyClaims,
      {
        schema: {
          tags,
          security,
          params: policyIdParams,
          body: newClaimBody,
          response: { 200: startClaimAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const mobile = callerOf(request).mobile;
        const policy = await findCustomerPolicy(deps.db, mobile, request.params.id);
        if (!policy) throw new HttpError(404, apiMessages.notFound);
        const { kind, claimedAmount, note } = request.body;
        if (!claimKindsFor(policy.line).includes(kind))
          throw new HttpError(400, claimMessages.kindNotForLine);
        const now = deps.clock.now();
        // cashless is an authorisation for a stay now: the policy must cover today. A reimbursement or motor claim
        // may come after the cover ended, for what happened during it (no rule here limits how long after).
        if (kind === 'cashless' && !policyInForce(policy, now))
          throw new HttpError(409, claimMessages.cashlessNeedsCover);
        const at = now.toISOString();
        // The same claim again while the first is open (a double submit) is answered with the first, idempotently;
        // the policy's lock makes the look and the insert one step for every request on it.
        const { id, existing } = await deps.db.transaction().execute(async (trx) => {
          await lockPolicyCases(trx, policy.id);
          const same = await openSameClaim(trx, { policyId: policy.id, kind, claimedAmount });
          if (same) return { id: same.id, existing: true };
          const started = await intimateClaim(
            trx,
            {
              policy_id: policy.id,
              customer_mobile: mobile,
              claimant_mobile: mobile,
              kind,
              claimed_amount: claimedAmount,
            },
            { note, by: 'you', at },
          );
          return { id: started, existing: false };
        });
        return {
          isSuccess: true,
          message: existing ? claimMessages.claimAlreadyOpen : claimMessages.claimStarted,
          // said as a field too, so a client never reads the message to know it: it must not send the documents again
          alreadyOpen: existing,
          result: await oneClaim(mobile, id),
        };
      },
    );

    // the one route here that takes an upload (see uploadRoutes)
    await uploadRoutes(scope, (uploads) => {
      uploads.post(
        claimPaths.claimDocuments,
        {
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: {
            tags,
            security,
            params: claimIdParams,
            response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404, 413, 415, 429) },
          },
        },
        async (request) => {
          const mobile = callerOf(request).mobile;
          const [claim] = await customerClaims(deps.db, mobile, request.params.id);
          if (!claim) throw new HttpError(404, apiMessages.notFound);
          const by = claim.customer_mobile === mobile ? 'you' : 'nominee';
          await addClaimDocuments(deps, request, claim, { mobile, by });
          return {
            isSuccess: true,
            message: claimMessages.documentsAdded,
            result: await oneClaim(mobile, claim.id),
          };
        },
      );
    });

    // The hospital asked for the final (discharge) authorisation: the insurer's 3-hour clock starts now.
    api.post(
      claimPaths.claimDischarge,
      {
        schema: {
          tags,
          security,
          params: claimIdParams,
          body: dischargeRequestBody,
          response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const mobile = callerOf(request).mobile;
        const [claim] = await customerClaims(deps.db, mobile, request.params.id);
        if (!claim) throw new HttpError(404, apiMessages.notFound);
        const moves = await caseEvents(deps.db, 'claim', [claim.id]);
        const open = claimNextStates(claim.kind as ClaimKind, claim.state as ClaimState, moves);
        if (!open.includes('discharge-requested')) throw new HttpError(409, claimMessages.dischargeNotNow);
        const at = deps.clock.now().toISOString();
        const by = claim.customer_mobile === mobile ? 'you' : 'nominee';
        const moved = await deps.db.transaction().execute((trx) =>
          moveClaimFrom(trx, claim, 'discharge-requested', {
            note: request.body.note,
            by,
            actor: mobile,
            at,
          }),
        );
        if (!moved) throw new HttpError(409, claimMessages.dischargeNotNow);
        return {
          isSuccess: true,
          message: claimMessages.dischargeRecorded,
          result: await oneClaim(mobile, claim.id),
        };
      },
    );

    claimGrievanceRoutes(scope, deps);
    deathClaimRoutes(scope, deps);
  });
}
