// The words of a term plan's details dialog that nothing else says, in English (Hindi: term-details-words.hi.ts):
// loaded with the dialog's body when a visitor first opens it (term-plan-details.tsx), not with the list.
import { defineWords, type Wordy } from '~/lib/words';
import { TERM_ENGINE_TEXTS, type TermEngineText } from './term-engine-texts';
import type { PlanDetailLine, TermAddOn } from './term-plan';

const termDetailsWords = {
  compareTitle: 'Compare term plans',
  compareRows: {
    premium: 'Premium',
    cover: 'Life cover',
    coverTill: 'Cover till',
    claims: 'Claims settled',
    planType: 'Plan type',
    premiumPayment: 'Premium payment',
    payout: 'Payout',
    refund: 'Refund of premium',
    alsoOffered: 'Also offered by the insurer',
    addOns: 'Add-ons',
  },
  noneListed: 'None listed',
  premiumMadeUp: 'How your premium is made up',
  gstLabel: 'GST',
  youPay: 'You pay',
  rates: (version: string) => `Priced with our rate table ${version}, from your answers`,
  planGives: 'What the plan gives',
  addOnsToChoose: 'Add-ons you can choose',
  addOns: {
    'accidental-death': 'Accidental Death Benefit',
    'accidental-disability': 'Accidental Total & Permanent Disability',
    'critical-illness': 'Critical Illness Cover',
    'hospital-care': 'Hospital Care Benefit',
    'terminal-illness': 'Terminal Illness Benefit',
    'waiver-critical-illness': 'Waiver of Premium on Critical Illness',
    'waiver-disability': 'Waiver of Premium on Disability',
  } satisfies Record<TermAddOn, string>,
  /**
   * The rating engine's fixed English (premium lines, assumptions) said in the page's language, keyed by the
   * English text (see `sayIn`); English shows them as they are.
   */
  messages: Object.fromEntries(Object.values(TERM_ENGINE_TEXTS).map((t) => [t, t])) as Record<
    TermEngineText,
    string
  >,
  /**
   * The one variant every list prices and shows (term-variant.ts), then the variants the insurer also offers,
   * which no list prices (docs/spec-deviations.md, "Term plans show the variant we price").
   */
  pricedVariant: {
    type: (till: number) => `Term, cover till age ${till}`,
    premiumPayment: {
      Monthly: 'Regular pay: every month until cover ends',
      Yearly: 'Regular pay: every year until cover ends',
    },
    payout: (cover: string) => `${cover} as one lump sum to your nominee`,
    refund: 'No refund: pure protection',
    alsoOffered: (variants: string) =>
      `${variants}: also offered by the insurer; ask an adviser for its premium`,
  },
  /** The plan's "what it gives" lines, by the term catalogue's codes. */
  planDetailLines: {
    'death-benefit': 'The life cover you choose is paid to your nominee if you die before cover ends.',
    'pay-full-term': 'Premium paying term: the full policy term.',
    'no-refund': 'No Refund — pure protection at the lowest price.',
    'tax-benefits':
      'Premiums: a deduction under section 80C under the old tax regime only (the new regime, the default since FY 2023-24, allows none). Payout: tax-free under section 10(10D), as per prevailing tax laws.',
    'free-look': '30-day free-look period; 30-day grace period for yearly, 15 days for monthly premiums.',
    'nri-medical':
      'Medical tests by video or at partner centres in the UAE, UK, USA, Singapore and more; premiums from an NRE account.',
  } satisfies Record<PlanDetailLine, string>,
};

export type TermDetailsWords = Wordy<typeof termDetailsWords>;

declare module '~/lib/words' {
  interface WordBook {
    termDetails: TermDetailsWords;
  }
}

export default defineWords('en', 'termDetails', termDetailsWords);
