// The words of a term plan's details dialog that nothing else says, in English (Hindi: term-details-words.hi.ts):
// loaded with the dialog's body when a visitor first opens it (term-plan-details.tsx), not with the list.
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import { PLAN_DETAIL_LINES } from './term-plan';

const termDetailsWords = {
  premiumMadeUp: 'How your premium is made up',
  gstLabel: 'GST',
  youPay: 'You pay',
  rates: (version: string) => `Rates: ${version}`,
  planGives: 'What the plan gives',
  addOnsToChoose: 'Add-ons you can choose',
  /** The plan's "what it gives" lines (term-plan.ts), keyed by the English the data holds. */
  planDetailLines: same(PLAN_DETAIL_LINES),
};

export type TermDetailsWords = Wordy<typeof termDetailsWords>;

declare module '~/lib/words' {
  interface WordBook {
    termDetails: TermDetailsWords;
  }
}

export default defineWords('en', 'termDetails', termDetailsWords);
