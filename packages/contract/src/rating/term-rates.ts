// The term rate table, version term-2026-11: the factors every term plan shares and each plan's calibration.
// Each plan is calibrated on the profile its catalogue figure was written for (a 30-year-old non-smoker, a man
// on the term and NRI lists, a woman on the women list, at the plan's listed cover and cover-till age), so that
// figure is still its price for that person; every other person is priced from it by the shared factors.

export const TERM_RATE_VERSION = 'term-2026-11';

export type TermLine = 'term' | 'nri-term' | 'women-term';
export type TermGender = 'male' | 'female' | 'other';
export type TermPayMode = 'Monthly' | 'Quarterly' | 'Yearly';

/** The age the catalogue figures were written for. */
export const CALIBRATION_AGE = 30;

/** Each ten years of age multiplies the premium by 1.8: 40 pays 1.8×, 50 pays 3.24× a 30-year-old. */
export const AGE_FACTOR_PER_DECADE = 1.8;

/** Each year cover runs past 60 adds 2.5% (compounded); each year short of 60 takes it off. */
export const COVER_TILL_GROWTH = 0.025;
export const COVER_TILL_PIVOT = 60;

/** Women pay about what a man three years younger pays: 1.8^(-0.3) ≈ 0.84. */
export const FEMALE_FACTOR = 0.84;

/** Tobacco users pay 60% more (insurers load 50% to 100%). */
export const TOBACCO_LOADING = 0.6;

/** Premium per instalment as a share of the yearly premium. Monthly is read from the catalogue (each plan's
 * monthly figure is its yearly × 0.09058), so twelve monthly payments cost about 8.7% more than one yearly. */
export const MODAL_FACTORS: Record<TermPayMode, number> = { Yearly: 1, Quarterly: 0.26, Monthly: 0.09058 };

/** High sum assured rebate, by slab like income tax: each part of the cover above a threshold is charged less. */
export const SUM_ASSURED_REBATE_SLABS: readonly { above: number; rebate: number }[] = [
  { above: 5_000_000, rebate: 0.1 },
  { above: 10_000_000, rebate: 0.2 },
  { above: 20_000_000, rebate: 0.25 },
];

/** The shortest term a plan is sold for, in years. */
export const MIN_TERM_YEARS = 5;

/** Individual life insurance has been exempt from GST since 22/09/2025 (Notification 16/2025-Central Tax (Rate),
 * 56th GST Council); before that it carried 18%. */
export const LIFE_GST_EXEMPT_FROM = '2025-09-22';
export const LIFE_GST_RATE_BEFORE_EXEMPTION = 0.18;

export interface ClaimSettlement {
  /** Individual death claims settled, by number of policies, e.g. "99.39%"; null when not published. */
  ratio: string | null;
  /** Financial year and source, e.g. "2022-23, IRDAI Annual Report". */
  source: string;
}

export interface TermPlanRate {
  insurer: string;
  listedCover: number;
  listedCoverTill: number;
  /** The catalogue's yearly premium (rupees) for the calibration profile of each list. */
  listedYearly: Record<TermLine, number>;
  minEntryAge: number;
  maxEntryAge: number;
  claimSettlement: ClaimSettlement;
}

/**
 * One year for every insurer, so the figures compare: individual death claims paid in FY 2022-23, by number of
 * claims, from IRDAI's figures as the Insurance Brokers Association of India tabled them
 * (https://cafemutual.com/news/insurance/33834-which-life-insurer-is-good-in-settling-claims, read 26/11/2026).
 * That table leaves one row's insurer unnamed, so PNB MetLife's figure is its own disclosure of the same year
 * (https://newsite.pnbmetlife.com/articles/protection/everything-about-pnb-metlife-claim-settlement-ratio-in-2023.html,
 * read 26/11/2026). Bandhan Life's figure is the one tabled for Aegon Life, its name until 2024.
 */
export const TERM_CLAIMS_YEAR = '2022-23';
const IBAI = `${TERM_CLAIMS_YEAR}, IRDAI figures tabled by the Insurance Brokers Association of India`;
const PNB_METLIFE = `${TERM_CLAIMS_YEAR}, PNB MetLife's disclosure of its IRDAI Annual Report figure`;
const csr = (ratio: string, source: string): ClaimSettlement => ({ ratio, source });

// Entry ages are BimaSetu's catalogue limits (18 to 65, three plans to 60), not copied from insurers' brochures.
export const TERM_PLAN_RATES: Readonly<Record<number, TermPlanRate>> = {
  1: {
    insurer: 'HDFC Life',
    listedCover: 10000000,
    listedCoverTill: 60,
    listedYearly: { term: 12365, 'nri-term': 13844, 'women-term': 10389 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.41%', IBAI),
  },
  2: {
    insurer: 'ICICI Prudential Life',
    listedCover: 5000000,
    listedCoverTill: 65,
    listedYearly: { term: 7165, 'nri-term': 8026, 'women-term': 6017 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('95.41%', IBAI),
  },
  3: {
    insurer: 'Axis Max Life',
    listedCover: 2500000,
    listedCoverTill: 85,
    listedYearly: { term: 8335, 'nri-term': 9340, 'women-term': 6999 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.51%', IBAI),
  },
  4: {
    insurer: 'Tata AIA Life',
    listedCover: 7500000,
    listedCoverTill: 99,
    listedYearly: { term: 16063, 'nri-term': 17995, 'women-term': 13491 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.01%', IBAI),
  },
  5: {
    insurer: 'Bajaj Allianz Life',
    listedCover: 20000000,
    listedCoverTill: 52,
    listedYearly: { term: 25536, 'nri-term': 28605, 'women-term': 21451 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.06%', IBAI),
  },
  6: {
    insurer: 'SBI Life',
    listedCover: 10000000,
    listedCoverTill: 70,
    listedYearly: { term: 16428, 'nri-term': 18404, 'women-term': 13800 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('97.14%', IBAI),
  },
  7: {
    insurer: 'LIC',
    listedCover: 5000000,
    listedCoverTill: 75,
    listedYearly: { term: 9406, 'nri-term': 10532, 'women-term': 7894 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('98.59%', IBAI),
  },
  8: {
    insurer: 'Kotak Life',
    listedCover: 15000000,
    listedCoverTill: 42,
    listedYearly: { term: 12188, 'nri-term': 13645, 'women-term': 10234 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('98.23%', IBAI),
  },
  9: {
    insurer: 'Aditya Birla Sun Life',
    listedCover: 7500000,
    listedCoverTill: 65,
    listedYearly: { term: 20590, 'nri-term': 23063, 'women-term': 17300 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('98.12%', IBAI),
  },
  10: {
    insurer: 'PNB MetLife',
    listedCover: 2500000,
    listedCoverTill: 32,
    listedYearly: { term: 2749, 'nri-term': 2749, 'women-term': 2749 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.06%', PNB_METLIFE),
  },
  11: {
    insurer: 'Canara HSBC Life',
    listedCover: 10000000,
    listedCoverTill: 85,
    listedYearly: { term: 17222, 'nri-term': 19287, 'women-term': 14462 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.10%', IBAI),
  },
  12: {
    insurer: 'Edelweiss Life',
    listedCover: 5000000,
    listedCoverTill: 60,
    listedYearly: { term: 7375, 'nri-term': 8258, 'women-term': 6193 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.20%', IBAI),
  },
  13: {
    insurer: 'Bandhan Life',
    listedCover: 20000000,
    listedCoverTill: 99,
    listedYearly: { term: 37735, 'nri-term': 42261, 'women-term': 31696 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.37%', IBAI),
  },
  14: {
    insurer: 'IndiaFirst Life',
    listedCover: 7500000,
    listedCoverTill: 75,
    listedYearly: { term: 10874, 'nri-term': 12177, 'women-term': 9130 },
    minEntryAge: 18,
    maxEntryAge: 60,
    claimSettlement: csr('97.35%', IBAI),
  },
  15: {
    insurer: 'Ageas Federal Life',
    listedCover: 10000000,
    listedCoverTill: 52,
    listedYearly: { term: 9925, 'nri-term': 11117, 'women-term': 8335 },
    minEntryAge: 18,
    maxEntryAge: 60,
    claimSettlement: csr('96.86%', IBAI),
  },
  16: {
    insurer: 'Pramerica Life',
    listedCover: 5000000,
    listedCoverTill: 70,
    listedYearly: { term: 6823, 'nri-term': 7640, 'women-term': 5730 },
    minEntryAge: 18,
    maxEntryAge: 60,
    claimSettlement: csr('98.80%', IBAI),
  },
};
