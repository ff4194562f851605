// A term plan as the lists show it (shopping spec §3). Its premium and claim figures live in the contract's
// term rate table (@bimasetu/contract/rating), keyed by the plan's id, so the server prices it the same way.

/**
 * The variants of a plan that the lists do not price: every list prices and shows one variant (term cover to the
 * chosen age, regular pay, the life cover paid as a lump sum, no refund: term-variant.ts); these the insurer also
 * offers, and an adviser quotes their premium (docs/spec-deviations.md, "Term plans show the variant we price").
 */
export const TERM_VARIANTS = [
  'Whole life',
  'Limited pay',
  'Single pay',
  'Full refund of premium',
  'Partial refund of premium',
] as const;

/**
 * The plans' own descriptive texts, each list's every value (the words files say each in the page's language,
 * keyed by the English, so a text added to a plan without its words fails typecheck).
 */
export const TERM_DISCOUNTS = [
  'Save 8% with yearly payment',
  'Tobacco users pay 60% more than non-smokers',
  'No GST: individual life cover is exempt since 22/09/2025',
  'Women save up to 16% on premium',
] as const;
export const WOMEN_OFFERS = [
  'Cover for 11 female-specific critical illnesses',
  'Extra 5% off on your first-year premium',
  'Free annual health check-up for women',
  'Pregnancy complication cover add-on at no extra cost',
] as const;
export const TERM_ADD_ONS = [
  'Accidental Death Benefit',
  'Accidental Total & Permanent Disability',
  'Critical Illness Cover',
  'Hospital Care Benefit',
  'Terminal Illness Benefit',
  'Waiver of Premium on Critical Illness',
  'Waiver of Premium on Disability',
] as const;
export const PLAN_DETAIL_LINES = [
  'The life cover you choose is paid to your nominee if you die before cover ends.',
  'Premium paying term: the full policy term.',
  'No Refund — pure protection at the lowest price.',
  'Tax benefits on premiums under section 80C and on the payout under section 10(10D), as per prevailing tax laws.',
  '30-day free-look period; 30-day grace period for yearly, 15 days for monthly premiums.',
  'Medical tests by video or at partner centres in the UAE, UK, USA, Singapore and more; premiums from an NRE account.',
] as const;

export type TermVariant = (typeof TERM_VARIANTS)[number];
export type TermDiscount = (typeof TERM_DISCOUNTS)[number];
export type WomenOffer = (typeof WOMEN_OFFERS)[number];
export type TermAddOn = (typeof TERM_ADD_ONS)[number];
export type PlanDetailLine = (typeof PLAN_DETAIL_LINES)[number];

export interface TermPlan {
  id: number;
  /** The plan's full name, which begins with its insurer's name. */
  name: string;
  insurer: string;
  /** The cover (rupees) and cover-till age the plan's catalogue price was written for. */
  lifeCover: number;
  coverTillAge: number;
  discount: TermDiscount;
  addOns: readonly TermAddOn[];
  planDetails: readonly PlanDetailLine[];
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  image: string;
  /** The card shows "Income proof not required" when true. */
  incomeProofNotRequired: boolean;
  /** Variants the insurer also offers that no list prices (empty when it offers none besides the priced one). */
  alsoOffers: readonly TermVariant[];
  /** Women list only. */
  womenSpecialOffer?: WomenOffer;
}
