// Travel rate table 'travel-2026-12' ('travel-2026-11' had age factors about half the published ones after 55).
// Each plan is calibrated on the quote the catalogue listed for the profile it was written for: one traveller up to
// 40 years old, a 7-day trip within Asia, the plan's own medical sum insured, with GST at 18% included, the rate
// when it was listed. Every other trip is that quote scaled by the factors below, which follow the shape of Indian
// insurers' published single-trip rate charts (premium steps up with each band of days, with age after 40, and
// roughly doubles for the USA and Canada). The premium before GST is the listed quote less its 18%; GST on it
// follows the quote's date (travel-price.ts): nil since 22/09/2025 for a traveller insured on their own or with
// their family.

// The plans' names and insurers are in travel-plans.ts, apart, so a page naming the plans loads no rates.
export { TRAVEL_PLAN_DIRECTORY } from './travel-plans.ts';

export const TRAVEL_RATE_VERSION = 'travel-2026-12';

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
 * Source: Tata AIG Travel Guard single-trip premiums by age, 30 days worldwide including the USA and Canada, the plans
 * without sub-limits (our plans cover up to their own medical sum insured), as NRIOL lists them, read 30/11/2026:
 * https://nriol.com/india-insurance/family-travel-insurance.asp
 *   Silver ($50,000):       0-40 ₹2,474; 41-55 ₹3,216; 56-60 ₹6,375; 61-70 ₹11,902
 *   Silver Plus ($100,000): 0-40 ₹2,956; 41-55 ₹3,553; 56-60 ₹7,383; 61-70 ₹14,625
 *   Gold ($250,000):        0-40 ₹3,347; 41-55 ₹4,593; 56-60 ₹9,647; 61-70 ₹17,900
 *   Platinum ($500,000):    0-40 ₹3,549; 41-55 ₹5,102; 56-60 ₹10,275; 61-70 ₹20,368
 *   Senior ($50,000), against Silver's ₹2,474 at 0-40: 71-75 ₹21,769; 76-80 ₹31,450
 * Each factor is the mean of the four plans' ratios to their 0-40 premium (41-55: 1.30, 1.20, 1.37, 1.44 → 1.33;
 * 56-60: 2.58, 2.50, 2.88, 2.90 → 2.7; 61-70: 4.81, 4.95, 5.35, 5.74 → 5.2), the bands are the insurer's; 71-75
 * (8.8) and 76-80 (12.7) are the Senior plan's against Silver, the same $50,000 cover. With sub-limits the same
 * table charges about half after 55 (61-70: ₹6,175 on Silver, 2.5×): our 'travel-2026-11' factors (2.7 at 61-70)
 * matched that, not the full cover we show. Not published above 80: a traveller over 80 is priced at the 76-80
 * factor, the least an insurer charges at 80, and the quote is an estimate until the insurer issues the policy. */
export const TRAVEL_AGE_BANDS: readonly { upTo: number; label: string; factor: number }[] = [
  { upTo: 40, label: 'up to 40', factor: 1 },
  { upTo: 55, label: '41 to 55', factor: 1.33 },
  { upTo: 60, label: '56 to 60', factor: 2.7 },
  { upTo: 70, label: '61 to 70', factor: 5.2 },
  { upTo: 75, label: '71 to 75', factor: 8.8 },
  { upTo: 100, label: '76 and above', factor: 12.7 },
];

/** Each plan's listed quote (₹, GST at 18% included, the rate when it was listed) for the profile above, keyed by plan id. */
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
