// Every sentence the term lists say about prices, in one place (Hindi comes later).
import {
  coverInWords,
  MODAL_FACTORS,
  type ClaimSettlement,
  type TermGender,
  type TermLine,
} from '@bimasetu/contract/rating';

export const termListWords = {
  tobaccoLabel: 'Tobacco use',
  // short enough for a phone's narrow box; the list says what "Not said" is priced as
  tobaccoUnanswered: 'Not said',
  tobaccoNo: 'No',
  tobaccoYes: 'Yes',
  coverTillOption: (age: number) => `${age} years of age`,
  coverTillTooSoon: (till: number, age: number) => `${till} years of age (not offered at ${age})`,
  coverTillNote: (tooSoon: readonly number[], age: number) =>
    `Cover till ${tooSoon.join(', ')} is not offered: cover must last at least 5 years from your age of ${age}.`,
  pricedFor: (
    age: number,
    tobacco: 'yes' | 'no' | 'unanswered',
    gender: TermGender,
    cover: number,
    till: number,
  ) =>
    `Prices for a ${age}-year-old ${tobacco === 'yes' ? 'tobacco user' : 'non-smoker'} ${
      gender === 'female' ? 'woman' : gender === 'male' ? 'man' : 'person'
    }, ${coverInWords(cover)} till ${till}.`,
  assumedAge: (age: number) => `We assumed you are ${age}: enter your date of birth for your own prices.`,
  tobaccoAssumed: 'Non-smoker is assumed until you answer tobacco use.',
  estimate:
    'Every premium is an estimate until the insurer underwrites your application. All plans are priced for the same cover, cover-till age and person, so sorting by price is fair.',
  // a function so the rate table is read when the page renders, not while the chunks load
  monthly: () =>
    `Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ${MODAL_FACTORS.Monthly}, so 12 payments cost about ${Math.round((MODAL_FACTORS.Monthly * 12 - 1) * 1000) / 10}% more than one yearly payment.`,
  gst: 'No GST: individual life insurance has been exempt from GST since 22/09/2025 (it was 18% before).',
  nriGst:
    'NRIs pay no GST either: since 22/09/2025 the exemption covers everyone, so paying from an NRE account is no longer needed to avoid it.',
  leftOut: (count: number, reasons: string) =>
    `${count} ${count === 1 ? 'plan is' : 'plans are'} not shown because ${count === 1 ? 'it' : 'they'} do not take your age: ${reasons}.`,
  lowestPrice: 'Same premium as buying directly from the insurer.',
  claimSettled: (claims: ClaimSettlement) => claims.ratio ?? 'not published',
  claimSource: (claims: ClaimSettlement) => claims.source,
  perInstalment: { Monthly: 'month', Yearly: 'year' } as const,
  addToCompare: 'Add to compare',
  removeFromCompare: 'Remove from compare',
  compareLimit: 'You can compare up to 3 plans. Remove one to add another.',
  compareBar: (count: number) => `${count} plans selected to compare`,
  compareNow: 'Compare now',
  compareTitle: 'Compare term plans',
  compareRows: {
    premium: 'Premium',
    cover: 'Life cover',
    coverTill: 'Cover till',
    claims: 'Claims settled',
    planType: 'Plan type',
    payout: 'Premium payment',
    refund: 'Refund of premium',
    addOns: 'Add-ons',
  },
} as const;

export function gstNoteFor(line: TermLine): string {
  return line === 'nri-term' ? `${termListWords.gst} ${termListWords.nriGst}` : termListWords.gst;
}
