// Which term plans a list shows, priced for the visitor, and in what order: pure functions over the plan data
// and the contract's term rate table. Every plan is priced for the same cover, cover-till age and person, so
// sorting by price compares like with like.
import {
  COVER_TILL_AGES,
  DEFAULT_LIFE_COVER,
  defaultCoverTill,
  MIN_TERM_YEARS,
  priceTermPlan,
  type Quote,
  type TermLine,
  type TermPerson,
} from '@bimasetu/contract/rating';
import type { PayoutOption, PlanType, PremiumPayType, TermPlan } from './term-plan';

export type TermSort = 'popularity' | 'price-low' | 'price-high';
export type Billing = 'Monthly' | 'Yearly';
export type TobaccoAnswer = TermPerson['tobacco'];

export const TERM_SORTS: readonly { value: TermSort; label: string; order: string }[] = [
  {
    value: 'popularity',
    label: 'Popularity',
    order: 'popularity, which here means our catalogue’s own order (we do not count what visitors choose)',
  },
  { value: 'price-low', label: 'Price: low to high', order: 'premium, lowest first' },
  { value: 'price-high', label: 'Price: high to low', order: 'premium, highest first' },
];

const LAKH = 100_000;

/** The sticky bar's life cover: the amount every plan is priced at (the spec's three, then amounts above 75 lakh). */
export const LIFE_COVER_CHOICES = [
  { value: 25 * LAKH, label: '₹25 Lac' },
  { value: 50 * LAKH, label: '₹50 Lac' },
  { value: 75 * LAKH, label: '₹75 Lac' },
  { value: 100 * LAKH, label: '₹1 Crore' },
  { value: 150 * LAKH, label: '₹1.5 Crore' },
  { value: 200 * LAKH, label: '₹2 Crore' },
] as const;

export { COVER_TILL_AGES, DEFAULT_LIFE_COVER, defaultCoverTill };

/** A cover-till age is offered when cover would last at least five years from the visitor's age. */
export function coverTillAllowed(coverTill: number, age: number): boolean {
  return coverTill - age >= MIN_TERM_YEARS;
}

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
  lifeCover: number;
  /** null until the visitor picks one: the default for their age applies. */
  coverTill: number | null;
  tobacco: TobaccoAnswer;
  billing: Billing;
}

export const DEFAULT_TERM_BAR: TermBar = {
  lifeCover: DEFAULT_LIFE_COVER,
  coverTill: null,
  tobacco: 'unanswered',
  billing: 'Monthly',
};

/** The cover-till age prices use: the visitor's pick when it is allowed for their age, else the default. */
export function effectiveCoverTill(bar: TermBar, age: number): number {
  return bar.coverTill !== null && coverTillAllowed(bar.coverTill, age)
    ? bar.coverTill
    : defaultCoverTill(age);
}

export interface PricedTermPlan {
  plan: TermPlan;
  quote: Quote;
}

export interface TermListResult {
  shown: PricedTermPlan[];
  /** Plans that do not take the visitor's age, with the reason. */
  leftOut: { plan: TermPlan; reason: string }[];
}

const within = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** Prices every plan for the person and the bar's choices, applies the modal's filters, then sorts. */
export function selectTermPlans(
  plans: readonly TermPlan[],
  filters: TermFilters,
  bar: TermBar,
  line: TermLine,
  person: Omit<TermPerson, 'tobacco'>,
  today: Date,
): TermListResult {
  const choice = {
    lifeCover: bar.lifeCover,
    coverTillAge: effectiveCoverTill(bar, person.age),
    mode: bar.billing,
  };
  const result: TermListResult = { shown: [], leftOut: [] };
  for (const plan of plans) {
    const pricing = priceTermPlan(line, plan.id, { ...person, tobacco: bar.tobacco }, choice, today);
    if (!pricing.accepted) result.leftOut.push({ plan, reason: pricing.reason });
    else if (
      within(filters.planTypes, plan.planType) &&
      within(filters.payoutOptions, plan.payoutOption) &&
      within(filters.insurers, plan.insurer) &&
      within(filters.premiumPayTypes, plan.premiumPayType)
    )
      result.shown.push({ plan, quote: pricing.quote });
  }
  if (filters.sort !== 'popularity') {
    const direction = filters.sort === 'price-low' ? 1 : -1;
    result.shown.sort((a, b) => direction * (a.quote.total - b.quote.total));
  }
  return result;
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
