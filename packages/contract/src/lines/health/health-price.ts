// Health and family health premiums: the eldest member's age sets the base, each other member adds a floater
// loading, then the city's zone, the cover and a multi-year discount. Declared conditions never change the
// price here; they become a waiting-period note because the insurer decides after underwriting.
import { gstOn, roundRupees, type Quote } from '../../rating/core.ts';
import type { FactsInEnglish } from '../../rating/facts.ts';
import {
  FLOATER_LOADING,
  HEALTH_AGE_BANDS,
  HEALTH_CITY_ZONES,
  HEALTH_COVER_FACTORS,
  HEALTH_GST_RATE,
  HEALTH_PLAN_RATES,
  HEALTH_RATE_VERSION,
  HEALTH_ZONE_FACTORS,
  MULTI_YEAR_DISCOUNT,
  type HealthReferenceProfile,
  type HealthZone,
} from './health-rates.ts';

export * from './health-rates.ts';

/** The people, city, cover and period a health plan is priced for. */
export type HealthFact = {
  code: 'health-insured';
  adults: number;
  children: number;
  /** The eldest member's age (the only member's, when one is insured). */
  eldest: number;
  /** Null for a city outside our list (priced in zone C). */
  city: string | null;
  zone: HealthZone;
  /** Lakh rupees; null when each plan is priced at its own listed cover. */
  coverLakh: number | null;
  years: number;
};

/** The default this line's lead assumes where its form does not ask (its `inputsFromLead`). */
export type HealthLeadFact = { code: 'health-list-start' };

export interface HealthInsured {
  /** Whole years; a baby under one year is 0. */
  age: number;
  child: boolean;
}

export interface HealthQuoteInput {
  /** `health-<id>` or `family-health-<id>`. */
  planId: string;
  members: readonly HealthInsured[];
  /** A city name from our form; any other name is priced as zone C. */
  city: string;
  /** Lakh rupees; left out, the plan's own listed cover (how a list first shows it and the server prices a lead). */
  coverLakh?: number;
  years: number;
}

export interface HealthQuote extends Quote {
  years: number;
  /** What the policy costs for one year of its period, and that spread over 12 months. */
  perYear: number;
  perMonth: number;
  zone: HealthZone;
}

export function healthZoneOf(city: string): HealthZone {
  return HEALTH_CITY_ZONES[city] ?? 'C';
}

export function healthAgeFactor(age: number): number {
  return HEALTH_AGE_BANDS.find(([maxAge]) => age <= maxAge)![1];
}

export function coverFactor(lakh: number): number {
  const table = HEALTH_COVER_FACTORS;
  const [firstLakh, firstFactor] = table[0]!;
  if (lakh <= firstLakh) return firstFactor * (lakh / firstLakh);
  for (let i = 1; i < table.length; i += 1) {
    const [hiLakh, hiFactor] = table[i]!;
    const [loLakh, loFactor] = table[i - 1]!;
    if (lakh <= hiLakh) return loFactor + ((hiFactor - loFactor) * (lakh - loLakh)) / (hiLakh - loLakh);
  }
  const [lastLakh, lastFactor] = table.at(-1)!;
  return lastFactor + ((lakh - lastLakh) / lastLakh) * 0.3 * lastFactor;
}

/** 1 for the eldest, plus each other adult's and child's share. */
export function floaterMultiplier(adults: number, children: number): number {
  const others = { adults: adults > 0 ? adults - 1 : 0, children: adults > 0 ? children : children - 1 };
  return 1 + FLOATER_LOADING.adult * others.adults + FLOATER_LOADING.child * others.children;
}

function profileFactor(p: HealthReferenceProfile): number {
  return healthAgeFactor(p.eldestAge) * floaterMultiplier(p.adults, p.children) * HEALTH_ZONE_FACTORS[p.zone];
}

export function healthPlanOffers(planId: string, years: number): boolean {
  return HEALTH_PLAN_RATES[planId]?.periods.includes(years) ?? false;
}

function coverWords(lakh: number): string {
  return lakh >= 100 ? `₹${lakh / 100} crore` : `₹${lakh} lakh`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "2 adults (eldest 62) and 1 child" or "1 adult aged 30". */
function membersSaid(adults: number, children: number, eldest: number): string {
  const parts = [
    adults > 0 ? plural(adults, 'adult') : '',
    children > 0 ? `${children} ${children === 1 ? 'child' : 'children'}` : '',
  ].filter(Boolean);
  parts[0] += adults + children === 1 ? ` aged ${eldest}` : ` (eldest ${eldest})`;
  return parts.join(' and ');
}

/** "2 adults (eldest 62) and 1 child" or "1 adult aged 30". */
export function membersInWords(members: readonly HealthInsured[]): string {
  const adults = members.filter((m) => !m.child).length;
  return membersSaid(adults, members.length - adults, Math.max(...members.map((m) => m.age)));
}

export interface HealthInputsInWords {
  members: readonly HealthInsured[];
  city: string;
  /** Null when each plan is priced at its own listed cover. */
  coverLakh: number | null;
  years: number;
}

/** The people, city, cover and period a health quote is for, as a fact. */
export function healthInsuredFact({ members, city, coverLakh, years }: HealthInputsInWords): HealthFact {
  const adults = members.filter((m) => !m.child).length;
  return {
    code: 'health-insured',
    adults,
    children: members.length - adults,
    eldest: Math.max(...members.map((m) => m.age)),
    city: city in HEALTH_CITY_ZONES ? city : null,
    zone: healthZoneOf(city),
    coverLakh,
    years,
  };
}

/** A health fact in English: "for 2 adults (eldest 62) and 1 child in Pune (zone A), ₹10 lakh for 1 year". */
export function healthFactInEnglish(fact: HealthFact): string {
  const where = fact.city ?? 'a city outside our list';
  const cover = fact.coverLakh === null ? "each plan's own cover" : coverWords(fact.coverLakh);
  return `for ${membersSaid(fact.adults, fact.children, fact.eldest)} in ${where} (zone ${fact.zone}), ${cover} for ${plural(fact.years, 'year')}`;
}

/** "for 2 adults (eldest 62) and 1 child in Pune (zone A), ₹10 lakh for 1 year". */
export function healthInputsInWords(inputs: HealthInputsInWords): string {
  return healthFactInEnglish(healthInsuredFact(inputs));
}

/** Why a plan does not take these people or this cover: the eldest is past its entry age, or the cover is above its largest. */
export type HealthLimit =
  | { kind: 'age'; maxEntryAge: number; eldestAge: number }
  | { kind: 'cover'; maxCoverLakh: number; coverLakh: number };

/**
 * The limit that keeps a plan from these members and cover, or undefined when the plan takes them. A list
 * leaves such a plan out and says why; `quoteHealth` still prices it, so the price rules stay one function.
 */
export function healthPlanLimit(
  planId: string,
  members: readonly HealthInsured[],
  coverLakh?: number,
): HealthLimit | undefined {
  const rate = HEALTH_PLAN_RATES[planId];
  if (!rate || members.length === 0) return undefined;
  const eldestAge = Math.max(...members.map((m) => m.age));
  if (rate.maxEntryAge !== null && eldestAge > rate.maxEntryAge) {
    return { kind: 'age', maxEntryAge: rate.maxEntryAge, eldestAge };
  }
  const cover = coverLakh ?? rate.listedCoverLakh;
  if (cover > rate.maxCoverLakh) return { kind: 'cover', maxCoverLakh: rate.maxCoverLakh, coverLakh: cover };
  return undefined;
}

/** "takes an eldest member up to 65 (yours is 70)" or "covers up to ₹1 crore". */
export function healthLimitInWords(limit: HealthLimit): string {
  return limit.kind === 'age'
    ? `takes an eldest member up to age ${limit.maxEntryAge} (yours is ${limit.eldestAge})`
    : `covers up to ${coverWords(limit.maxCoverLakh)}`;
}

/** The premium of one plan for these people, city, cover and period; undefined if the plan is not sold for it. */
export function quoteHealth(input: HealthQuoteInput): HealthQuote | undefined {
  const rate = HEALTH_PLAN_RATES[input.planId];
  if (!rate || input.members.length === 0 || !rate.periods.includes(input.years)) return undefined;
  const adults = input.members.filter((m) => !m.child).length;
  const children = input.members.length - adults;
  const eldestAge = Math.max(...input.members.map((m) => m.age));
  const zone = healthZoneOf(input.city);
  const anchor = rate.published ?? {
    yearly: rate.anchorYearly / (1 + HEALTH_GST_RATE),
    coverLakh: rate.listedCoverLakh,
    profile: rate.reference,
  };
  const perUnit = anchor.yearly / profileFactor(anchor.profile) / coverFactor(anchor.coverLakh);
  const coverLakh = input.coverLakh ?? rate.listedCoverLakh;
  const eldestYearly =
    perUnit * healthAgeFactor(eldestAge) * HEALTH_ZONE_FACTORS[zone] * coverFactor(coverLakh);
  const familyYearly = eldestYearly * floaterMultiplier(adults, children);
  const discount = MULTI_YEAR_DISCOUNT[input.years] ?? 0;
  const exact = familyYearly * input.years * (1 - discount);

  const eldestLine = roundRupees(eldestYearly * input.years);
  const familyLine = roundRupees(familyYearly * input.years);
  const basePremium = roundRupees(exact);
  const gst = gstOn(basePremium, HEALTH_GST_RATE);
  const total = basePremium + gst;
  const perYear = roundRupees(total / input.years);
  const insured = healthInsuredFact({ ...input, coverLakh });
  const breakdown = [{ label: `Eldest member (${eldestAge}), zone ${zone} city`, amount: eldestLine }];
  if (familyLine !== eldestLine) {
    breakdown.push({ label: 'Floater loading for the other members', amount: familyLine - eldestLine });
  }
  if (basePremium !== familyLine) {
    breakdown.push({
      label: `${Math.round(discount * 1000) / 10}% discount for ${input.years} years`,
      amount: basePremium - familyLine,
    });
  }
  return {
    planId: input.planId,
    rateVersion: HEALTH_RATE_VERSION,
    basePremium,
    gst,
    total,
    breakdown,
    assumptions: [healthFactInEnglish(insured)],
    facts: [insured],
    years: input.years,
    perYear,
    perMonth: roundRupees(perYear / 12),
    zone,
  };
}

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const HEALTH_FACTS_IN_ENGLISH: FactsInEnglish<HealthFact | HealthLeadFact> = {
  'health-insured': healthFactInEnglish,
  'health-list-start': () =>
    'Each plan at its own listed cover for a one-year policy: the list’s starting choices.',
};
