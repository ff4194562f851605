// A term plan as the lists show it (shopping spec §3). Its premium and claim figures live in the contract's
// term rate table (@bimasetu/contract/rating), keyed by the plan's id, so the server prices it the same way.

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
  /** The cover (rupees) and cover-till age the plan's catalogue price was written for. */
  lifeCover: number;
  coverTillAge: number;
  discount: string;
  addOns: readonly string[];
  refundOption: RefundOption;
  planDetails: readonly string[];
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  image: string;
  /** The card shows "Income proof not required" when true. */
  incomeProofNotRequired: boolean;
  payoutOption: PayoutOption;
  planType: PlanType;
  premiumPayType: PremiumPayType;
  /** Women list only. */
  womenSpecialOffer?: string;
}
