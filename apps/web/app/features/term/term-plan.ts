// A term plan as the lists show it (shopping spec §3). Fixed data lives beside the list that shows it.

export const REFUND_OPTIONS = ['Full refund of premium', 'Partial refund of premium', 'No Refund'] as const;
export const PAYOUT_OPTIONS = ['Regular Pay', 'Limited Pay', 'Single Pay'] as const;
export const PLAN_TYPES = ['Term', 'Life', 'Whole'] as const;
export const PREMIUM_PAY_TYPES = ['Monthly', 'Quarterly', 'Yearly'] as const;

export type RefundOption = (typeof REFUND_OPTIONS)[number];
export type PayoutOption = (typeof PAYOUT_OPTIONS)[number];
export type PlanType = (typeof PLAN_TYPES)[number];
export type PremiumPayType = (typeof PREMIUM_PAY_TYPES)[number];

export interface TermPlan {
  id: number;
  /** The plan's full name, which begins with its insurer's name. */
  name: string;
  insurer: string;
  /** Rupees. */
  lifeCover: number;
  coverTillAge: number;
  /** Claims settled by the insurer, as published (e.g. "99.4%"). */
  claimSettled: string;
  /** A rupee amount per month, as text: "₹1,078/month". */
  premium: string;
  /** Rupees per year when paid yearly (cheaper than twelve monthly payments). */
  yearlyPremium: number;
  discount: string;
  addOns: readonly string[];
  refundOption: RefundOption;
  planDetails: readonly string[];
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  image: string;
  /** True when the plan needs no income proof: the card shows "Income proof not required". */
  incomeProof: boolean;
  payoutOption: PayoutOption;
  planType: PlanType;
  premiumPayType: PremiumPayType;
  /** Women list only. */
  womenSpecialOffer?: string;
}
