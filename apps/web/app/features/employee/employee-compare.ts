import { EMPLOYEE_COMPARE_BAR_AT, EMPLOYEE_COMPARE_LIMIT } from '@bimasetu/contract';
import { parseSelection, pickByIds, toggleInSelection, type CompareToggle } from '~/ui/compare-selection';
import type { EmployeePlan } from './employee-plans';

export type { CompareToggle };

/** Claim ratio filter: all plans, above 95%, or above 97%. */
export type ClaimRatioFilter = 0 | 95 | 97;

/**
 * Plans whose insurer's published claim settlement figure is strictly above the threshold, lowest premium
 * first. A plan without a published figure is left out once a threshold is chosen: we cannot say it is above.
 */
export function filterByClaimRatio<T extends EmployeePlan>(
  plans: readonly T[],
  above: ClaimRatioFilter,
): T[] {
  return plans
    .filter((p) => above === 0 || (p.claimRatio.value !== null && p.claimRatio.value > above))
    .sort((a, b) => a.price - b.price);
}

/** How many plans a threshold leaves out only because their insurer has no published figure. */
export function withoutClaimFigure(plans: readonly EmployeePlan[], above: ClaimRatioFilter): number {
  return above === 0 ? 0 : plans.filter((p) => p.claimRatio.value === null).length;
}

/** Adds or removes a plan; a fourth is refused and the selection stays as it was. */
export function toggleCompare(ids: readonly string[], id: string): CompareToggle {
  return toggleInSelection(ids, id, EMPLOYEE_COMPARE_LIMIT);
}

export function showCompareBar(ids: readonly string[]): boolean {
  return ids.length >= EMPLOYEE_COMPARE_BAR_AT;
}

/** The selection as the URL carries it: "?compare=a,b,c". Unknown ids and anything past 3 are dropped. */
export function parseCompareParam(value: string | null, plans: readonly EmployeePlan[]): string[] {
  return parseSelection(
    value,
    plans.map((p) => p.id),
    EMPLOYEE_COMPARE_LIMIT,
  );
}

export function plansByIds<T extends EmployeePlan>(ids: readonly string[], plans: readonly T[]): T[] {
  return pickByIds(ids, plans, (p) => p.id);
}
