// Term, NRI term and women term prices: one pure function over the term rate table, the same in the browser
// (instant list prices) and on the server (which prices again and never trusts a premium sent to it).
import { roundRupees, type PremiumLine, type Quote } from '../../rating/core.ts';
import {
  AGE_FACTOR_PER_DECADE,
  CALIBRATION_AGE,
  COMMON_TERM_SHAPE,
  COVER_TILL_GROWTH,
  COVER_TILL_PIVOT,
  LIFE_GST_EXEMPT_FROM,
  LIFE_GST_RATE_BEFORE_EXEMPTION,
  MIN_TERM_YEARS,
  MODAL_FACTORS,
  SUM_ASSURED_REBATE_SLABS,
  TERM_PLAN_RATES,
  TERM_RATE_VERSION,
  type TermGender,
  type TermLine,
  type TermPayMode,
  type TermPlanRate,
  type TermShape,
} from './term-rates.ts';
import { termAssumptions, termFacts } from './term-words.ts';

export * from './term-rates.ts';
export * from './term-words.ts';
export * from './term-defaults.ts';

export interface TermPerson {
  age: number;
  gender: TermGender;
  /** Unanswered is priced as a non-smoker and said so. */
  tobacco: 'yes' | 'no' | 'unanswered';
}

export interface TermChoice {
  lifeCover: number;
  coverTillAge: number;
  mode: TermPayMode;
}

export type TermPricing =
  { accepted: true; quote: Quote; yearly: number } | { accepted: false; reason: string };

/** The age factor against a 30-year-old: the insurer's own points where it publishes them (geometric between
 * two points), the common 1.8 a decade outside them. */
export function termAgeFactor(age: number, shape: TermShape = COMMON_TERM_SHAPE): number {
  const points = shape.ageFactors;
  const common = (from: number, factor: number) => factor * AGE_FACTOR_PER_DECADE ** ((age - from) / 10);
  if (!points || points.length === 0) return common(CALIBRATION_AGE, 1);
  const [firstAge, firstFactor] = points[0]!;
  if (age <= firstAge) return common(firstAge, firstFactor);
  for (let i = 1; i < points.length; i += 1) {
    const [hiAge, hiFactor] = points[i]!;
    const [loAge, loFactor] = points[i - 1]!;
    if (age <= hiAge) return loFactor * (hiFactor / loFactor) ** ((age - loAge) / (hiAge - loAge));
  }
  const [lastAge, lastFactor] = points.at(-1)!;
  return common(lastAge, lastFactor);
}

export function coverTillFactor(coverTillAge: number): number {
  return (1 + COVER_TILL_GROWTH) ** (coverTillAge - COVER_TILL_PIVOT);
}

export function genderFactor(gender: TermGender, shape: TermShape = COMMON_TERM_SHAPE): number {
  // Insurers without a separate table for other genders use the men's rates; so do we.
  return gender === 'female' ? shape.femaleFactor : 1;
}

/** The cover charged after the high sum assured rebate: 1 crore is charged as 95 lakh, 2 crore as 1.75 crore. */
export function chargedCover(lifeCover: number): number {
  return SUM_ASSURED_REBATE_SLABS.reduce(
    (charged, slab) =>
      charged - Math.max(0, lifeCover - slab.above) * (slab.rebate - previousRebate(slab.above)),
    lifeCover,
  );
}

function previousRebate(above: number): number {
  const lower = SUM_ASSURED_REBATE_SLABS.filter((slab) => slab.above < above);
  return lower.length === 0 ? 0 : (lower[lower.length - 1]?.rebate ?? 0);
}

/** GST on an individual life policy on `today`: nil since the exemption, 18% before it. */
export function lifeGstRate(today: Date): number {
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return iso >= LIFE_GST_EXEMPT_FROM ? 0 : LIFE_GST_RATE_BEFORE_EXEMPTION;
}

export function termPlanRate(planId: number): TermPlanRate | undefined {
  return TERM_PLAN_RATES[planId];
}

/**
 * How much more an NRI pays than a resident across the plans, in whole percent, lowest and highest: each plan's NRI
 * price in the catalogue over its resident price (insurers publish no NRI rates), which the NRI list multiplies in.
 */
export function nriUpliftPercentRange(): { from: number; to: number } {
  const uplifts = Object.values(TERM_PLAN_RATES).map((rate) =>
    Math.round((rate.listedYearly['nri-term'] / rate.listedYearly.term - 1) * 100),
  );
  return { from: Math.min(...uplifts), to: Math.max(...uplifts) };
}

/** Rupees per year per rupee charged for a 30-year-old man at cover till 60, for this plan on this list. The
 * women list reads the term list's calibration (a woman is priced by the female factor, the same on every list);
 * the NRI list scales it by the catalogue's NRI-to-term ratio. */
function calibration(rate: TermPlanRate, line: TermLine): number {
  const nri = line === 'nri-term' ? rate.listedYearly['nri-term'] / rate.listedYearly.term : 1;
  const anchor = rate.published?.figures[0];
  if (anchor) {
    return (
      (anchor.yearly * nri) /
      (termAgeFactor(anchor.age, rate.shape) *
        coverTillFactor(anchor.coverTillAge) *
        chargedCover(anchor.lifeCover) *
        genderFactor(anchor.gender, rate.shape))
    );
  }
  return (
    (rate.listedYearly.term * nri) / (coverTillFactor(rate.listedCoverTill) * chargedCover(rate.listedCover))
  );
}

/** Where a plan's premium comes from, for the words that say it: a premium the insurer itself publishes, one a
 * third party published for this insurer, or our own estimate from the catalogue figure (nothing published). */
export type TermPremiumBasis =
  | { kind: 'insurer'; publisher: string; read: string }
  | { kind: 'third-party'; publisher: string; read: string; publishedYear: number | null }
  | { kind: 'estimate' };

export function termPremiumBasis(planId: number): TermPremiumBasis {
  const source = termPlanRate(planId)?.published?.source;
  if (!source) return { kind: 'estimate' };
  if (source.by === 'insurer') return { kind: 'insurer', publisher: source.publisher, read: source.read };
  return {
    kind: 'third-party',
    publisher: source.publisher,
    read: source.read,
    publishedYear: source.publishedYear,
  };
}

export function entryAgeProblem(rate: TermPlanRate, age: number): string | undefined {
  if (age < rate.minEntryAge || age > rate.maxEntryAge)
    return `takes people aged ${rate.minEntryAge} to ${rate.maxEntryAge}`;
  return undefined;
}

/** The premium for one plan, one person and one choice of cover, or why the plan cannot be offered. */
export function priceTermPlan(
  line: TermLine,
  planId: number,
  person: TermPerson,
  choice: TermChoice,
  today: Date,
): TermPricing {
  const rate = termPlanRate(planId);
  if (!rate) return { accepted: false, reason: 'is not in our rate table' };
  const ageProblem = entryAgeProblem(rate, person.age);
  if (ageProblem) return { accepted: false, reason: ageProblem };
  if (choice.coverTillAge - person.age < MIN_TERM_YEARS)
    return { accepted: false, reason: `needs cover to last at least ${MIN_TERM_YEARS} years` };

  const perRupee =
    calibration(rate, line) *
    termAgeFactor(person.age, rate.shape) *
    coverTillFactor(choice.coverTillAge) *
    genderFactor(person.gender, rate.shape);
  const tobacco = person.tobacco === 'yes' ? rate.shape.tobaccoLoading : 0;
  const modal = MODAL_FACTORS[choice.mode];
  const grossYearly = perRupee * choice.lifeCover;
  const netYearly = perRupee * chargedCover(choice.lifeCover);
  const yearly = netYearly * (1 + tobacco);

  const basePremium = roundRupees(yearly * modal);
  const rebate = roundRupees((grossYearly - netYearly) * modal);
  const tobaccoLoading = roundRupees(netYearly * tobacco * modal);
  const breakdown: PremiumLine[] = [
    // the first line takes the rounding so the lines always add up to the premium
    { label: 'Premium at the standard rate', amount: basePremium + rebate - tobaccoLoading },
  ];
  if (rebate > 0) breakdown.push({ label: 'High sum assured rebate', amount: -rebate });
  if (tobaccoLoading > 0)
    breakdown.push({
      label: `Tobacco loading (${rate.shape.tobaccoLoading * 100}%)`,
      amount: tobaccoLoading,
    });
  const gst = roundRupees(basePremium * lifeGstRate(today));

  return {
    accepted: true,
    yearly: roundRupees(yearly),
    quote: {
      planId: `${line}-${planId}`,
      rateVersion: TERM_RATE_VERSION,
      basePremium,
      gst,
      total: basePremium + gst,
      breakdown,
      assumptions: termAssumptions(person, choice),
      facts: termFacts(person, choice),
    },
  };
}
