// Child savings: what the visitor's yearly premium until the child turns 18 may grow to at IRDAI's standard
// illustration rates (4% and 8%, the same for every plan: the regulator's, not the plan's), the life cover it
// carries, and the tax it saves: the premium up to section 80C's ₹1.5 lakh and, under section 80C(3A), up to 10%
// of the life cover × the income band's old-regime slab with 4% cess (the new regime gives no 80C deduction); and
// whether section 10(10D) leaves the maturity tax-free.
import { roundRupees, type Quote } from '../../rating/core.ts';
import type { FactsInEnglish } from '../../rating/facts.ts';
import {
  CHILD_INCOME_BANDS,
  CHILD_MATURITY_AGE,
  CHILD_MIN_TERM,
  CHILD_RATE_VERSION,
  ILLUSTRATION_RATES,
  INCOME_TAX_CESS,
  LIFE_COVER_MULTIPLE,
  PREMIUM_SHARE_OF_COVER,
  SECTION_80C_LIMIT,
  ULIP_10_10D_LIMIT,
} from './child-rates.ts';

export {
  CHILD_INCOME_BANDS,
  CHILD_PLAN_DIRECTORY,
  CHILD_RATE_VERSION,
  CHILD_YEARLY_PREMIUMS,
  ILLUSTRATION_SOURCE,
  INCOME_TAX_CESS,
  LIFE_COVER_MULTIPLE,
  PREMIUM_SHARE_OF_COVER,
  SECTION_80C_LIMIT,
  ULIP_10_10D_LIMIT,
} from './child-rates.ts';

/** The parent, saving and term a child savings plan is illustrated for. */
export type ChildFact = {
  code: 'child-saving';
  parentAge: number;
  yearlySaving: number;
  years: number;
  /** The child's age when the plan matures. */
  childAgeAtEnd: number;
};

export interface ChildInputs {
  parentAge: number;
  childAge: number;
  incomeBand: string;
  /** The visitor's own yearly premium; the band's suggestion until they pick one. */
  yearlyPremium?: number;
}

/**
 * What holds a premium's section 80C deduction below the premium: nothing; section 80C's ₹1.5 lakh a year; or
 * section 80C(3A)'s 10% of the sum assured (cover under 10× the premium).
 */
export type ChildDeductionLimit = 'none' | '80C' | '80C(3A)';

/**
 * Whether section 10(10D) leaves the maturity tax-free: yes; no, as a year's premium is above 10% of the sum
 * assured; or no, as the yearly premium is above ₹2.5 lakh (a ULIP issued from 01/02/2021).
 */
export type ChildMaturityTax = 'tax-free' | 'premium-over-10%-of-cover' | 'premium-over-2.5-lakh';

/** The tax a yearly premium saves under section 80C in the old regime, a year, and the maturity's tax. */
export interface ChildTaxSaving {
  /** The premium that counts: at most section 80C's ₹1.5 lakh and 10% of the sum assured. */
  deduction: number;
  /** True when part of the premium does not count (`limit` says which rule). */
  capped: boolean;
  limit: ChildDeductionLimit;
  /** The life cover the 10% is of. */
  sumAssured: number;
  slabRate: number;
  cess: number;
  perYear: number;
  maturity: ChildMaturityTax;
}

export function childTaxSaving(yearlyPremium: number, slabRate: number, sumAssured: number): ChildTaxSaving {
  const ofCover = Math.floor(sumAssured * PREMIUM_SHARE_OF_COVER);
  const deduction = Math.max(0, Math.min(yearlyPremium, SECTION_80C_LIMIT, ofCover));
  const limit: ChildDeductionLimit =
    deduction >= yearlyPremium
      ? 'none'
      : ofCover < Math.min(yearlyPremium, SECTION_80C_LIMIT)
        ? '80C(3A)'
        : '80C';
  const maturity: ChildMaturityTax =
    yearlyPremium > ofCover
      ? 'premium-over-10%-of-cover'
      : yearlyPremium > ULIP_10_10D_LIMIT
        ? 'premium-over-2.5-lakh'
        : 'tax-free';
  return {
    deduction,
    capped: limit !== 'none',
    limit,
    sumAssured,
    slabRate,
    cess: INCOME_TAX_CESS,
    perYear: roundRupees(deduction * slabRate * (1 + INCOME_TAX_CESS)),
    maturity,
  };
}

export interface ChildProjection extends Quote {
  yearlySaving: number;
  term: number;
  /** Fund at maturity at 4% and at 8% a year, before the plan's charges. */
  maturityAt4: number;
  maturityAt8: number;
  lifeCover: number;
  /** The life cover as a multiple of the yearly premium (`LIFE_COVER_MULTIPLE`). */
  coverMultiple: number;
  /** Tax the yearly premium saves under section 80C in the old regime, a year and over the term. */
  tax: ChildTaxSaving;
  taxSavedPerYear: number;
  taxSavedOverTerm: number;
}

/** Paid at the start of each year, growing at `rate`: the value at the end of `years`. */
export function futureValue(yearly: number, rate: number, years: number): number {
  return yearly * ((Math.pow(1 + rate, years) - 1) / rate) * (1 + rate);
}

export function childTerm(childAge: number): number {
  return Math.max(CHILD_MIN_TERM, CHILD_MATURITY_AGE - childAge);
}

/** Rupees as lakh to two places, without trailing zeros: 120000 -> "1.2" (the number the words put "lakh" after). */
export const lakhFigure = (n: number) => (n / 100000).toFixed(2).replace(/\.?0+$/, '');

/** A child savings fact in English: "For a 35-year-old parent saving ₹1.2 lakh a year for 13 years, until the child is 18." */
export function childFactInEnglish(fact: ChildFact): string {
  return `For a ${fact.parentAge}-year-old parent saving ₹${lakhFigure(fact.yearlySaving)} lakh a year for ${fact.years} years, until the child is ${fact.childAgeAtEnd}.`;
}

export function projectChildPlan(planId: string, inputs: ChildInputs): ChildProjection | null {
  const band = CHILD_INCOME_BANDS[inputs.incomeBand];
  if (!band) return null;
  const term = childTerm(inputs.childAge);
  const yearly = inputs.yearlyPremium ?? band.yearlySaving;
  if (!Number.isInteger(yearly) || yearly <= 0) return null;
  const [low, high] = ILLUSTRATION_RATES;
  const multiple = inputs.parentAge < 45 ? LIFE_COVER_MULTIPLE.below45 : LIFE_COVER_MULTIPLE.from45;
  const lifeCover = yearly * multiple;
  const tax = childTaxSaving(yearly, band.slabRate, lifeCover);
  const maturityAt4 = roundRupees(futureValue(yearly, low, term));
  const maturityAt8 = roundRupees(futureValue(yearly, high, term));
  const saving: ChildFact = {
    code: 'child-saving',
    parentAge: inputs.parentAge,
    yearlySaving: yearly,
    years: term,
    childAgeAtEnd: inputs.childAge + term,
  };
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
    assumptions: [childFactInEnglish(saving)],
    facts: [saving],
    yearlySaving: yearly,
    term,
    maturityAt4,
    maturityAt8,
    lifeCover,
    coverMultiple: multiple,
    tax,
    taxSavedPerYear: tax.perYear,
    taxSavedOverTerm: tax.perYear * term,
  };
}

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const CHILD_FACTS_IN_ENGLISH: FactsInEnglish<ChildFact> = {
  'child-saving': childFactInEnglish,
};
