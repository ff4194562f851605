// The term rate table, version term-2027-01: the factors every term plan shares and each plan's calibration.
// A plan with a published premium (`published`: the insurer's own, or a third party's with its publisher and
// year) is calibrated on that figure for a non-smoking man and priced by the insurer's own age and gender shape
// where it publishes one (`shape`); every other plan is calibrated on the profile its catalogue figure was
// written for (a 30-year-old non-smoking man at the plan's listed cover and cover-till age) and priced by the
// common shape below, and its table says "not published". A woman is priced from the same calibration on every
// list (the term list's, times the female factor), so one person gets one price on the term and women lists.
// term-2026-12 (the previous version, still named by quotes kept before it): only ICICI Prudential Life (id 2)
// and Tata AIA Life (id 4) on published figures, the women list calibrated on its own catalogue figure (PNB
// MetLife's was the men's, so a woman paid ₹17,519 on one list and ₹20,856 on the other). Against the figures
// now cited, its catalogue figures put Bajaj Allianz Life at 2.0×, Aditya Birla Sun Life at 3.1×, Axis Max Life at
// 2.1×, Kotak Life at 1.8×, Edelweiss Life at 1.8× and PNB MetLife at 1.7× (man 30 or the cited profile, ₹1 crore).
// term-2026-11: every plan on its catalogue figure and the common shape.

export const TERM_RATE_VERSION = 'term-2027-01';

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

/** How much more twelve monthly payments cost than one yearly, in percent to one decimal (8.7): the quotes'
 * monthly note and its words in every language say this one figure. */
export const MONTHLY_MORE_PERCENT = Math.round((MODAL_FACTORS.Monthly * 12 - 1) * 1000) / 10;

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

/** A page an insurer's figures were read from, and when (dd/mm/yyyy). */
export interface TermSource {
  url: string;
  read: string;
  /** What the page says the figures are for, in its own terms. */
  says: string;
  /** Who published the figures: the insurer itself, or a third party (a bank selling the plan, a comparison site). */
  by: 'insurer' | 'third-party';
  /** The publisher's name as the quotes show it ("BankBazaar"); the insurer's own name when `by` is 'insurer'. */
  publisher: string;
  /** The year the page published the figures when it is older than the read date (about, from its content);
   * null when the figures are current on the read date. */
  publishedYear: number | null;
}

/** One yearly premium an insurer publishes for a non-smoker, rupees, excluding taxes. */
export interface PublishedTermPremium {
  age: number;
  gender: 'male' | 'female';
  lifeCover: number;
  coverTillAge: number;
  yearly: number;
}

/** Published figures: the first (a non-smoking man) is the figure the plan is calibrated on. */
export interface PublishedTermPremiums {
  source: TermSource;
  figures: readonly PublishedTermPremium[];
}

/** How one insurer's premium moves with the person, where it publishes it; the common shape otherwise. */
export interface TermShape {
  /** Age factors against a 30-year-old at the same cover-till age (geometric between points; outside them the
   * common 1.8 a decade); null: the common curve. */
  ageFactors: readonly (readonly [age: number, factor: number])[] | null;
  femaleFactor: number;
  /** True when the female factor is the insurer's own published figure, false when it is our common assumption. */
  femaleFromInsurer: boolean;
  tobaccoLoading: number;
  /** True when the tobacco loading is the insurer's own published figure, false when it is our common assumption. */
  tobaccoFromInsurer: boolean;
  /** Where each factor comes from, or "not published". */
  source: string;
}

export interface TermPlanRate {
  insurer: string;
  /** The published premiums this plan is calibrated on; null: not published (the catalogue figure is used). */
  published: PublishedTermPremiums | null;
  shape: TermShape;
  listedCover: number;
  listedCoverTill: number;
  /** The catalogue's yearly premium (rupees) for the calibration profile of each list. A plan without published
   * figures is calibrated on `term` (a man); for every plan the NRI list's ratio to the term list is read from it
   * (insurers publish no NRI rates). The women list's figure is no longer read: a woman is priced from the term
   * calibration and the female factor, the same on every list. */
  listedYearly: Record<TermLine, number>;
  minEntryAge: number;
  maxEntryAge: number;
  claimSettlement: ClaimSettlement;
}

/** The common shape: used for every plan whose insurer publishes none of its own. */
export const COMMON_TERM_SHAPE: TermShape = {
  ageFactors: null,
  femaleFactor: FEMALE_FACTOR,
  femaleFromInsurer: false,
  tobaccoLoading: TOBACCO_LOADING,
  tobaccoFromInsurer: false,
  source:
    'not published by this insurer in the pages we searched: the common shape (age ×1.8 a decade, women ×0.84, tobacco +60%)',
};

/** Read on the date this table version was made. */
const READ = '26/11/2026';

// ICICI Prudential Life iProtect Smart: the insurer's own calculator page, a sample premium sheet for a healthy
// non-smoking man, regular pay, yearly premium excluding taxes. A 45-year term from 30 and a 40-year term from 35
// both end at 75, so the two 1-crore figures give ICICI's own age step at the same cover-till age.
const ICICI_PUBLISHED: PublishedTermPremiums = {
  source: {
    url: 'https://www.iciciprulife.com/SCB/iprotect-smart-term-insurance-calculator.html?pid=cc_ourproducts_man&UID=33488',
    read: READ,
    says: 'Sample premium sheet for a healthy non-smoking male: annual premium by age, life cover and policy term',
    by: 'insurer',
    publisher: 'ICICI Prudential Life',
    publishedYear: null,
  },
  figures: [
    { age: 30, gender: 'male', lifeCover: 10_000_000, coverTillAge: 75, yearly: 12_970 },
    { age: 35, gender: 'male', lifeCover: 10_000_000, coverTillAge: 75, yearly: 15_758 },
    { age: 30, gender: 'male', lifeCover: 5_000_000, coverTillAge: 75, yearly: 7_088 },
    { age: 35, gender: 'male', lifeCover: 5_000_000, coverTillAge: 75, yearly: 8_590 },
  ],
};

// Tata AIA: the insurer's own page for Sampoorna Raksha Supreme (the plan the listed Sampoorna Raksha Promise
// replaced; Promise's own table is not published), Life option, ₹1 crore, standard life, non-smoker, a 20-year
// policy, regular pay, yearly premium excluding taxes, rounded by Tata AIA to ₹100, for men and women by age.
const TATA_AIA_PUBLISHED: PublishedTermPremiums = {
  source: {
    url: 'https://www.tataaia.com/dummy-page/SRS-leadpage-protectionplan1.html',
    read: READ,
    says: 'Premiums excluding taxes for Life Cover of 1 Cr., Standard Life, Non-Smoker, policy duration of 20 years, Regular Pay, Life Option',
    by: 'insurer',
    publisher: 'Tata AIA Life',
    publishedYear: null,
  },
  figures: [
    [30, 9_400, 8_000],
    [20, 7_300, 6_200],
    [25, 8_100, 6_900],
    [35, 11_900, 10_100],
    [40, 16_800, 14_300],
    [45, 25_400, 21_600],
  ].flatMap(([age, male, female]) => [
    { age: age!, gender: 'male' as const, lifeCover: 10_000_000, coverTillAge: age! + 20, yearly: male! },
    { age: age!, gender: 'female' as const, lifeCover: 10_000_000, coverTillAge: age! + 20, yearly: female! },
  ]),
};

/** ICICI's step from 30 to 35 at the same cover-till age: 15,758 ÷ 12,970 = 1.215. */
const ICICI_SHAPE: TermShape = {
  ageFactors: [
    [30, 1],
    [35, 1.215],
  ],
  femaleFactor: FEMALE_FACTOR,
  femaleFromInsurer: false,
  tobaccoLoading: TOBACCO_LOADING,
  tobaccoFromInsurer: false,
  source:
    'age 30 to 35: ICICI Prudential Life’s own sample premiums (above); older and younger ages, women and tobacco: not published by ICICI in the pages we searched, the common shape',
};

/**
 * Tata AIA's own table is at a fixed 20-year term, so each age also ends cover 20 years later; taking out our
 * cover-till factor (1.025 a year) leaves Tata's age factor at the same cover-till age: 35: 11,900 ÷ 9,400 ÷
 * 1.025⁵ = 1.119; 40: 16,800 ÷ 9,400 ÷ 1.025¹⁰ = 1.396; 45: 25,400 ÷ 9,400 ÷ 1.025¹⁵ = 1.866; 25: 8,100 ÷ 9,400
 * × 1.025⁵ = 0.975. At 20 the same sum gives 0.994, above 25's: we hold 20 at 25's factor so a price never falls
 * as age rises (₹7,159 against the published ₹7,300). Women: 8,000 ÷ 9,400 = 0.851 (every age in the table is
 * 0.849 to 0.852; Tata AIA states 15% lower premiums for women).
 */
const TATA_AIA_SHAPE: TermShape = {
  ageFactors: [
    [20, 0.975],
    [25, 0.975],
    [30, 1],
    [35, 1.119],
    [40, 1.396],
    [45, 1.866],
  ],
  femaleFactor: 0.85,
  femaleFromInsurer: true,
  tobaccoLoading: TOBACCO_LOADING,
  tobaccoFromInsurer: false,
  source:
    'ages 20 to 45 and women: Tata AIA’s own premium table (above); past 45 the common 1.8 a decade; tobacco: not published by Tata AIA in the pages we searched, the common 60%',
};

/** Read on the date term-2027-01 was made. */
const READ_2027_01 = '30/11/2026';

// Bajaj Allianz Life eTouch II: the insurer's own illustration on its term calculator page (UIN 116N198V01): man
// aged 25, non-smoker, ₹1 crore, a 30-year policy and premium term (cover till 55), online channel, medical
// rates, yearly, excluding GST: "1st Year Premium is Rs. 5,092. 2nd Year onwards premium Rs. 5,520". We take the
// level premium from the second year (the first year's is after a first-year discount we do not price).
const BAJAJ_PUBLISHED: PublishedTermPremiums = {
  source: {
    url: 'https://www.bajajallianzlife.com/term-insurance-plans/term-insurance-calculator.html',
    read: READ_2027_01,
    says: 'Illustration for eTouch II: male aged 25, non-smoker, policy term 30 years, sum assured ₹1,00,00,000, online channel, medical rates, yearly; 2nd year onwards premium ₹5,520 excluding GST (death benefit 40% lump sum, 60% monthly instalments)',
    by: 'insurer',
    publisher: 'Bajaj Allianz Life',
    publishedYear: null,
  },
  figures: [{ age: 25, gender: 'male', lifeCover: 10_000_000, coverTillAge: 55, yearly: 5_520 }],
};

// Aditya Birla Sun Life DigiShield: the plan's illustration as DBS Bank (which sells it) publishes it: man aged 35,
// non-smoker, ₹1 crore, a 35-year policy and premium term (cover till 70), Level Cover option, ₹13,400 a year
// excluding GST. ABSLI's own calculator publishes no figure we could read.
const ABSL_PUBLISHED: PublishedTermPremiums = {
  source: {
    url: 'https://www.dbs.com/in/treasures/insurance/life-insurance/absli-digishield-plan',
    read: READ_2027_01,
    says: 'Illustration: age 35, male, non-smoker, sum assured 1,00,00,000, policy term 35, premium paying term 35, Level Term insurance, ₹13,400 per annum exclusive of GST',
    by: 'third-party',
    publisher: 'DBS Bank',
    publishedYear: null,
  },
  figures: [{ age: 35, gender: 'male', lifeCover: 10_000_000, coverTillAge: 70, yearly: 13_400 }],
};

// BankBazaar's table of ₹1 crore premiums: a 30-year-old non-smoking man in Bangalore, a 30-year term (cover till
// 60). It cites FY 2018-19 claim ratios, so it dates from about 2020, and premiums have risen since (the insurers'
// own current figures above are the better anchors where they exist). Its figures include the 18% GST then charged:
// Kotak's ₹8,614 and PNB MetLife's ₹14,514 are exactly ₹7,300 and ₹12,300 × 1.18, so we take each ÷ 1.18. Where the
// table names an earlier or sibling plan of the same insurer, `says` names it. These are the only published
// figures we found for these four insurers: their own pages give only "from ₹…/month" with no profile.
const BANKBAZAAR_URL = 'https://in.finance.yahoo.com/news/much-premium-amount-rs-1-052743208.html';
const bankBazaar = (says: string, yearly: number): PublishedTermPremiums => ({
  source: {
    url: BANKBAZAAR_URL,
    read: READ_2027_01,
    says,
    by: 'third-party',
    publisher: 'BankBazaar',
    publishedYear: 2020,
  },
  figures: [{ age: 30, gender: 'male', lifeCover: 10_000_000, coverTillAge: 60, yearly }],
});
// Max Life Smart Term Plan (the plan Smart Secure Plus replaced): ₹9,417 with GST ÷ 1.18 = ₹7,980.5
const AXIS_MAX_PUBLISHED = bankBazaar(
  'Max Life Smart Term Plan, 30-year-old non-smoking man, ₹1 crore, 30-year term: ₹9,417 a year with 18% GST',
  7_981,
);
// Kotak e-Term Plan, the listed plan: ₹8,614 with GST ÷ 1.18 = ₹7,300
const KOTAK_PUBLISHED = bankBazaar(
  'Kotak e-Term Plan, 30-year-old non-smoking man, ₹1 crore, 30-year term: ₹8,614 a year with 18% GST',
  7_300,
);
// PNB MetLife Mera Term Plan (the plan Mera Term Plan Plus replaced): ₹14,514 with GST ÷ 1.18 = ₹12,300
const PNB_METLIFE_PUBLISHED = bankBazaar(
  'PNB MetLife Mera Term Plan, 30-year-old non-smoking man, ₹1 crore, 30-year term: ₹14,514 a year with 18% GST',
  12_300,
);
// Edelweiss Tokio Life Simply Protect (a sibling term plan of Zindagi Plus): ₹9,180 with GST ÷ 1.18 = ₹7,779.7
const EDELWEISS_PUBLISHED = bankBazaar(
  'Edelweiss Tokio Life Simply Protect, 30-year-old non-smoking man, ₹1 crore, 30-year term: ₹9,180 a year with 18% GST',
  7_780,
);

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
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 10000000,
    listedCoverTill: 60,
    listedYearly: { term: 12365, 'nri-term': 13844, 'women-term': 10389 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.41%', IBAI),
  },
  2: {
    insurer: 'ICICI Prudential Life',
    published: ICICI_PUBLISHED,
    shape: ICICI_SHAPE,
    listedCover: 5000000,
    listedCoverTill: 65,
    listedYearly: { term: 7165, 'nri-term': 8026, 'women-term': 6017 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('95.41%', IBAI),
  },
  3: {
    insurer: 'Axis Max Life',
    published: AXIS_MAX_PUBLISHED,
    shape: COMMON_TERM_SHAPE,
    listedCover: 2500000,
    listedCoverTill: 85,
    listedYearly: { term: 8335, 'nri-term': 9340, 'women-term': 6999 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.51%', IBAI),
  },
  4: {
    insurer: 'Tata AIA Life',
    published: TATA_AIA_PUBLISHED,
    shape: TATA_AIA_SHAPE,
    listedCover: 7500000,
    listedCoverTill: 99,
    listedYearly: { term: 16063, 'nri-term': 17995, 'women-term': 13491 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.01%', IBAI),
  },
  5: {
    insurer: 'Bajaj Allianz Life',
    published: BAJAJ_PUBLISHED,
    shape: COMMON_TERM_SHAPE,
    listedCover: 20000000,
    listedCoverTill: 52,
    listedYearly: { term: 25536, 'nri-term': 28605, 'women-term': 21451 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.06%', IBAI),
  },
  6: {
    insurer: 'SBI Life',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 10000000,
    listedCoverTill: 70,
    listedYearly: { term: 16428, 'nri-term': 18404, 'women-term': 13800 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('97.14%', IBAI),
  },
  7: {
    insurer: 'LIC',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 5000000,
    listedCoverTill: 75,
    listedYearly: { term: 9406, 'nri-term': 10532, 'women-term': 7894 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('98.59%', IBAI),
  },
  8: {
    insurer: 'Kotak Life',
    published: KOTAK_PUBLISHED,
    shape: COMMON_TERM_SHAPE,
    listedCover: 15000000,
    listedCoverTill: 42,
    listedYearly: { term: 12188, 'nri-term': 13645, 'women-term': 10234 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('98.23%', IBAI),
  },
  9: {
    insurer: 'Aditya Birla Sun Life',
    published: ABSL_PUBLISHED,
    shape: COMMON_TERM_SHAPE,
    listedCover: 7500000,
    listedCoverTill: 65,
    listedYearly: { term: 20590, 'nri-term': 23063, 'women-term': 17300 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('98.12%', IBAI),
  },
  10: {
    insurer: 'PNB MetLife',
    published: PNB_METLIFE_PUBLISHED,
    shape: COMMON_TERM_SHAPE,
    listedCover: 2500000,
    listedCoverTill: 32,
    // the catalogue's ₹2,749 was for ₹25 lakh till 32 (a 2-year term we do not sell), the same on every list
    listedYearly: { term: 2749, 'nri-term': 2749, 'women-term': 2749 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.06%', PNB_METLIFE),
  },
  11: {
    insurer: 'Canara HSBC Life',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 10000000,
    listedCoverTill: 85,
    listedYearly: { term: 17222, 'nri-term': 19287, 'women-term': 14462 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.10%', IBAI),
  },
  12: {
    insurer: 'Edelweiss Life',
    published: EDELWEISS_PUBLISHED,
    shape: COMMON_TERM_SHAPE,
    listedCover: 5000000,
    listedCoverTill: 60,
    listedYearly: { term: 7375, 'nri-term': 8258, 'women-term': 6193 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.20%', IBAI),
  },
  13: {
    insurer: 'Bandhan Life',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 20000000,
    listedCoverTill: 99,
    listedYearly: { term: 37735, 'nri-term': 42261, 'women-term': 31696 },
    minEntryAge: 18,
    maxEntryAge: 65,
    claimSettlement: csr('99.37%', IBAI),
  },
  14: {
    insurer: 'IndiaFirst Life',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 7500000,
    listedCoverTill: 75,
    listedYearly: { term: 10874, 'nri-term': 12177, 'women-term': 9130 },
    minEntryAge: 18,
    maxEntryAge: 60,
    claimSettlement: csr('97.35%', IBAI),
  },
  15: {
    insurer: 'Ageas Federal Life',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 10000000,
    listedCoverTill: 52,
    listedYearly: { term: 9925, 'nri-term': 11117, 'women-term': 8335 },
    minEntryAge: 18,
    maxEntryAge: 60,
    claimSettlement: csr('96.86%', IBAI),
  },
  16: {
    insurer: 'Pramerica Life',
    published: null,
    shape: COMMON_TERM_SHAPE,
    listedCover: 5000000,
    listedCoverTill: 70,
    listedYearly: { term: 6823, 'nri-term': 7640, 'women-term': 5730 },
    minEntryAge: 18,
    maxEntryAge: 60,
    claimSettlement: csr('98.80%', IBAI),
  },
};
