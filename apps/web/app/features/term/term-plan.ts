// A term plan as the lists show it (shopping spec §3). Its premium and claim figures live in the contract's
// term rate table (@bimasetu/contract/rating), keyed by the plan's id, so the server prices it the same way.

export const REFUND_OPTIONS = ['Full refund of premium', 'Partial refund of premium', 'No Refund'] as const;
export const PAYOUT_OPTIONS = ['Regular Pay', 'Limited Pay', 'Single Pay'] as const;
export const PLAN_TYPES = ['Term', 'Life', 'Whole'] as const;
export const PREMIUM_PAY_TYPES = ['Monthly', 'Quarterly', 'Yearly'] as const;

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
  'Premium paying term: 10 years.',
  'Premium paying term: one single payment.',
  'No Refund — pure protection at the lowest price.',
  'Full refund of premium at the end of the term if you outlive it.',
  'Partial refund of premium at the end of the term if you outlive it.',
  'Tax benefits on premiums under section 80C and on the payout under section 10(10D), as per prevailing tax laws.',
  '30-day free-look period; 30-day grace period for yearly, 15 days for monthly premiums.',
  'Medical tests by video or at partner centres in the UAE, UK, USA, Singapore and more; premiums from an NRE account.',
] as const;

export type RefundOption = (typeof REFUND_OPTIONS)[number];
export type PayoutOption = (typeof PAYOUT_OPTIONS)[number];
export type PlanType = (typeof PLAN_TYPES)[number];
export type PremiumPayType = (typeof PREMIUM_PAY_TYPES)[number];
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
  refundOption: RefundOption;
  planDetails: readonly PlanDetailLine[];
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  image: string;
  /** The card shows "Income proof not required" when true. */
  incomeProofNotRequired: boolean;
  payoutOption: PayoutOption;
  planType: PlanType;
  premiumPayType: PremiumPayType;
  /** Women list only. */
  womenSpecialOffer?: WomenOffer;
}
