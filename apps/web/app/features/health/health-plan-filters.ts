// The health and family lists' filter tabs (shopping spec §9) and the pure function that applies them live.
import { byNetworkHospitals } from '@bimasetu/contract/rating';
import {
  DISEASE_WAITING_YEARS,
  MATERNITY_WAITING_YEARS,
  POLICY_BENEFITS,
  POLICY_PERIOD_YEARS,
  PORTABILITY,
  ROOM_RENT_TYPES,
  type HealthPlan,
} from './health-plan';

export type HealthSort = 'popularity' | 'premium-low' | 'premium-high' | 'cover-high' | 'hospitals-most';

/** The sorts in the order the Sort tab offers them; their names and order texts are in health-words. */
export const HEALTH_SORTS: readonly HealthSort[] = [
  'popularity',
  'premium-low',
  'premium-high',
  'cover-high',
  'hospitals-most',
];

interface Band<Id extends string> {
  value: Id;
  test: (value: number) => boolean;
}

/** Cover bands in lakh. */
export const COVER_BANDS = [
  { value: 'below-5', test: (l) => l < 5 },
  { value: '5-9', test: (l) => l >= 5 && l < 10 },
  { value: '10-24', test: (l) => l >= 10 && l < 25 },
  { value: '25-99', test: (l) => l >= 25 && l < 100 },
  { value: '100-199', test: (l) => l >= 100 && l < 200 },
  { value: '200-600', test: (l) => l >= 200 && l <= 600 },
] as const satisfies readonly Band<string>[];
export type CoverBandId = (typeof COVER_BANDS)[number]['value'];

/** Premium bands in rupees per month. */
export const PREMIUM_BANDS = [
  { value: 'under-1000', test: (p) => p < 1000 },
  { value: '1000-1500', test: (p) => p >= 1000 && p < 1500 },
  { value: '1500-2000', test: (p) => p >= 1500 && p < 2000 },
  { value: '2000-3000', test: (p) => p >= 2000 && p <= 3000 },
  { value: 'over-3000', test: (p) => p > 3000 },
] as const satisfies readonly Band<string>[];
export type PremiumBandId = (typeof PREMIUM_BANDS)[number]['value'];

const values = (bands: readonly { value: string }[]) => bands.map((b) => b.value);
const years = (list: readonly number[]) => list.map(String);

/**
 * The filter modal's tabs: each tab's choices as values (the insurers are the list's own: `healthTabChoices`);
 * health-words names the tabs and the choices.
 */
export const HEALTH_TABS = [
  { id: 'sort', mode: 'single', options: HEALTH_SORTS },
  { id: 'cover', mode: 'single', options: values(COVER_BANDS) },
  { id: 'premium', mode: 'single', options: values(PREMIUM_BANDS) },
  { id: 'roomRent', mode: 'multi', options: ROOM_RENT_TYPES },
  { id: 'benefits', mode: 'multi', options: POLICY_BENEFITS },
  { id: 'portability', mode: 'multi', options: PORTABILITY },
  { id: 'maternity', mode: 'multi', options: years(MATERNITY_WAITING_YEARS) },
  { id: 'disease', mode: 'multi', options: years(DISEASE_WAITING_YEARS) },
  { id: 'period', mode: 'single', options: years(POLICY_PERIOD_YEARS) },
  { id: 'insurer', mode: 'multi', options: [] },
] as const satisfies readonly {
  id: string;
  mode: 'single' | 'multi';
  options: readonly string[];
}[];

export type HealthTabId = (typeof HEALTH_TABS)[number]['id'];
/** The ticked values of each tab; single-choice tabs hold at most one. */
export type HealthFilters = Record<HealthTabId, string[]>;

export const NO_HEALTH_FILTERS: HealthFilters = {
  sort: ['popularity'],
  cover: [],
  premium: [],
  roomRent: [],
  benefits: [],
  portability: [],
  maternity: [],
  disease: [],
  period: [],
  insurer: [],
};

/** Reset of one tab: the sort goes back to popularity, any other tab is emptied. */
export function resetTab(filters: HealthFilters, tab: HealthTabId): HealthFilters {
  return { ...filters, [tab]: NO_HEALTH_FILTERS[tab] };
}

/** "₹10 Lakh" -> 10, "₹1 Cr" -> 100, "₹1.5 Cr" -> 150 (in lakh). */
export function coverInLakh(coverAmount: string): number {
  const amount = Number(coverAmount.replace(/[^\d.]/g, ''));
  return /cr/i.test(coverAmount) ? amount * 100 : amount;
}

const band = (bands: readonly Band<string>[], value: string | undefined) =>
  bands.find((b) => b.value === value);
const anyOf = (chosen: readonly string[], value: string) => chosen.length === 0 || chosen.includes(value);

export function matchesHealthFilters(plan: HealthPlan, f: HealthFilters): boolean {
  const cover = band(COVER_BANDS, f.cover[0]);
  const premium = band(PREMIUM_BANDS, f.premium[0]);
  return (
    (!cover || cover.test(coverInLakh(plan.coverAmount))) &&
    (!premium || premium.test(plan.premiumMonthly)) &&
    anyOf(f.roomRent, plan.roomRent) &&
    // benefits add up: a plan must give every benefit ticked
    f.benefits.every((benefit) => (plan.benefits as readonly string[]).includes(benefit)) &&
    (f.portability.length === 0 || plan.portable) &&
    anyOf(f.maternity, String(plan.maternityWaitingYears)) &&
    anyOf(f.disease, String(plan.diseaseWaitingYears)) &&
    (f.period.length === 0 || plan.policyPeriods.some((years) => String(years) === f.period[0])) &&
    anyOf(f.insurer, plan.companyName)
  );
}

/**
 * Each tab's choices that some plan of the list matches, in the tab's order (the insurers in the list's): a choice no
 * plan has would only say "Show 0 plans". The list is the plans priced for the visitor's inputs, so a cover band or
 * premium band their chosen cover leaves empty is not offered either. A choice already ticked stays, so it can be
 * unticked; the sorts are always offered. A tab left with no choice is not shown.
 */
export function healthTabChoices(
  plans: readonly HealthPlan[],
  filters: HealthFilters,
): Record<HealthTabId, readonly string[]> {
  const choices = (tab: (typeof HEALTH_TABS)[number]) => {
    if (tab.id === 'sort') return tab.options;
    const values =
      tab.id === 'insurer'
        ? [...new Set([...plans.map((plan) => plan.companyName), ...filters.insurer])]
        : (tab.options as readonly string[]);
    const only = (value: string): HealthFilters => ({ ...NO_HEALTH_FILTERS, [tab.id]: [value] });
    return values.filter(
      (value) =>
        filters[tab.id].includes(value) || plans.some((plan) => matchesHealthFilters(plan, only(value))),
    );
  };
  return Object.fromEntries(HEALTH_TABS.map((tab) => [tab.id, choices(tab)])) as Record<
    HealthTabId,
    readonly string[]
  >;
}

const comparators: Record<Exclude<HealthSort, 'popularity'>, (a: HealthPlan, b: HealthPlan) => number> = {
  'premium-low': (a, b) => a.premiumMonthly - b.premiumMonthly,
  'premium-high': (a, b) => b.premiumMonthly - a.premiumMonthly,
  'cover-high': (a, b) => coverInLakh(b.coverAmount) - coverInLakh(a.coverAmount),
  'hospitals-most': (a, b) => byNetworkHospitals(a.cashlessHospitals, b.cashlessHospitals),
};

export function healthSortOf(filters: HealthFilters): HealthSort {
  return (filters.sort[0] as HealthSort | undefined) ?? 'popularity';
}

/** Filters, then applies the chosen sort (the original ignored it); popularity keeps the data's order. */
export function selectHealthPlans(plans: readonly HealthPlan[], filters: HealthFilters): HealthPlan[] {
  const shown = plans.filter((plan) => matchesHealthFilters(plan, filters));
  const sort = healthSortOf(filters);
  return sort === 'popularity' ? shown : [...shown].sort(comparators[sort]);
}

/** Ticked filters, the sort not counted. */
export function activeHealthFilters(filters: HealthFilters, tab?: HealthTabId): number {
  if (tab) return tab === 'sort' ? (healthSortOf(filters) === 'popularity' ? 0 : 1) : filters[tab].length;
  return HEALTH_TABS.filter((t) => t.id !== 'sort').reduce((n, t) => n + filters[t.id].length, 0);
}
