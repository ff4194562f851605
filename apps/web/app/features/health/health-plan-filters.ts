// The health and family lists' filter tabs (shopping spec §9) and the pure function that applies them live.
import type { ChoiceOption } from '~/ui/filter-modal';
import {
  DISEASE_WAITING_YEARS,
  HEALTH_INSURERS,
  MATERNITY_WAITING_YEARS,
  POLICY_BENEFITS,
  POLICY_PERIOD_YEARS,
  PORTABILITY,
  ROOM_RENT_TYPES,
  type HealthPlan,
} from './health-plan';

export type HealthSort = 'popularity' | 'premium-low' | 'premium-high' | 'cover-high' | 'hospitals-most';

export const HEALTH_SORTS: readonly (ChoiceOption & { value: HealthSort; order: string })[] = [
  {
    value: 'popularity',
    label: 'Popularity',
    order: 'popularity, which here means our catalogue’s own order (we do not count what visitors choose)',
  },
  { value: 'premium-low', label: 'Premium: low to high', order: 'monthly premium, lowest first' },
  { value: 'premium-high', label: 'Premium: high to low', order: 'monthly premium, highest first' },
  { value: 'cover-high', label: 'Cover: high to low', order: 'cover amount, highest first' },
  {
    value: 'hospitals-most',
    label: 'Most cashless hospitals',
    order: 'number of cashless hospitals, most first',
  },
];

interface Band extends ChoiceOption {
  test: (value: number) => boolean;
}

/** Cover bands in lakh. */
export const COVER_BANDS: readonly Band[] = [
  { value: 'below-5', label: 'Below 5 Lakh', test: (l) => l < 5 },
  { value: '5-9', label: '5-9 Lakh', test: (l) => l >= 5 && l < 10 },
  { value: '10-24', label: '10-24 Lakh', test: (l) => l >= 10 && l < 25 },
  { value: '25-99', label: '25-99 Lakh', test: (l) => l >= 25 && l < 100 },
  { value: '100-199', label: '1-1.99 Cr', test: (l) => l >= 100 && l < 200 },
  { value: '200-600', label: '2-6 Cr', test: (l) => l >= 200 && l <= 600 },
];

/** Premium bands in rupees per month. */
export const PREMIUM_BANDS: readonly Band[] = [
  { value: 'under-1000', label: 'Under ₹1,000', test: (p) => p < 1000 },
  { value: '1000-1500', label: '₹1,000 - ₹1,500', test: (p) => p >= 1000 && p < 1500 },
  { value: '1500-2000', label: '₹1,500 - ₹2,000', test: (p) => p >= 1500 && p < 2000 },
  { value: '2000-3000', label: '₹2,000 - ₹3,000', test: (p) => p >= 2000 && p <= 3000 },
  { value: 'over-3000', label: 'Over ₹3,000', test: (p) => p > 3000 },
];

const plain = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: value }));
const years = (values: readonly number[]): ChoiceOption[] =>
  values.map((n) => ({ value: String(n), label: `${n} year${n === 1 ? '' : 's'}` }));

export const HEALTH_TABS = [
  { id: 'sort', label: 'Sort by', mode: 'single', options: HEALTH_SORTS },
  { id: 'cover', label: 'Cover', mode: 'single', options: COVER_BANDS },
  { id: 'premium', label: 'Premium (per month)', mode: 'single', options: PREMIUM_BANDS },
  { id: 'roomRent', label: 'Room rent type', mode: 'multi', options: plain(ROOM_RENT_TYPES) },
  { id: 'benefits', label: 'Policy benefits', mode: 'multi', options: plain(POLICY_BENEFITS) },
  { id: 'portability', label: 'Portability', mode: 'multi', options: plain(PORTABILITY) },
  { id: 'maternity', label: 'Maternity waiting', mode: 'multi', options: years(MATERNITY_WAITING_YEARS) },
  { id: 'disease', label: 'Existing disease waiting', mode: 'multi', options: years(DISEASE_WAITING_YEARS) },
  { id: 'period', label: 'Policy period', mode: 'single', options: years(POLICY_PERIOD_YEARS) },
  { id: 'insurer', label: 'Insurer', mode: 'multi', options: plain(HEALTH_INSURERS) },
] as const satisfies readonly {
  id: string;
  label: string;
  mode: 'single' | 'multi';
  options: readonly ChoiceOption[];
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

const band = (bands: readonly Band[], value: string | undefined) => bands.find((b) => b.value === value);
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

const comparators: Record<Exclude<HealthSort, 'popularity'>, (a: HealthPlan, b: HealthPlan) => number> = {
  'premium-low': (a, b) => a.premiumMonthly - b.premiumMonthly,
  'premium-high': (a, b) => b.premiumMonthly - a.premiumMonthly,
  'cover-high': (a, b) => coverInLakh(b.coverAmount) - coverInLakh(a.coverAmount),
  'hospitals-most': (a, b) => b.cashlessHospitals - a.cashlessHospitals,
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

export function healthOrderText(filters: HealthFilters): string {
  const sort = healthSortOf(filters);
  return HEALTH_SORTS.find((s) => s.value === sort)?.order ?? '';
}

/** Ticked filters, the sort not counted. */
export function activeHealthFilters(filters: HealthFilters, tab?: HealthTabId): number {
  if (tab) return tab === 'sort' ? (healthSortOf(filters) === 'popularity' ? 0 : 1) : filters[tab].length;
  return HEALTH_TABS.filter((t) => t.id !== 'sort').reduce((n, t) => n + filters[t.id].length, 0);
}
