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
  type TermChoice,
  type TermLine,
  type TermPerson,
} from '@bimasetu/contract/rating';
import { TERM_VARIANTS, type TermPlan, type TermVariant } from './term-plan';

export type TermSort = 'popularity' | 'price-low' | 'price-high';
export type Billing = 'Monthly' | 'Yearly';
export type TobaccoAnswer = TermPerson['tobacco'];

/** The sorts the modal offers, in its order; their names and the order in words are in term-list-words. */
export const TERM_SORTS: readonly TermSort[] = ['popularity', 'price-low', 'price-high'];

const LAKH = 100_000;

/**
 * The sticky bar's life cover: the amount every plan is priced at (the spec's three, then amounts above 75 lakh);
 * each is named by `coverChoice` in term-list-words ("₹25 Lac", "₹1 Crore").
 */
export const LIFE_COVER_CHOICES = [
  { value: 25 * LAKH },
  { value: 50 * LAKH },
  { value: 75 * LAKH },
  { value: 100 * LAKH },
  { value: 150 * LAKH },
  { value: 200 * LAKH },
] as const;

export { COVER_TILL_AGES, DEFAULT_LIFE_COVER, defaultCoverTill };

/** A cover-till age is offered when cover would last at least five years from the visitor's age. */
export function coverTillAllowed(coverTill: number, age: number): boolean {
  return coverTill - age >= MIN_TERM_YEARS;
}

export interface TermFilters {
  sort: TermSort;
  insurers: string[];
  /** Plans whose insurer also offers one of these variants (none of which is priced). */
  alsoOffers: TermVariant[];
}

export const NO_TERM_FILTERS: TermFilters = {
  sort: 'popularity',
  insurers: [],
  alsoOffers: [],
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

/** What a list prices every plan for: regular pay, monthly or yearly as the bar says (term-variant.ts). */
export interface ListChoice extends TermChoice {
  mode: Billing;
}

export interface PricedTermPlan {
  plan: TermPlan;
  quote: Quote;
  /** The choice the quote was priced for, which the compare and details say back. */
  choice: ListChoice;
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
  const choice: ListChoice = {
    lifeCover: bar.lifeCover,
    coverTillAge: effectiveCoverTill(bar, person.age),
    mode: bar.billing,
  };
  const result: TermListResult = { shown: [], leftOut: [] };
  for (const plan of plans) {
    const pricing = priceTermPlan(line, plan.id, { ...person, tobacco: bar.tobacco }, choice, today);
    if (!pricing.accepted) result.leftOut.push({ plan, reason: pricing.reason });
    else if (
      within(filters.insurers, plan.insurer) &&
      (filters.alsoOffers.length === 0 || filters.alsoOffers.some((v) => plan.alsoOffers.includes(v)))
    )
      result.shown.push({ plan, quote: pricing.quote, choice });
  }
  if (filters.sort !== 'popularity') {
    const direction = filters.sort === 'price-low' ? 1 : -1;
    result.shown.sort((a, b) => direction * (a.quote.total - b.quote.total));
  }
  return result;
}

/** Insurers of a list, in the list's order, for the Insurer tab. */
export function insurersOf(plans: readonly TermPlan[]): string[] {
  return [...new Set(plans.map((plan) => plan.insurer))];
}

/** What the modal's Insurer and Also offered tabs offer. */
export interface TermFilterChoices {
  insurers: string[];
  variants: TermVariant[];
}

/**
 * The insurers (in the list's order) and variants of the plans the list prices for the visitor: a plan left out for
 * their age is not on the list, so its insurer alone would only empty it. What is already applied stays offered, so
 * it can be cleared.
 */
export function termFilterChoices(
  plans: readonly TermPlan[],
  leftOut: TermListResult['leftOut'],
  applied: TermFilters,
): TermFilterChoices {
  const listed = plans.filter((plan) => !leftOut.some((out) => out.plan === plan));
  const variants = [...applied.alsoOffers, ...listed.flatMap((plan) => plan.alsoOffers)];
  return {
    insurers: [...new Set([...insurersOf(listed), ...applied.insurers])],
    variants: TERM_VARIANTS.filter((variant) => variants.includes(variant)),
  };
}

export function activeFilterCount(filters: TermFilters): number {
  return filters.insurers.length + filters.alsoOffers.length;
}
