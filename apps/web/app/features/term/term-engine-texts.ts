// The rating engine's fixed English on a term quote (its premium lines and assumptions, `priceTermPlan` and
// `termAssumptions` in the contract): the codes the lists' `messages` words say in the page's language. A test
// prices every kind of quote and checks each of its texts is here.
import { MODAL_FACTORS, MONTHLY_MORE_PERCENT, TOBACCO_LOADING } from '@bimasetu/contract/rating';

export const TERM_ENGINE_TEXTS = {
  standardRate: 'Premium at the standard rate',
  rebate: 'High sum assured rebate',
  tobaccoLoading: `Tobacco loading (${TOBACCO_LOADING * 100}%)`,
  tobaccoAssumed: 'Priced as a non-smoker until you tell us about tobacco use.',
  otherGender: "Priced at the men's rates, which insurers use when they have no other.",
  monthly: `Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ${MODAL_FACTORS.Monthly}, so 12 payments come to about ${MONTHLY_MORE_PERCENT}% more.`,
  quarterly: `Each quarter costs the yearly premium × ${MODAL_FACTORS.Quarterly}.`,
  estimate: 'An estimate until the insurer underwrites your application.',
} as const;

export type TermEngineText = (typeof TERM_ENGINE_TEXTS)[keyof typeof TERM_ENGINE_TEXTS];
