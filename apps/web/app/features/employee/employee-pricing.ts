// Every group plan priced for the visitor's team; `price` becomes the team's premium per employee before GST,
// so the claim-ratio filter, the sort and the compare keep working on the same field.
import { quoteEmployee, type EmployeeInputs, type Quote } from '@bimasetu/contract/rating';
import type { EmployeePlan } from './employee-plans';

export type PricedEmployeePlan = EmployeePlan & { quote?: Quote };

export function priceEmployeePlans(
  plans: readonly EmployeePlan[],
  team: EmployeeInputs,
): PricedEmployeePlan[] {
  return plans.flatMap((plan) => {
    const quote = quoteEmployee(plan.id, team);
    return quote ? [{ ...plan, price: quote.basePremium, quote }] : [];
  });
}

/** "92.97% (Aditya Birla Health, FY 2023-24)": the highest published figure on the list, or "none". */
export function bestClaimFigure(plans: readonly EmployeePlan[]): string {
  const best = plans.reduce<EmployeePlan | undefined>(
    (top, p) =>
      p.claimRatio.value !== null && (top === undefined || p.claimRatio.value > (top.claimRatio.value ?? 0))
        ? p
        : top,
    undefined,
  );
  if (!best) return 'none';
  const year = /\((FY [^)]+)\)$/.exec(best.claimRatio.source)?.[1];
  return `${best.claimRatio.value}% (${best.insurer}${year ? `, ${year}` : ''})`;
}
