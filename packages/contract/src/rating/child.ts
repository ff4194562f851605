// Child savings: what a yearly saving until the child turns 18 may grow to at IRDAI's illustration rates, the
// life cover and premium waiver it carries, and the tax it can save for this income band. The same for every
// plan, because the rates are the regulator's, not the insurer's.
import { roundRupees, type Quote } from './core.ts';
import {
  CHILD_INCOME_BANDS,
  CHILD_MATURITY_AGE,
  CHILD_MIN_TERM,
  CHILD_RATE_VERSION,
  ILLUSTRATION_RATES,
  LIFE_COVER_MULTIPLE,
  SECTION_80C_LIMIT,
} from './rates/child.ts';

export {
  CHILD_INCOME_BANDS,
  CHILD_RATE_VERSION,
  ILLUSTRATION_SOURCE,
  SECTION_80C_LIMIT,
  ULIP_10_10D_LIMIT,
} from './rates/child.ts';

export interface ChildInputs {
  parentAge: number;
  childAge: number;
  incomeBand: string;
}

export interface ChildProjection extends Quote {
  yearlySaving: number;
  term: number;
  /** Fund at maturity at 4% and at 8% a year, before the plan's charges. */
  maturityAt4: number;
  maturityAt8: number;
  lifeCover: number;
  /** Tax the yearly saving can save under section 80C in the old regime, a year and over the term. */
  taxSavedPerYear: number;
  taxSavedOverTerm: number;
  oldRegimeRate: number;
}

/** Paid at the start of each year, growing at `rate`: the value at the end of `years`. */
export function futureValue(yearly: number, rate: number, years: number): number {
  return yearly * ((Math.pow(1 + rate, years) - 1) / rate) * (1 + rate);
}

export function childTerm(childAge: number): number {
  return Math.max(CHILD_MIN_TERM, CHILD_MATURITY_AGE - childAge);
}

const lakh = (n: number) => `₹${(n / 100000).toFixed(2).replace(/\.?0+$/, '')} lakh`;

export function projectChildPlan(planId: string, inputs: ChildInputs): ChildProjection | null {
  const band = CHILD_INCOME_BANDS[inputs.incomeBand];
  if (!band) return null;
  const term = childTerm(inputs.childAge);
  const yearly = band.yearlySaving;
  const [low, high] = ILLUSTRATION_RATES;
  const multiple = inputs.parentAge < 45 ? LIFE_COVER_MULTIPLE.below45 : LIFE_COVER_MULTIPLE.from45;
  const taxSavedPerYear = roundRupees(Math.min(yearly, SECTION_80C_LIMIT) * band.oldRegimeRate);
  const maturityAt4 = roundRupees(futureValue(yearly, low, term));
  const maturityAt8 = roundRupees(futureValue(yearly, high, term));
  return {
    planId,
    rateVersion: CHILD_RATE_VERSION,
    // a unit-linked premium carries no GST itself (GST is taken on the charges inside the fund)
    basePremium: yearly,
    gst: 0,
    total: yearly,
    breakdown: [
      { label: `Saved over ${term} years`, amount: yearly * term },
      { label: 'At 4% a year', amount: maturityAt4 },
      { label: 'At 8% a year', amount: maturityAt8 },
    ],
    assumptions: [
      `For a ${inputs.parentAge}-year-old parent saving ${lakh(yearly)} a year for ${term} years, until the child is ${inputs.childAge + term}.`,
    ],
    yearlySaving: yearly,
    term,
    maturityAt4,
    maturityAt8,
    lifeCover: yearly * multiple,
    taxSavedPerYear,
    taxSavedOverTerm: taxSavedPerYear * term,
    oldRegimeRate: band.oldRegimeRate,
  };
}
