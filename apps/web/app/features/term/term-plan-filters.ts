// Which term plans a list shows and in what order: pure functions over the fixed plan data.
import type { PayoutOption, PlanType, PremiumPayType, TermPlan } from './term-plan';

export type TermSort = 'popularity' | 'price-low' | 'price-high';
export type Billing = 'Monthly' | 'Yearly';

export const TERM_SORTS: readonly { value: TermSort; label: string; order: string }[] = [
  {
    value: 'popularity',
    label: 'Popularity',
    order: 'popularity (the plans our visitors chose most often come first)',
  },
  { value: 'price-low', label: 'Price: low to high', order: 'premium, lowest first' },
  { value: 'price-high', label: 'Price: high to low', order: 'premium, highest first' },
];

const LAKH = 100_000;
export const ANY = 'any';

/** The sticky bar's life cover select (shopping spec §2 item 3), with "Any" first so the full list shows. */
export const LIFE_COVER_CHOICES = [
  { value: ANY, label: 'Any life cover' },
  { value: '25', label: '₹25 Lac' },
  { value: '50', label: '₹50 Lac' },
  { value: '75', label: '₹75 Lac' },
  { value: 'above-75', label: 'above ₹75 Lac' },
] as const;

export const COVER_TILL_CHOICES = [
  { value: ANY, label: 'Any age' },
  { value: '32', label: '32 years of age' },
  { value: '42', label: '42 years of age' },
  { value: '52', label: '52 years of age' },
  { value: 'above-60', label: 'above 60 years of age' },
] as const;

export interface TermFilters {
  sort: TermSort;
  planTypes: PlanType[];
  payoutOptions: PayoutOption[];
  insurers: string[];
  premiumPayTypes: PremiumPayType[];
}

export const NO_TERM_FILTERS: TermFilters = {
  sort: 'popularity',
  planTypes: [],
  payoutOptions: [],
  insurers: [],
  premiumPayTypes: [],
};

export interface TermBar {
  lifeCover: string;
  coverTill: string;
  billing: Billing;
}

export const DEFAULT_TERM_BAR: TermBar = { lifeCover: ANY, coverTill: ANY, billing: 'Monthly' };

/** "₹1,078/month" -> 1078. */
export function parsePremium(text: string): number {
  return Number(text.split('/')[0]?.replace(/\D/g, '') ?? '0');
}

/** What the card shows: the monthly premium, or the yearly one when Yearly is chosen. */
export function shownPremium(plan: TermPlan, billing: Billing): number {
  return billing === 'Monthly' ? parsePremium(plan.premium) : plan.yearlyPremium;
}

export function matchesLifeCover(plan: TermPlan, choice: string): boolean {
  if (choice === ANY) return true;
  if (choice === 'above-75') return plan.lifeCover > 75 * LAKH;
  return plan.lifeCover === Number(choice) * LAKH;
}

export function matchesCoverTill(plan: TermPlan, choice: string): boolean {
  if (choice === ANY) return true;
  if (choice === 'above-60') return plan.coverTillAge > 60;
  return plan.coverTillAge === Number(choice);
}

const within = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** Filters by the bar and the applied modal choices (each group: any of the ticked values), then sorts. */
export function selectTermPlans(plans: readonly TermPlan[], filters: TermFilters, bar: TermBar): TermPlan[] {
  const shown = plans.filter(
    (plan) =>
      matchesLifeCover(plan, bar.lifeCover) &&
      matchesCoverTill(plan, bar.coverTill) &&
      within(filters.planTypes, plan.planType) &&
      within(filters.payoutOptions, plan.payoutOption) &&
      within(filters.insurers, plan.insurer) &&
      within(filters.premiumPayTypes, plan.premiumPayType),
  );
  if (filters.sort === 'popularity') return shown;
  const direction = filters.sort === 'price-low' ? 1 : -1;
  return [...shown].sort((a, b) => direction * (shownPremium(a, bar.billing) - shownPremium(b, bar.billing)));
}

export function sortOrderText(sort: TermSort): string {
  return TERM_SORTS.find((s) => s.value === sort)?.order ?? '';
}

/** Insurers of a list, in the list's order, for the Insurer tab. */
export function insurersOf(plans: readonly TermPlan[]): string[] {
  return [...new Set(plans.map((plan) => plan.insurer))];
}

export function activeFilterCount(filters: TermFilters): number {
  return (
    filters.planTypes.length +
    filters.payoutOptions.length +
    filters.insurers.length +
    filters.premiumPayTypes.length
  );
}
