import { addDays, istDate, type ClaimView, type StartClaimAnswer } from '@bimasetu/contract';
import type { useAdminTestApp } from './admin.ts';
import { arrangePolicy, type PolicyArrangement } from './policies.ts';

export type ClaimAnswer = { isSuccess: boolean; message: string; result: ClaimView };

/** Claims over HTTP for the admin test app: a policy in the vault, a claim started, an adviser's move, a read. */
export function claimsFor(admin: ReturnType<typeof useAdminTestApp>) {
  const { test, api, tokens } = admin;
  async function policyOf(
    mobile: string,
    line: string,
    extra: Partial<Omit<PolicyArrangement, 'mobile' | 'line'>> = {},
  ) {
    const due = addDays(istDate(test.clock.now()), 200);
    return arrangePolicy(test.db, { mobile, line, renewalDueOn: due, ...extra }, test.clock.now());
  }
  const start = (policyId: number, body: object, token = tokens.asha) =>
    api.call<StartClaimAnswer>('POST', `/api/Insurance/Policies/${policyId}/Claims`, { token, body });
  const move = (claimId: number, body: object, token = tokens.admin) =>
    api.call<ClaimAnswer>('POST', `/api/Admin/Claims/${claimId}/Move`, { token, body });
  const read = (claimId: number, token = tokens.asha) =>
    api.call<ClaimAnswer>('GET', `/api/Insurance/Claims/${claimId}`, { token });
  return { policyOf, start, move, read };
}
