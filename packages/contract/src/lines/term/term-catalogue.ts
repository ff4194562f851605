// The term plans, once: the 16 plans every term list shows (term, NRI term, women term), in the catalogue's own order
// (the lists' "popularity" sort; no visitor counts stand behind it), and what tells the three lists apart, as data:
// each list's discount line per plan, the women list's line on women's rates, the NRI list's extra detail. Every list view, the
// plan directory and the tests derive from `termPlans(line)`. Prices and claim figures live in the term rate table
// (term-rates.ts), keyed by the plan's id. Discounts, offers, add-ons, variants and details are codes (facts): each
// language says them in its words (the web term words, keyed by them: a code without its words fails typecheck).
import { TERM_PLAN_RATES, type TermLine } from './term-rates.ts';

/**
 * The variants of a plan that no list prices: every list prices and shows one variant (term cover to the chosen
 * age, regular pay, the life cover paid as a lump sum, no refund: the web's term-variant.ts); these the insurer
 * also offers, and an adviser quotes their premium (docs/spec-deviations.md, "Term plans show the variant we price").
 */
export const TERM_VARIANTS = [
  'whole-life',
  'limited-pay',
  'single-pay',
  'full-refund',
  'partial-refund',
] as const;

/** Each list's every discount line, women's line and add-on, as codes (the words say each in the page's language).
 * Every line is true of the plan's price: 'yearly-save' is the modal factor's saving, 'tobacco-more' the
 * tobacco loading (our common assumption on every plan, and said so), 'no-gst' the exemption. */
export const TERM_DISCOUNTS = ['yearly-save', 'tobacco-more', 'no-gst'] as const;
/** The women list's line per plan (the spec's "women-offer line"): the plan's women's rate against a man's, the
 * insurer's own figure ('women-rate-insurer') or our common assumption ('women-rate-ours'), from the rate table.
 * No offer we cannot back: the catalogue's four offers (an extra 5% off the first year, pregnancy cover, 11
 * female illnesses, a health check-up) were dealt out in a fixed cycle, had no source and were in no price. */
export const WOMEN_OFFERS = ['women-rate-insurer', 'women-rate-ours'] as const;
export const TERM_ADD_ONS = [
  'accidental-death',
  'accidental-disability',
  'critical-illness',
  'hospital-care',
  'terminal-illness',
  'waiver-critical-illness',
  'waiver-disability',
] as const;
/** The details dialog's lines, of the priced variant (premiums for the full term, no refund) and the plan's list. */
export const PLAN_DETAIL_LINES = [
  'death-benefit',
  'pay-full-term',
  'no-refund',
  'tax-benefits',
  'free-look',
  'nri-medical',
] as const;

export type TermVariant = (typeof TERM_VARIANTS)[number];
export type TermDiscount = (typeof TERM_DISCOUNTS)[number];
export type WomenOffer = (typeof WOMEN_OFFERS)[number];
export type TermAddOn = (typeof TERM_ADD_ONS)[number];
export type PlanDetailLine = (typeof PLAN_DETAIL_LINES)[number];

/** A term plan as the catalogue holds it, the same on every list. */
export interface TermCataloguePlan {
  id: number;
  /** The plan's full name, which begins with its insurer's name. */
  name: string;
  insurer: string;
  /** The cover (rupees) and cover-till age the plan's catalogue price was written for. */
  lifeCover: number;
  coverTillAge: number;
  addOns: readonly TermAddOn[];
  /** The card shows "Income proof not required" when true. */
  incomeProofNotRequired: boolean;
  /** Variants the insurer also offers that no list prices (empty when it offers none besides the priced one). */
  alsoOffers: readonly TermVariant[];
}

/** A term plan as one list shows it (shopping spec §3). */
export interface TermPlan extends TermCataloguePlan {
  discount: TermDiscount;
  planDetails: readonly PlanDetailLine[];
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  image: string;
  /** Women list only. */
  womenSpecialOffer?: WomenOffer;
}

export const TERM_CATALOGUE: readonly TermCataloguePlan[] = [
  {
    id: 1,
    name: 'HDFC Life Click 2 Protect Supreme',
    insurer: 'HDFC Life',
    lifeCover: 10000000,
    coverTillAge: 60,
    addOns: ['accidental-death', 'critical-illness'],
    incomeProofNotRequired: true,
    alsoOffers: [],
  },
  {
    id: 2,
    name: 'ICICI Prudential Life iProtect Smart',
    insurer: 'ICICI Prudential Life',
    lifeCover: 5000000,
    coverTillAge: 65,
    addOns: ['waiver-disability', 'terminal-illness'],
    incomeProofNotRequired: false,
    alsoOffers: ['limited-pay'],
  },
  {
    id: 3,
    name: 'Axis Max Life Smart Secure Plus',
    insurer: 'Axis Max Life',
    lifeCover: 2500000,
    coverTillAge: 85,
    addOns: ['accidental-death', 'waiver-critical-illness'],
    incomeProofNotRequired: true,
    alsoOffers: ['full-refund'],
  },
  {
    id: 4,
    name: 'Tata AIA Life Sampoorna Raksha Promise',
    insurer: 'Tata AIA Life',
    lifeCover: 7500000,
    coverTillAge: 99,
    addOns: ['critical-illness'],
    incomeProofNotRequired: false,
    alsoOffers: ['whole-life', 'single-pay'],
  },
  {
    id: 5,
    name: 'Bajaj Allianz Life eTouch II',
    insurer: 'Bajaj Allianz Life',
    lifeCover: 20000000,
    coverTillAge: 52,
    addOns: ['accidental-disability', 'hospital-care'],
    incomeProofNotRequired: false,
    alsoOffers: ['limited-pay', 'partial-refund'],
  },
  {
    id: 6,
    name: 'SBI Life eShield Next',
    insurer: 'SBI Life',
    lifeCover: 10000000,
    coverTillAge: 70,
    addOns: ['accidental-death', 'critical-illness'],
    incomeProofNotRequired: true,
    alsoOffers: [],
  },
  {
    id: 7,
    name: 'LIC Tech Term',
    insurer: 'LIC',
    lifeCover: 5000000,
    coverTillAge: 75,
    addOns: ['waiver-disability', 'terminal-illness'],
    incomeProofNotRequired: false,
    alsoOffers: [],
  },
  {
    id: 8,
    name: 'Kotak Life e-Term',
    insurer: 'Kotak Life',
    lifeCover: 15000000,
    coverTillAge: 42,
    addOns: ['accidental-death', 'waiver-critical-illness'],
    incomeProofNotRequired: true,
    alsoOffers: ['limited-pay'],
  },
  {
    id: 9,
    name: 'Aditya Birla Sun Life DigiShield',
    insurer: 'Aditya Birla Sun Life',
    lifeCover: 7500000,
    coverTillAge: 65,
    addOns: ['critical-illness'],
    incomeProofNotRequired: false,
    alsoOffers: ['full-refund'],
  },
  {
    id: 10,
    name: 'PNB MetLife Mera Term Plan Plus',
    insurer: 'PNB MetLife',
    lifeCover: 2500000,
    coverTillAge: 32,
    addOns: ['accidental-disability', 'hospital-care'],
    incomeProofNotRequired: true,
    alsoOffers: ['single-pay'],
  },
  {
    id: 11,
    name: 'Canara HSBC Life iSelect Star',
    insurer: 'Canara HSBC Life',
    lifeCover: 10000000,
    coverTillAge: 85,
    addOns: ['accidental-death', 'critical-illness'],
    incomeProofNotRequired: false,
    alsoOffers: [],
  },
  {
    id: 12,
    name: 'Edelweiss Life Zindagi Plus',
    insurer: 'Edelweiss Life',
    lifeCover: 5000000,
    coverTillAge: 60,
    addOns: ['waiver-disability', 'terminal-illness'],
    incomeProofNotRequired: true,
    alsoOffers: ['limited-pay', 'partial-refund'],
  },
  {
    id: 13,
    name: 'Bandhan Life iTerm Prime',
    insurer: 'Bandhan Life',
    lifeCover: 20000000,
    coverTillAge: 99,
    addOns: ['accidental-death', 'waiver-critical-illness'],
    incomeProofNotRequired: false,
    alsoOffers: ['whole-life'],
  },
  {
    id: 14,
    name: 'IndiaFirst Life e-Term Plus',
    insurer: 'IndiaFirst Life',
    lifeCover: 7500000,
    coverTillAge: 75,
    addOns: ['critical-illness'],
    incomeProofNotRequired: true,
    alsoOffers: ['limited-pay'],
  },
  {
    id: 15,
    name: 'Ageas Federal Life Protect Plus',
    insurer: 'Ageas Federal Life',
    lifeCover: 10000000,
    coverTillAge: 52,
    addOns: ['accidental-disability', 'hospital-care'],
    incomeProofNotRequired: false,
    alsoOffers: [],
  },
  {
    id: 16,
    name: 'Pramerica Life Smart Term Plus',
    insurer: 'Pramerica Life',
    lifeCover: 5000000,
    coverTillAge: 70,
    addOns: ['accidental-death', 'critical-illness'],
    incomeProofNotRequired: true,
    alsoOffers: ['single-pay'],
  },
];

// short names for the lists below: each list's discount line per plan, in the catalogue's order
const [Y, T, G] = TERM_DISCOUNTS;

/** What one list adds to each plan, by the plan's place in the catalogue. */
interface TermListExtras {
  discounts: readonly TermDiscount[];
  /** The women list shows each plan's women's rate (`womenOfferOf`). */
  womenOffer?: true;
  /** A details line every plan on this list adds after its refund line. */
  detail?: PlanDetailLine;
}

/** The women list's line for a plan: whose figure its women's rate is. */
export function womenOfferOf(planId: number): WomenOffer {
  return TERM_PLAN_RATES[planId]?.shape.femaleFromInsurer ? 'women-rate-insurer' : 'women-rate-ours';
}

/** How much less a woman pays than a man on this plan, in whole percent (16 for the common 0.84). */
export function womenSavePercent(planId: number): number {
  const factor = TERM_PLAN_RATES[planId]?.shape.femaleFactor ?? 1;
  return Math.round((1 - factor) * 100);
}

/** Keyed by line: a term line missing here is a type error. */
export const TERM_LISTS = {
  term: { discounts: [Y, Y, T, Y, Y, Y, T, Y, Y, Y, T, Y, Y, Y, T, Y] },
  'nri-term': {
    discounts: [G, Y, G, T, G, Y, G, T, G, Y, G, T, G, Y, G, T],
    detail: 'nri-medical',
  },
  'women-term': {
    discounts: [Y, Y, Y, T, Y, Y, Y, T, Y, Y, Y, T, Y, Y, Y, T],
    womenOffer: true,
  },
} as const satisfies Record<TermLine, TermListExtras>;

/** One list's plans, in the catalogue's order. */
export function termPlans(line: TermLine): readonly TermPlan[] {
  const extras: TermListExtras = TERM_LISTS[line];
  return TERM_CATALOGUE.map((plan, i) => ({
    ...plan,
    discount: extras.discounts[i]!,
    // every plan is priced as the same variant: premiums for the full term, nothing back at the end
    planDetails: [
      'death-benefit',
      'pay-full-term',
      'no-refund',
      ...(extras.detail ? [extras.detail] : []),
      'tax-benefits',
      'free-look',
    ],
    image: plan.insurer,
    ...(extras.womenOffer ? { womenSpecialOffer: womenOfferOf(plan.id) } : {}),
  }));
}
