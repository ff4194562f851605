import type { ChildPlan } from './child-plans';

/** Return bands of the list (spec §9): at least 13%, 12% to under 13%, under 12% (named in child-words). */
export const RETURN_BANDS = [
  { id: 'high', test: (r: number) => r >= 13 },
  { id: 'mid', test: (r: number) => r >= 12 && r < 13 },
  { id: 'low', test: (r: number) => r < 12 },
] as const;
export type ReturnBandId = (typeof RETURN_BANDS)[number]['id'];

export interface ChildPlanFilters {
  bands: ReturnBandId[];
  company: string;
  fund: string;
}

export const NO_CHILD_FILTERS: ChildPlanFilters = { bands: [], company: '', fund: '' };

/** "14.2%" -> 14.2 */
export function returnPercent(plan: Pick<ChildPlan, 'returns'>): number {
  return Number.parseFloat(plan.returns);
}

export function returnBandOf(plan: Pick<ChildPlan, 'returns'>): ReturnBandId {
  const r = returnPercent(plan);
  return RETURN_BANDS.find((band) => band.test(r))?.id ?? 'low';
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Plans in any chosen band whose company and fund contain the searches, by insurer's name then fund: the returns
 * are not yet checked against the insurers' fund fact sheets, so they never decide the order.
 */
export function filterChildPlans(plans: readonly ChildPlan[], filters: ChildPlanFilters): ChildPlan[] {
  const company = filters.company.trim().toLowerCase();
  const fund = filters.fund.trim().toLowerCase();
  return plans
    .filter((p) => filters.bands.length === 0 || filters.bands.includes(returnBandOf(p)))
    .filter((p) => p.company.toLowerCase().includes(company))
    .filter((p) => p.fund.toLowerCase().includes(fund))
    .sort((a, b) => byText(a.company, b.company) || byText(a.fund, b.fund));
}
