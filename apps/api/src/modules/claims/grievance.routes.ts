import {
  apiMessages,
  claimAnswer,
  claimIdParams,
  claimMessages,
  claimPaths,
  grievanceStepBody,
  grievanceStepMessages,
  grievanceStepRefusal,
  startOfIstDay,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { claimViews } from './claim-view.ts';
import { customerClaims } from './claims.repository.ts';
import { recordedGrievance } from './grievance-view.ts';
import { grievanceSteps, recordGrievanceStep } from './grievances.repository.ts';

/**
 * The customer (or the nominee on a death claim) records each step of the claim's grievance: sending it to the
 * insurer's grievance officer, the insurer's reply with its date, Bima Bharosa, the Ombudsman. Each is dated by
 * the server's clock (the reply by its own date) and allowed only when the contract's ladder opens it.
 * Registered inside the claims' customer scope (claims.routes.ts).
 */
export function claimGrievanceRoutes(scope: FastifyInstance, deps: AppDeps): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    claimPaths.claimGrievance,
    {
      schema: {
        tags: ['claims'],
        security: [{ bearer: [] }],
        params: claimIdParams,
        body: grievanceStepBody,
        response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const mobile = callerOf(request).mobile;
      const [claim] = await customerClaims(deps.db, mobile, request.params.id);
      if (!claim) throw new HttpError(404, apiMessages.notFound);
      const { step, repliedOn } = request.body;
      if (step === 'insurer-replied' && !repliedOn) throw new HttpError(400, claimMessages.replyDateNeeded);
      if (step !== 'insurer-replied' && repliedOn)
        throw new HttpError(400, claimMessages.replyDateOnlyForReply);
      const now = deps.clock.now();
      const [before] = await claimViews(deps.db, [claim], now);
      if (!before?.grievance) throw new HttpError(409, claimMessages.noGrievance);
      const at = repliedOn ? startOfIstDay(repliedOn) : now;
      const steps = await grievanceSteps(deps.db, [claim.id]);
      const amount = claim.claimed_amount ?? 0;
      const refusal = grievanceStepRefusal(step, recordedGrievance(steps), amount, now, at);
      if (refusal) {
        const status = refusal === 'reply-before-sending' || refusal === 'reply-in-future' ? 400 : 409;
        throw new HttpError(status, grievanceStepMessages[refusal]);
      }
      const recorded = await recordGrievanceStep(deps.db, {
        claim_id: claim.id,
        step,
        reason: before.grievance.reason,
        at: at.toISOString(),
        recorded_at: now.toISOString(),
        by: claim.customer_mobile === mobile ? 'you' : 'nominee',
        actor: mobile,
      });
      if (!recorded) throw new HttpError(409, grievanceStepMessages['already-recorded']);
      const [view] = await claimViews(deps.db, [claim], deps.clock.now());
      return { isSuccess: true, message: claimMessages.moved, result: view! };
    },
  );
}
