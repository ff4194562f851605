import { TRAVEL_PAGE_SIZE } from '@bimasetu/contract';
import type { PricedTravelPlan } from './travel-pricing';

/** Minimum medical cover a visitor can ask for, in US dollars (0 = any); said by `anyMedicalCover` and `medicalAtLeast`. */
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

/** What the filter dialog offers for the plans the list prices for this trip. */
export interface TravelFilterChoices {
  /** The medical cover thresholds some plan reaches (0, any cover, always). */
  medical: number[];
  /** Whether some plan covers pre-existing disease (its tab is left out when none does). */
  disease: boolean;
  /** The insurers with a plan in the list, A to Z. */
  insurers: string[];
}

/**
 * The choices that match the list's plans: a choice no plan has would only empty the list. One already chosen stays
 * offered, so it can be cleared.
 */
export function travelFilterChoices(
  priced: readonly PricedTravelPlan[],
  chosen: TravelPlanFilters,
): TravelFilterChoices {
  const plans = priced.map(({ plan }) => plan);
  return {
    medical: MEDICAL_COVER_CHOICES.map((c) => c.value as number).filter(
      (value) => value === chosen.minMedical || plans.some((p) => p.medical >= value),
    ),
    disease: chosen.diseaseCoverOnly || plans.some((p) => p.diseaseCover),
    insurers: [...new Set([...plans.map((p) => p.name), ...chosen.insurers])].sort(),
  };
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
