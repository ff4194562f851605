import {
  apiMessages,
  claimAnswer,
  claimMessages,
  claimPaths,
  deathClaimBody,
  deathClaimExists,
  nomineeOtpAnswer,
  nomineeOtpBody,
  otpRefusal,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { OTP_IP_BUDGET } from '../auth/otp-policy.ts';
import { lockPolicyCases, standingDeathClaim } from './case-guards.ts';
import { claimViews } from './claim-view.ts';
import { customerClaims, intimateClaim } from './claims.repository.ts';
import { findNomineePolicy, sendNomineeOtp, withNomineeCode } from './nominee-otp.ts';

/**
 * A death claim is started by the policy's nominee, logged in on the mobile the policy's record gives for them:
 * they name the policy and themselves, ask for a code sent to that mobile for that policy, and start the claim
 * with it. Without a session: 401; a policy, name or mobile that does not match the record: 404 (nothing said
 * about whose policy it is); a policy whose death claim is already open or settled: 409 naming that claim.
 * Registered inside the claims' customer scope (claims.routes.ts).
 */
export function deathClaimRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const security = [{ bearer: [] }];
  // Another customer's policy with the same number and nominee name is never the caller's: the same 404 as none.
  const nomineePolicy = async (mobile: string, policyNumber: string, nomineeName: string) => {
    const policy = await findNomineePolicy(deps.db, policyNumber, nomineeName, mobile);
    if (!policy) throw new HttpError(404, apiMessages.notFound);
    return policy;
  };
  // One death claim per policy while it is open or settled (told to the nominee, whom the record names).
  const refuseSecondClaim = async (db: Kysely<Database>, policyId: number) => {
    const standing = await standingDeathClaim(db, policyId);
    if (standing) throw new HttpError(409, deathClaimExists(standing.id, standing.insurer_reference));
  };

  api.post(
    claimPaths.deathClaimOtp,
    {
      config: OTP_IP_BUDGET,
      schema: {
        tags,
        security,
        body: nomineeOtpBody,
        // a limit's refusal carries its wait (retryAfterSeconds), as the login's does
        response: {
          200: nomineeOtpAnswer,
          ...errorAnswers(400, 401, 403, 404, 409, 502),
          429: otpRefusal,
        },
      },
    },
    async (request) => {
      const mobile = callerOf(request).mobile;
      const policy = await nomineePolicy(mobile, request.body.policyNumber, request.body.nomineeName);
      await refuseSecondClaim(deps.db, policy.id);
      await sendNomineeOtp(deps, policy, request.ip);
      return {
        isSuccess: true,
        message: claimMessages.nomineeOtpSent,
        result: { sentTo: `******${mobile.slice(-4)}` },
      };
    },
  );

  api.post(
    claimPaths.deathClaim,
    {
      config: OTP_IP_BUDGET,
      schema: {
        tags,
        security,
        body: deathClaimBody,
        response: { 200: claimAnswer, ...errorAnswers(400, 401, 403, 404, 409), 429: otpRefusal },
      },
    },
    async (request) => {
      const mobile = callerOf(request).mobile;
      const { policyNumber, nomineeName, otp, claimedAmount } = request.body;
      const policy = await nomineePolicy(mobile, policyNumber, nomineeName);
      const at = deps.clock.now().toISOString();
      // checked once the code is right (a spent code is told as one), under the policy's lock: of two at once only
      // one starts, and the other's code stays unspent
      const id = await withNomineeCode(deps, policy, otp, request.ip, async (trx) => {
        await lockPolicyCases(trx, policy.id);
        await refuseSecondClaim(trx, policy.id);
        return intimateClaim(
          trx,
          {
            policy_id: policy.id,
            customer_mobile: policy.customerMobile,
            claimant_mobile: mobile,
            kind: 'death',
            claimed_amount: claimedAmount,
          },
          { note: '', by: 'nominee', at },
        );
      });
      const [view] = await claimViews(deps.db, await customerClaims(deps.db, mobile, id), deps.clock.now());
      return { isSuccess: true, message: claimMessages.deathClaimStarted, result: view! };
    },
  );
}
