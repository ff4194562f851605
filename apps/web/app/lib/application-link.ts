// The link from a plan card to the application form on /dashboard, prefilled with the line and the plan.
// The form reads exactly these search params (see docs/decisions.md).
import type { POLICY_TYPES } from '@bimasetu/contract';

export interface ApplicationPrefill {
  policyType: (typeof POLICY_TYPES)[number];
  plan: string;
  /** Rupees: the plan's life cover, cover amount or IDV. */
  sumAssured: number;
}

export function applicationLink({ policyType, plan, sumAssured }: ApplicationPrefill): string {
  const params = new URLSearchParams({ policyType, plan, sumAssured: String(Math.round(sumAssured)) });
  return `/dashboard?${params.toString()}`;
}
