import { EMPLOYEE_COMPARE_BAR_AT, EMPLOYEE_COMPARE_LIMIT } from '@bimasetu/contract';
import type { EmployeePlan } from './employee-plans';

/** Claim ratio filter: all plans, above 95%, or above 97%. */
export type ClaimRatioFilter = 0 | 95 | 97;

/** Plans whose claim settlement ratio is strictly above the threshold, lowest premium first. */
export function filterByClaimRatio(plans: readonly EmployeePlan[], above: ClaimRatioFilter): EmployeePlan[] {
  return plans.filter((p) => above === 0 || p.claimRatio > above).sort((a, b) => a.price - b.price);
}

export type CompareToggle = { ids: string[]; refused: false } | { ids: string[]; refused: true };

/** Adds or removes a plan; a fourth is refused and the selection stays as it was. */
export function toggleCompare(ids: readonly string[], id: string): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), refused: false };
  if (ids.length >= EMPLOYEE_COMPARE_LIMIT) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

export function showCompareBar(ids: readonly string[]): boolean {
  return ids.length >= EMPLOYEE_COMPARE_BAR_AT;
}

/** The selection as the URL carries it: "?compare=a,b,c". Unknown ids and anything past 3 are dropped. */
export function parseCompareParam(value: string | null, plans: readonly EmployeePlan[]): string[] {
  if (!value) return [];
  const known = new Set(plans.map((p) => p.id));
  const ids = value.split(',').filter((id, i, all) => known.has(id) && all.indexOf(id) === i);
  return ids.slice(0, EMPLOYEE_COMPARE_LIMIT);
}

export function plansByIds(ids: readonly string[], plans: readonly EmployeePlan[]): EmployeePlan[] {
  return ids.flatMap((id) => plans.filter((p) => p.id === id));
}
