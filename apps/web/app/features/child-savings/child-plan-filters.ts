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

/** The band of a plan's published 10-year return; null for a plan without one, which no band finds. */
export function returnBandOf(plan: Pick<ChildPlan, 'returns'>): ReturnBandId | null {
  if (!plan.returns) return null;
  const r = plan.returns.percent;
  return RETURN_BANDS.find((band) => band.test(r))?.id ?? null;
}

/** How many plans a band filter leaves out only because no 10-year return of theirs is published here. */
export function withoutReturn(plans: readonly ChildPlan[], filters: ChildPlanFilters): number {
  return filters.bands.length === 0 ? 0 : plans.filter((p) => p.returns === null).length;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Plans in any chosen band whose company and fund contain the searches, by insurer's name then fund: returns
 * never decide the order. A plan without a published return is in no band, so a chosen band leaves it out.
 */
export function filterChildPlans(plans: readonly ChildPlan[], filters: ChildPlanFilters): ChildPlan[] {
  const company = filters.company.trim().toLowerCase();
  const fund = filters.fund.trim().toLowerCase();
  return plans
    .filter((p) => {
      const band = returnBandOf(p);
      return filters.bands.length === 0 || (band !== null && filters.bands.includes(band));
    })
    .filter((p) => p.company.toLowerCase().includes(company))
    .filter((p) => p.fund.toLowerCase().includes(fund))
    .sort((a, b) => byText(a.company, b.company) || byText(a.fund, b.fund));
}
