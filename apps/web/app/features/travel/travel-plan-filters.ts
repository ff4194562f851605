import { TRAVEL_PAGE_SIZE } from '@bimasetu/contract';
import type { PricedTravelPlan } from './travel-pricing';

/** Minimum medical cover a visitor can ask for, in US dollars (0 = any); each said by `medicalChoices`. */
export const MEDICAL_COVER_CHOICES = [
  { value: 0 },
  { value: 100000 },
  { value: 250000 },
  { value: 500000 },
] as const;

export interface TravelPlanFilters {
  search: string;
  minMedical: number;
  diseaseCoverOnly: boolean;
  insurers: string[];
}

export const NO_TRAVEL_FILTERS: TravelPlanFilters = {
  search: '',
  minMedical: 0,
  diseaseCoverOnly: false,
  insurers: [],
};

/** Priced plans matching the search (insurer or plan name) and every filter, cheapest for this trip first. */
export function filterTravelPlans(
  priced: readonly PricedTravelPlan[],
  filters: TravelPlanFilters,
): PricedTravelPlan[] {
  const needle = filters.search.trim().toLowerCase();
  return priced
    .filter(({ plan: p }) => needle === '' || `${p.name} ${p.plan}`.toLowerCase().includes(needle))
    .filter(({ plan: p }) => p.medical >= filters.minMedical)
    .filter(({ plan: p }) => !filters.diseaseCoverOnly || p.diseaseCover)
    .filter(({ plan: p }) => filters.insurers.length === 0 || filters.insurers.includes(p.name))
    .sort((a, b) => a.quote.total - b.quote.total);
}

/** How many filters (not the search) are active, for the Filters button. */
export function activeFilterCount(filters: TravelPlanFilters): number {
  return (filters.minMedical > 0 ? 1 : 0) + (filters.diseaseCoverOnly ? 1 : 0) + filters.insurers.length;
}

/** The first `pages` pages of plans, and whether Load More has anything left to show. */
export function visiblePlans<T>(plans: readonly T[], pages: number): { shown: T[]; hasMore: boolean } {
  const count = Math.max(1, pages) * TRAVEL_PAGE_SIZE;
  return { shown: plans.slice(0, count), hasMore: plans.length > count };
}
