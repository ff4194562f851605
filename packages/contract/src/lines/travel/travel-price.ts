// Travel prices: each traveller is priced by plan, trip length, region and age band; the trip's total is
// the sum for the travellers actually going. The list and the checkout call the same function.
import { roundRupees, GST_RATE, type Quote } from '../../rating/core.ts';
import { lifeGstRate } from '../term/term-price.ts';
import { tripDays } from './trip.ts';
import type { FactsInEnglish } from '../../rating/facts.ts';
import {
  ASIA_COUNTRIES,
  SCHENGEN_COUNTRIES,
  TRAVEL_AGE_BANDS,
  TRAVEL_DAY_BANDS,
  TRAVEL_MAX_DAYS,
  TRAVEL_PROFILE_QUOTES,
  TRAVEL_RATE_VERSION,
  TRAVEL_REGION_FACTORS,
  TRAVEL_REGION_LABELS,
  US_CANADA,
  type TravelRegion,
} from './travel-rates.ts';

export {
  TRAVEL_MAX_DAYS,
  TRAVEL_PLAN_DIRECTORY,
  TRAVEL_PROFILE,
  TRAVEL_RATE_VERSION,
  TRAVEL_REGION_LABELS,
  SCHENGEN_COUNTRIES,
  type TravelRegion,
} from './travel-rates.ts';

/** What a travel quote states: the trip priced, and that it is an estimate. */
export type TravelFact =
  | { code: 'travel-trip'; ages: readonly number[]; days: number; region: TravelRegion }
  | { code: 'travel-estimate' };

export interface TravelTrip {
  days: number;
  region: TravelRegion;
  /** Age last birthday of each traveller, in the order they were entered. */
  ages: readonly number[];
}

export interface TravellerPrice {
  age: number;
  ageBand: string;
  basePremium: number;
  gst: number;
  total: number;
}

export interface TravelQuote extends Quote {
  perTraveller: TravellerPrice[];
}

export { tripDays };

/** The region a trip is priced in: the widest one any of its destinations needs. */
export function travelRegion(destinations: readonly string[]): TravelRegion {
  if (destinations.some((d) => US_CANADA.includes(d))) return 'worldwide-incl-us-canada';
  if (destinations.length > 0 && destinations.every((d) => ASIA_COUNTRIES.includes(d))) return 'asia';
  if (destinations.length > 0 && destinations.every((d) => SCHENGEN_COUNTRIES.includes(d))) return 'schengen';
  return 'worldwide-excl-us-canada';
}

export function travelDayFactor(days: number): number {
  const capped = Math.min(Math.max(1, Math.ceil(days)), TRAVEL_MAX_DAYS);
  return (TRAVEL_DAY_BANDS.find((b) => capped <= b.upTo) ?? TRAVEL_DAY_BANDS.at(-1)!).factor;
}

export function travelAgeBand(age: number): { label: string; factor: number } {
  return TRAVEL_AGE_BANDS.find((b) => age <= b.upTo) ?? TRAVEL_AGE_BANDS.at(-1)!;
}

function dayWords(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "30, 45 and 65". */
const agesInEnglish = (ages: readonly number[]) => ages.join(', ').replace(/, (\d+)$/, ' and $1');

export function travelFactInEnglish(fact: TravelFact): string {
  if (fact.code === 'travel-estimate') return 'Single trip; an estimate until the insurer issues the policy.';
  const ages = agesInEnglish(fact.ages);
  const who =
    fact.ages.length === 1 ? `1 traveller aged ${ages}` : `${fact.ages.length} travellers aged ${ages}`;
  const days = fact.days === 1 ? '1 day' : `${fact.days} days`;
  return `For ${who}, ${days}, ${TRAVEL_REGION_LABELS[fact.region]}.`;
}

const travelFacts = (trip: TravelTrip): TravelFact[] => [
  { code: 'travel-trip', ages: [...trip.ages], days: trip.days, region: trip.region },
  { code: 'travel-estimate' },
];

/** The trip read back in words, e.g. "2 travellers aged 30 and 65, 12 days, Asia". */
export function travelTripWords(trip: TravelTrip): string {
  const ages = agesInEnglish(trip.ages);
  const who =
    trip.ages.length === 1 ? `1 traveller aged ${ages}` : `${trip.ages.length} travellers aged ${ages}`;
  return `${who}, ${dayWords(trip.days)}, ${TRAVEL_REGION_LABELS[trip.region]}`;
}

/**
 * GST on a travel policy bought on `today` for a traveller insured alone or with their family (never a group: we sell
 * no group cover): nil since 22/09/2025, 18% before. Notification No. 16/2025-Central Tax (Rate) exempts "health
 * insurance business" sold to an individual or a family from that day, and defines it to include travel cover
 * (https://www.caclubindia.com/news/gst-exemption-extended-to-individual-life-and-health-insurance-policies-from-22nd-sept-2025-25471.asp,
 * https://a2ztaxcorp.net/cbic-notifies-major-gst-exemptions-for-individual-life-and-health-insurance-services-along-with-e-commerce-delivery-clarifications-with-effect-from-22nd-september-2025,
 * https://www.tataaig.com/travel-insurance/zero-gst-on-travel-insurance). The same notification and day as life
 * cover's exemption, so the rule is term's own (`lifeGstRate`), not a second one.
 */
export const travelGstRate = (today: Date): number => lifeGstRate(today);

/**
 * The plan's price for this trip bought on `today` (GST follows the date, `travelGstRate`), or null for a plan we
 * hold no rates for.
 */
export function quoteTravel(planId: string, trip: TravelTrip, today: Date = new Date()): TravelQuote | null {
  const profileQuote = TRAVEL_PROFILE_QUOTES[planId];
  if (profileQuote === undefined) return null;
  const tripFactor = TRAVEL_REGION_FACTORS[trip.region] * travelDayFactor(trip.days);
  const gstRate = travelGstRate(today);
  const perTraveller = trip.ages.map((age): TravellerPrice => {
    const band = travelAgeBand(age);
    // The listed quotes include GST at 18% and some (₹1,249) are no whole base plus its rounded 18%, so the listed
    // total is rounded first and the base is what it holds before its 18%: at 18% the profile stays exactly as
    // listed; under the exemption the traveller pays that base and no GST.
    const listed = roundRupees(profileQuote * tripFactor * band.factor);
    const basePremium = roundRupees(listed / (1 + GST_RATE));
    const gst = gstRate === GST_RATE ? listed - basePremium : roundRupees(basePremium * gstRate);
    return { age, ageBand: band.label, basePremium, gst, total: basePremium + gst };
  });
  const sum = (pick: (t: TravellerPrice) => number) => perTraveller.reduce((s, t) => s + pick(t), 0);
  return {
    planId,
    rateVersion: TRAVEL_RATE_VERSION,
    basePremium: sum((t) => t.basePremium),
    gst: sum((t) => t.gst),
    total: sum((t) => t.total),
    breakdown: perTraveller.map((t, i) => ({
      label: `Traveller ${i + 1} (age ${t.age}, band ${t.ageBand})`,
      amount: t.total,
    })),
    assumptions: travelFacts(trip).map(travelFactInEnglish),
    facts: travelFacts(trip),
    perTraveller,
  };
}

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const TRAVEL_FACTS_IN_ENGLISH: FactsInEnglish<TravelFact> = {
  'travel-trip': travelFactInEnglish,
  'travel-estimate': travelFactInEnglish,
};
