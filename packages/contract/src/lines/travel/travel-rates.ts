// Travel rate table 'travel-2026-11'. Each plan is calibrated so that its quote for the profile it was
// written for stays what the catalogue listed: one traveller up to 40 years old, a 7-day trip within Asia,
// the plan's own medical sum insured, GST included. Every other trip is that quote scaled by the factors
// below, which follow the shape of Indian insurers' published single-trip rate charts (premium steps up with
// each band of days, with age after 40, and roughly doubles for the USA and Canada).

// The plans' names and insurers are in travel-plans.ts, apart, so a page naming the plans loads no rates.
export { TRAVEL_PLAN_DIRECTORY } from './travel-plans.ts';

export const TRAVEL_RATE_VERSION = 'travel-2026-11';

export const TRAVEL_PROFILE = { days: 7, region: 'asia', ageBand: 'up to 40' } as const;

export type TravelRegion = 'asia' | 'schengen' | 'worldwide-excl-us-canada' | 'worldwide-incl-us-canada';

export const TRAVEL_REGION_LABELS: Record<TravelRegion, string> = {
  asia: 'Asia',
  schengen: 'Schengen Europe',
  'worldwide-excl-us-canada': 'worldwide excluding the USA and Canada',
  'worldwide-incl-us-canada': 'worldwide including the USA and Canada',
};

/** How much more a region costs than Asia, for the same plan, days and age. */
export const TRAVEL_REGION_FACTORS: Record<TravelRegion, number> = {
  asia: 1,
  schengen: 1.35,
  'worldwide-excl-us-canada': 1.45,
  'worldwide-incl-us-canada': 2.3,
};

/** Trip length bands (days, inclusive upper bound) and their factor against the 7-day profile. */
export const TRAVEL_DAY_BANDS: readonly { upTo: number; factor: number }[] = [
  { upTo: 4, factor: 0.7 },
  { upTo: 7, factor: 1 },
  { upTo: 10, factor: 1.25 },
  { upTo: 14, factor: 1.5 },
  { upTo: 21, factor: 1.9 },
  { upTo: 30, factor: 2.4 },
  { upTo: 45, factor: 3.1 },
  { upTo: 60, factor: 3.8 },
  { upTo: 75, factor: 4.4 },
  { upTo: 90, factor: 5 },
  { upTo: 120, factor: 6.2 },
  { upTo: 180, factor: 8.4 },
];
export { TRAVEL_MAX_DAYS } from './trip.ts';

/** Age bands (age last birthday, inclusive upper bound) and their factor against a traveller up to 40.
 * Source: not published. No insurer's age-wise premium for the same trip was found in the pages we searched on
 * 26/11/2026 (Tata AIG's and Bajaj Allianz's pages give age bands and covers, not premiums), so these factors
 * are our indication and unchanged; a held-out comparison puts a 65-year-old's loading at about half of what
 * insurers charge, to be corrected when an insurer's own figures are found. */
export const TRAVEL_AGE_BANDS: readonly { upTo: number; label: string; factor: number }[] = [
  { upTo: 40, label: 'up to 40', factor: 1 },
  { upTo: 50, label: '41 to 50', factor: 1.3 },
  { upTo: 60, label: '51 to 60', factor: 1.75 },
  { upTo: 70, label: '61 to 70', factor: 2.7 },
  { upTo: 80, label: '71 to 80', factor: 3.9 },
  { upTo: 100, label: '81 and above', factor: 5.5 },
];

/** Each plan's listed quote (₹, GST included) for the profile above, keyed by plan id. */
export const TRAVEL_PROFILE_QUOTES: Record<string, number> = {
  'tata-aig-gold': 1249,
  'care-explore': 1890,
  'bajaj-travel-prime': 689,
  'hdfc-explorer': 1399,
  'icici-overseas': 2150,
  'reliance-travel-care': 449,
  'digit-international': 799,
  'niva-bupa-voyager': 1175,
  'sbi-travel': 399,
  'future-generali': 725,
  'royal-sundaram': 1320,
  'universal-sompo': 379,
  'chola-ms': 1980,
  'iffco-tokio': 640,
  'magma-hdi': 1099,
  'liberty-general': 420,
};

/** The US and Canada: any trip that touches them is priced worldwide including them. */
export const US_CANADA = ['United States', 'Canada'];

export { SCHENGEN_COUNTRIES } from './schengen.ts';

/** Destinations in Asia (including West Asia) that insurers' Asia plans cover. */
export const ASIA_COUNTRIES = [
  'Afghanistan',
  'Armenia',
  'Azerbaijan',
  'Bahrain',
  'Bangladesh',
  'Bhutan',
  'Brunei',
  'Cambodia',
  'China',
  'Georgia',
  'Hong Kong',
  'Indonesia',
  'Iran',
  'Iraq',
  'Israel',
  'Japan',
  'Jordan',
  'Kazakhstan',
  'Kuwait',
  'Kyrgyzstan',
  'Laos',
  'Lebanon',
  'Macau',
  'Malaysia',
  'Maldives',
  'Mongolia',
  'Myanmar',
  'Nepal',
  'Oman',
  'Pakistan',
  'Philippines',
  'Qatar',
  'Saudi Arabia',
  'Singapore',
  'South Korea',
  'Sri Lanka',
  'Taiwan',
  'Thailand',
  'United Arab Emirates',
  'Uzbekistan',
  'Vietnam',
];
