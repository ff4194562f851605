// Health and family health rate data, version health-2026-11. Relative factors are ours, shaped on the
// zone-based, eldest-member floater pricing Indian insurers file; each plan's anchor is its listed premium
// for the profile the catalogue was written for, so that profile's quote stays the listed figure.

export const HEALTH_RATE_VERSION = 'health-2026-11';

/** Individual health policies, family floaters included, are exempt from GST since 22/09/2025. */
export const HEALTH_GST_RATE = 0;

export type HealthZone = 'A' | 'B' | 'C';

/** Price relative to a 30-year-old, by the eldest member's age (upper bound of each band, inclusive). */
export const HEALTH_AGE_BANDS: readonly (readonly [maxAge: number, factor: number])[] = [
  [17, 0.55],
  [25, 0.85],
  [30, 1],
  [35, 1.12],
  [40, 1.3],
  [45, 1.6],
  [50, 2],
  [55, 2.5],
  [60, 3.1],
  [65, 3.9],
  [70, 4.8],
  [75, 5.8],
  [Infinity, 6.8],
];

/** Zone A is the dearest; insurers zone cities by their hospital costs and claims. */
export const HEALTH_ZONE_FACTORS: Record<HealthZone, number> = { A: 1, B: 0.9, C: 0.8 };

/**
 * Zones of the cities on our form, after the metro zoning insurers publish (e.g. Tata AIG Medicare Premier's
 * brochure: Mumbai region, Delhi NCR, Ahmedabad, Surat, Baroda first). A city not listed here is zone C.
 */
export const HEALTH_CITY_ZONES: Readonly<Record<string, HealthZone>> = {
  Delhi: 'A',
  Noida: 'A',
  Gurugram: 'A',
  Ghaziabad: 'A',
  Faridabad: 'A',
  Mumbai: 'A',
  Thane: 'A',
  'Navi Mumbai': 'A',
  Kolkata: 'A',
  Howrah: 'A',
  Chennai: 'A',
  Bengaluru: 'A',
  Hyderabad: 'A',
  Ahmedabad: 'A',
  Pune: 'A',
  Surat: 'A',
  Vadodara: 'B',
  Rajkot: 'B',
  Jaipur: 'B',
  Lucknow: 'B',
  Chandigarh: 'B',
  Indore: 'B',
  Gwalior: 'B',
  Bhopal: 'B',
  Kochi: 'B',
  Coimbatore: 'B',
  Nagpur: 'B',
  Nashik: 'B',
  Ludhiana: 'B',
  Thiruvananthapuram: 'B',
};

/** Each member after the eldest adds this share of the eldest's premium (floater loading). */
export const FLOATER_LOADING = { adult: 0.7, child: 0.25 } as const;

/** Price relative to ₹10 lakh cover; between two listed covers the factor is interpolated. */
export const HEALTH_COVER_FACTORS: readonly (readonly [lakh: number, factor: number])[] = [
  [3, 0.62],
  [5, 0.78],
  [7, 0.9],
  [10, 1],
  [15, 1.12],
  [25, 1.27],
  [50, 1.5],
  [100, 1.8],
  [200, 2.1],
];

/** Discount on the whole premium for a policy bought for several years at once. */
export const MULTI_YEAR_DISCOUNT: Readonly<Record<number, number>> = {
  1: 0,
  2: 0.075,
  3: 0.1,
  4: 0.1125,
  5: 0.125,
};

/** The profile a catalogue's premiums were written for (see the header of each web data file). */
export interface HealthReferenceProfile {
  eldestAge: number;
  adults: number;
  children: number;
  zone: HealthZone;
}

export const HEALTH_REFERENCE: HealthReferenceProfile = { eldestAge: 30, adults: 1, children: 0, zone: 'A' };
export const FAMILY_REFERENCE: HealthReferenceProfile = { eldestAge: 35, adults: 2, children: 2, zone: 'A' };

/** A claim figure with its year and source; `value` null means we found no published figure. */
export interface ClaimFigure {
  value: number | null;
  source: string;
}

const NOT_FOUND: ClaimFigure = { value: null, source: 'not published' };
const icrFy25 = (value: number): ClaimFigure => ({
  value,
  source: 'IRDAI Annual Report 2024-25 (health, FY 2024-25)',
});

/** Incurred claim ratio (claims paid and owed against premium earned), per insurer. */
export const INCURRED_CLAIM_RATIOS: Readonly<Record<string, ClaimFigure>> = {
  'HDFC ERGO': icrFy25(84.85),
  'ICICI Lombard': icrFy25(82.24),
  'Bajaj Allianz': icrFy25(87.31),
  'Go Digit': icrFy25(83.78),
  'Star Health': {
    value: 66.47,
    source: 'IRDAI Handbook of Indian Insurance Statistics 2023-24 (FY 2023-24)',
  },
};

export function incurredClaimRatio(insurer: string): ClaimFigure {
  return INCURRED_CLAIM_RATIOS[insurer] ?? NOT_FOUND;
}

/** We found no insurer-wise health claim settlement ratio we could cite, so none is shown as a number. */
export function claimSettlementRatio(insurer: string): ClaimFigure {
  void insurer;
  return NOT_FOUND;
}

export interface HealthPlanRate {
  insurer: string;
  /** The listed yearly premium for the reference profile at the listed cover. */
  anchorYearly: number;
  listedCoverLakh: number;
  periods: readonly number[];
  reference: HealthReferenceProfile;
}

type Row = [id: number, insurer: string, anchorYearly: number, coverLakh: number, periods: number[]];

const plans = (line: string, reference: HealthReferenceProfile, rows: Row[]) =>
  Object.fromEntries(
    rows.map(([id, insurer, anchorYearly, listedCoverLakh, periods]) => [
      `${line}-${id}`,
      { insurer, anchorYearly, listedCoverLakh, periods, reference },
    ]),
  );

/** Keyed `health-<id>` and `family-health-<id>`, the ids of the two web catalogues. */
export const HEALTH_PLAN_RATES: Readonly<Record<string, HealthPlanRate>> = {
  ...plans('health', HEALTH_REFERENCE, [
    [1, 'Niva Bupa', 11436, 10, [1, 2, 3]],
    [2, 'Star Health', 10236, 5, [1, 2, 3]],
    [3, 'HDFC ERGO', 14220, 10, [1, 2, 3]],
    [4, 'Care Health', 9180, 7, [1, 2, 3]],
    [5, 'ICICI Lombard', 16560, 25, [1, 2, 3]],
    [6, 'Aditya Birla Health', 22680, 50, [1, 2, 3]],
    [7, 'Bajaj Allianz', 6348, 3, [1, 2, 3]],
    [8, 'Tata AIG', 32760, 100, [1, 2, 3]],
    [9, 'ManipalCigna', 13560, 15, [1, 2, 3]],
    [10, 'SBI General', 39120, 200, [1, 2, 3, 4, 5]],
  ]),
  ...plans('family-health', FAMILY_REFERENCE, [
    [1, 'Star Health', 24960, 10, [1, 2, 3]],
    [2, 'Niva Bupa', 31680, 25, [1, 2, 3]],
    [3, 'HDFC ERGO', 28440, 10, [1, 2, 3]],
    [4, 'Care Health', 17640, 5, [1, 2, 3]],
    [5, 'ICICI Lombard', 38280, 50, [1, 2, 3]],
    [6, 'Aditya Birla Health', 11880, 3, [1, 2]],
    [7, 'Tata AIG', 52920, 100, [1, 2, 3]],
    [8, 'ManipalCigna', 26520, 15, [1, 2, 3]],
    [9, 'Go Digit', 19800, 7, [1, 2, 3]],
    [10, 'Reliance General', 61560, 200, [1, 2, 3, 4, 5]],
  ]),
};
