// Health and family health rate data, version health-2027-01. Relative factors are ours, shaped on the
// zone-based, eldest-member floater pricing Indian insurers file; each plan's anchor is its listed premium
// for the profile the catalogue was written for, so that profile's quote stays the listed figure, except where
// a published premium of the named plan is known (`published`): then the plan is anchored on that figure.
// health-2027-01: the family floaters of Niva Bupa (Aspire), Aditya Birla Health (Activ Fit) and Tata AIG (Medicare
// Plus) are anchored on their catalogue figures again. health-2026-12 had anchored them on Money9's undated list
// (about 2021: it still calls Niva Bupa "Max Bupa") of each insurer's cheapest ₹5 lakh floater, which names no plan,
// so those three cost about half the other seven for the same family. We found no published premium of Aspire,
// Activ Fit or Medicare Plus (a top-up plan, per https://www.policybazaar.com/insurance-companies/tata-aig-health-insurance/medicare-plus/)
// for a stated profile in the pages we searched (30/11/2026).
// health-2026-11 (still named by quotes kept before health-2026-12): every plan anchored on its catalogue figure,
// as in health-2027-01.
import type { PlanDirectory } from '../../rating/plan-directory.ts';

export const HEALTH_RATE_VERSION = 'health-2027-01';

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

export {
  byNetworkHospitals,
  NETWORK_HOSPITALS,
  NETWORK_NOT_PUBLISHED,
  networkHospitals,
  type NetworkHospitals,
} from './network-hospitals.ts';

export {
  claimSettlementRatio,
  HEALTH_CLAIM_SETTLEMENT,
  INCURRED_CLAIM_RATIOS,
  incurredClaimRatio,
  type ClaimFigure,
} from './claim-figures.ts';

/**
 * Where each plan's entry-age and cover limits come from: our indication, shaped on the limits Indian
 * retail health plans commonly state (adults enter up to 65, some plans with no upper age; covers up to
 * ₹50 lakh, ₹1 crore or ₹2 crore), not copied from each insurer's brochure. The insurer's own limits decide.
 */
export const HEALTH_LIMITS_SOURCE =
  'BimaSetu’s indication of each plan’s entry-age and cover limits, to be confirmed by the insurer';

/** A premium published for this plan's insurer, the profile it is for, where it was read and when. */
export interface PublishedHealthPremium {
  /** Yearly premium, rupees, excluding GST (nil on individual health policies since 22/09/2025). */
  yearly: number;
  coverLakh: number;
  profile: HealthReferenceProfile;
  url: string;
  /** dd/mm/yyyy */
  read: string;
  says: string;
}

/** Said for every plan with no published premium found: its anchor is the catalogue's figure. */
export const HEALTH_NOT_PUBLISHED =
  'not published: no premium of this plan for a stated profile found in the pages we searched; anchored on BimaSetu’s catalogue figure';

export interface HealthPlanRate {
  insurer: string;
  /** The insurer's published premium the plan is anchored on; null: not published (`HEALTH_NOT_PUBLISHED`). */
  published: PublishedHealthPremium | null;
  /** The listed yearly premium for the reference profile at the listed cover: the anchor when not published. */
  anchorYearly: number;
  listedCoverLakh: number;
  periods: readonly number[];
  reference: HealthReferenceProfile;
  /** The oldest age at which the eldest member may join; null when the plan has no upper entry age. */
  maxEntryAge: number | null;
  /** The largest cover the plan is sold with, in lakh. */
  maxCoverLakh: number;
}

type Row = [
  id: number,
  insurer: string,
  anchorYearly: number,
  coverLakh: number,
  periods: number[],
  maxEntryAge: number | null,
  maxCoverLakh: number,
];

const plans = (
  line: string,
  reference: HealthReferenceProfile,
  rows: Row[],
  published: Readonly<Record<number, PublishedHealthPremium>> = {},
) =>
  Object.fromEntries(
    rows.map(([id, insurer, anchorYearly, listedCoverLakh, periods, maxEntryAge, maxCoverLakh]) => [
      `${line}-${id}`,
      {
        insurer,
        published: published[id] ?? null,
        anchorYearly,
        listedCoverLakh,
        periods,
        reference,
        maxEntryAge,
        maxCoverLakh,
      },
    ]),
  );

/** Keyed `health-<id>` and `family-health-<id>`, the ids of the two web catalogues. */
export const HEALTH_PLAN_RATES: Readonly<Record<string, HealthPlanRate>> = {
  ...plans('health', HEALTH_REFERENCE, [
    // id, insurer, listed yearly premium, listed cover (lakh), periods, eldest's max entry age, max cover (lakh)
    [1, 'Niva Bupa', 11436, 10, [1, 2, 3], 65, 100],
    [2, 'Star Health', 10236, 5, [1, 2, 3], 65, 100],
    [3, 'HDFC ERGO', 14220, 10, [1, 2, 3], null, 200],
    [4, 'Care Health', 9180, 7, [1, 2, 3], null, 100],
    [5, 'ICICI Lombard', 16560, 25, [1, 2, 3], 65, 100],
    [6, 'Aditya Birla Health', 22680, 50, [1, 2, 3], null, 200],
    [7, 'Bajaj Allianz', 6348, 3, [1, 2, 3], 65, 50],
    [8, 'Tata AIG', 32760, 100, [1, 2, 3], 65, 200],
    [9, 'ManipalCigna', 13560, 15, [1, 2, 3], 65, 100],
    [10, 'SBI General', 39120, 200, [1, 2, 3, 4, 5], 65, 200],
  ]),
  ...plans(
    'family-health',
    FAMILY_REFERENCE,
    [
      [1, 'Star Health', 24960, 10, [1, 2, 3], 65, 100],
      [2, 'Niva Bupa', 31680, 25, [1, 2, 3], 65, 100],
      [3, 'HDFC ERGO', 28440, 10, [1, 2, 3], null, 200],
      [4, 'Care Health', 17640, 5, [1, 2, 3], null, 100],
      [5, 'ICICI Lombard', 38280, 50, [1, 2, 3], 65, 100],
      [6, 'Aditya Birla Health', 11880, 3, [1, 2], null, 50],
      [7, 'Tata AIG', 52920, 100, [1, 2, 3], 65, 200],
      [8, 'ManipalCigna', 26520, 15, [1, 2, 3], null, 100],
      [9, 'Go Digit', 19800, 7, [1, 2, 3], 65, 100],
      [10, 'Reliance General', 61560, 200, [1, 2, 3, 4, 5], 65, 200],
    ],
    // No published premium of a named family plan for a stated profile found: every plan's anchor is its
    // catalogue figure (HEALTH_NOT_PUBLISHED).
  ),
};

/** The name and insurer of each plan on the two lists, in the list's order (the plan directory's entries). */
export const HEALTH_PLAN_DIRECTORY = {
  health: {
    'health-1': ['ReAssure 2.0', 'Niva Bupa'],
    'health-2': ['Comprehensive', 'Star Health'],
    'health-3': ['Optima Secure', 'HDFC ERGO'],
    'health-4': ['Care Supreme', 'Care Health'],
    'health-5': ['Elevate', 'ICICI Lombard'],
    'health-6': ['Activ One Max', 'Aditya Birla Health'],
    'health-7': ['Health Guard', 'Bajaj Allianz'],
    'health-8': ['Medicare Premier', 'Tata AIG'],
    'health-9': ['ProHealth Prime', 'ManipalCigna'],
    'health-10': ['Super Health', 'SBI General'],
  },
  'family-health': {
    'family-health-1': ['Family Health Optima', 'Star Health'],
    'family-health-2': ['Aspire Family', 'Niva Bupa'],
    'family-health-3': ['Optima Secure Family', 'HDFC ERGO'],
    'family-health-4': ['Care Supreme Family', 'Care Health'],
    'family-health-5': ['Health AdvantEdge Family', 'ICICI Lombard'],
    'family-health-6': ['Activ Fit Family', 'Aditya Birla Health'],
    'family-health-7': ['Medicare Plus Family', 'Tata AIG'],
    'family-health-8': ['Prime Senior & Family', 'ManipalCigna'],
    'family-health-9': ['Digit Double Wallet Family', 'Go Digit'],
    'family-health-10': ['Health Infinity Family', 'Reliance General'],
  },
} satisfies PlanDirectory;
