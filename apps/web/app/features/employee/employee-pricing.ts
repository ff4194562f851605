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
