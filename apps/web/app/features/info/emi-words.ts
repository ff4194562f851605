// The EMI calculator's words in English (Hindi: emi-words.hi.ts).
import { formatRupees, lakhCroreWords } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';

const emiWords = {
  title: 'EMI Calculator',
  intro: 'See the monthly instalment of a loan before you commit to it.',
  amount: 'Loan amount (₹)',
  amountHint: (amount: number) => `${formatRupees(amount)} (${lakhCroreWords(amount)})`,
  enterAmount: 'Enter an amount',
  rate: 'Interest rate (% a year)',
  years: 'Tenure (years)',
  result: 'Your monthly EMI',
  totalInterest: 'Total interest',
  totalPayment: 'Total payment',
  empty: 'Enter the amount, rate and tenure to see your EMI.',
};

export type EmiWords = Wordy<typeof emiWords>;

declare module '~/lib/words' {
  interface WordBook {
    emi: EmiWords;
  }
}

export default defineWords('en', 'emi', emiWords);
