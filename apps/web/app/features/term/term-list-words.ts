// Every word the term lists (term, NRI term, women term) say, in English (Hindi: term-list-words.hi.ts): the
// sticky bar, the cards, the Sort & Filter modal, compare, plan details and what the prices are for.
import {
  coverInWords,
  MODAL_FACTORS,
  MONTHLY_MORE_PERCENT,
  termInputsInWords,
} from '@bimasetu/contract/rating';
import { formatRupeesShort } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';
import type { TermDiscount, TermVariant, WomenOffer } from './term-plan';

const LAKH = 100_000;
const CRORE = 10_000_000;

const termListWords = {
  pages: {
    term: {
      title: 'Term Insurance Plans',
      intro:
        '16 term plans from leading insurers. Each is priced for you: choose your cover, then sort or filter.',
    },
    'nri-term': {
      title: 'NRI Term Insurance Plans',
      intro:
        '16 term plans NRIs can buy from abroad. Each is priced for you: choose your cover, then sort or filter.',
    },
    'women-term': {
      title: 'Term Insurance Plans for Women',
      intro:
        '16 term plans, each priced for a woman of your age, with the rate for women each uses and where it comes from. Choose your cover, then sort or filter.',
    },
  },
  plansList: 'Plans',
  // the sticky bar
  sortFilter: 'Sort/Filter',
  lifeCover: 'Life cover',
  coverTill: 'Cover till',
  /** The spec's life cover choices: "₹25 Lac", "₹1 Crore", "₹1.5 Crore". */
  coverChoice: (amount: number) =>
    amount >= CRORE ? `₹${amount / CRORE} Crore` : `₹${Math.round(amount / LAKH)} Lac`,
  /** A cover on the cards, compare and details: "₹1 crore", "₹50 lakh". */
  coverShort: (amount: number) => formatRupeesShort(amount),
  showPremium: 'Show premium',
  billing: { Monthly: 'Monthly', Yearly: 'Yearly' },
  tobaccoLabel: 'Tobacco use',
  // short enough for a phone's narrow box; the list says what "Not said" is priced as
  tobaccoUnanswered: 'Not said',
  tobaccoNo: 'No',
  tobaccoYes: 'Yes',
  coverTillOption: (age: number) => `${age} years of age`,
  coverTillTooSoon: (till: number, age: number) => `${till} years of age (not offered at ${age})`,
  coverTillNote: (tooSoon: string, age: number) =>
    `Cover till ${tooSoon} is not offered: cover must last at least 5 years from your age of ${age}.`,
  // what the prices are for
  pricesFor: 'What these prices are for',
  pricedFor: (age: number, tobacco: string, gender: string, cover: number, till: number) =>
    `Prices for a ${age}-year-old ${tobacco === 'yes' ? 'tobacco user' : 'non-smoker'} ${
      gender === 'female' ? 'woman' : gender === 'male' ? 'man' : 'person'
    }, ${coverInWords(cover)} till ${till}.`,
  assumedAge: (age: number) => `We assumed you are ${age}: enter your date of birth for your own prices.`,
  tobaccoAssumed: 'Non-smoker is assumed until you answer tobacco use.',
  estimate:
    'Every premium is an estimate until the insurer underwrites your application. All plans are priced for the same cover, cover-till age and person, so sorting by price is fair.',
  // a function so the rate table is read when the page renders, not while the chunks load
  monthly: () =>
    `Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ${MODAL_FACTORS.Monthly}, so 12 payments cost about ${MONTHLY_MORE_PERCENT}% more than one yearly payment.`,
  gst: 'No GST: individual life insurance has been exempt from GST since 22/09/2025 (it was 18% before).',
  /** Why an NRI's premium is above a resident's (the range from the rate table: nriUpliftPercentRange). */
  nriUplift: (from: number, to: number) =>
    `An NRI's premium is the resident premium raised by each plan's own NRI price in the catalogue we list from (${from}% to ${to}% more; insurers publish no NRI rates). The insurer sets the final premium after its checks for NRIs.`,
  nriGst:
    'NRIs pay no GST either: since 22/09/2025 the exemption covers everyone, so paying from an NRE account is no longer needed to avoid it.',
  leftOut: (count: number, reasons: string) =>
    `${count} ${count === 1 ? 'plan is' : 'plans are'} not shown because ${count === 1 ? 'it' : 'they'} do not take your age: ${reasons}.`,
  /** A plan left out, as the rating engine says why (`entryAgeProblem`, `priceTermPlan`). */
  takesAges: (min: number, max: number) => `takes people aged ${min} to ${max}`,
  needsYears: (years: number) => `needs cover to last at least ${years} years`,
  // the Sort & Filter modal
  sortTab: 'Sort',
  sortBy: 'Sort by',
  sorts: {
    popularity: {
      label: 'Popularity',
      order: 'popularity, which here means our catalogue’s own order (we do not count what visitors choose)',
    },
    'price-low': { label: 'Price: low to high', order: 'premium, lowest first' },
    'price-high': { label: 'Price: high to low', order: 'premium, highest first' },
  },
  insurerTab: 'Insurer',
  alsoOfferedTab: 'Also offered',
  /** The variants the insurer also offers, which no list prices (their sentences: term-details-words.ts). */
  variants: {
    'whole-life': 'Whole life',
    'limited-pay': 'Limited pay',
    'single-pay': 'Single pay',
    'full-refund': 'Full refund of premium',
    'partial-refund': 'Partial refund of premium',
  } satisfies Record<TermVariant, string>,
  /** The plans' own facts (the term catalogue's codes): the card's discount line, the women list's line and the
   * add-ons (the details dialog's lines: term-details-words.ts). Each is true of the plan's price. */
  discounts: {
    'yearly-save': 'Save 8% with yearly payment',
    'tobacco-more':
      'Tobacco users: priced 60% higher, our assumption (this insurer publishes no tobacco loading we could find)',
    'no-gst': 'No GST: individual life cover is exempt since 22/09/2025',
  } satisfies Record<TermDiscount, string>,
  /** The women list's line per plan: how much less a woman is priced than a man, and whose figure that is. */
  womenOffers: {
    'women-rate-insurer': (percent: number, insurer: string) =>
      `Women pay ${percent}% less than men: ${insurer}'s own published premiums`,
    'women-rate-ours': (percent: number) =>
      `Women priced ${percent}% below men: our assumption, as this insurer publishes no women's rate we could find`,
  } satisfies Record<WomenOffer, (percent: number, insurer: string) => string>,
  loadingDetails: 'Loading the plan details…',
  // the card
  incomeProof: 'Income proof not required',
  /** Where the card's premium comes from (the rate table's `termPremiumBasis`): never "the insurer's own" unless
   * it is set to a premium the insurer itself publishes. */
  premiumBasisTag: {
    insurer: "Set to the insurer's published premium",
    'third-party': 'Our estimate',
    estimate: 'Our estimate',
  },
  premiumBasis: {
    insurer: (insurer: string, read: string) =>
      `Matches a premium ${insurer} publishes for one sample person (read ${read}); for you it is our estimate from it. The insurer's final premium after underwriting may differ.`,
    thirdParty: (publisher: string, year: number | null, read: string) =>
      `Our estimate from a premium ${publisher} published${year ? ` around ${year}` : ''} for this insurer (read ${read}), not the insurer's own quote. The insurer's final premium after underwriting may differ.`,
    estimate:
      "Our estimate from our catalogue's figure and a common pricing curve: we found no premium this insurer publishes. The insurer's final premium after underwriting may differ.",
  },
  coverTillYears: (age: number) => `${age} yrs`,
  claimSettledLabel: 'Claim settled',
  claimSource: (source: string) => source,
  claimNotPublished: 'not published',
  perInstalment: { Monthly: 'month', Yearly: 'year' },
  getQuoteFor: (plan: string) => ` — get a quote for ${plan}`,
  planDetails: 'Plan details',
  womenOffer: 'For women:',
  addToCompare: 'Add to compare',
  removeFromCompare: 'Remove from compare',
  // plan details
  planBy: (insurer: string) => `Term plan by ${insurer}`,
  getQuote: 'Get Quote',
  coverTillAge: 'Cover till age',
  years: (age: number) => `${age} years`,
  /** The first of a quote's assumptions: the inputs it was priced for (the rating engine's own words). */
  inputsInWords: (age: number, tobacco: string, gender: string, cover: number, till: number) =>
    termInputsInWords(
      {
        age,
        tobacco: tobacco === 'yes' ? 'yes' : tobacco === 'no' ? 'no' : 'unanswered',
        gender: gender === 'female' ? 'female' : gender === 'male' ? 'male' : 'other',
      },
      { lifeCover: cover, coverTillAge: till, mode: 'Yearly' },
    ),
  // compare
  compareLimit: 'You can compare up to 3 plans. Remove one to add another.',
  compareBar: (count: number) => `${count} plans selected to compare`,
  compareNow: 'Compare now',
};

export type TermListWords = Wordy<typeof termListWords>;

declare module '~/lib/words' {
  interface WordBook {
    termList: TermListWords;
  }
}

export default defineWords('en', 'termList', termListWords);
