// The child savings list's words in English (Hindi: child-words.hi.ts): the family panel, filters, cards, the
// spec's chips and the tax note. Insurer and fund names stay as the insurers write them.
import { CHILD_FEATURE_CHIPS, CHILD_INCOME_RANGES } from '@bimasetu/contract';
import type { ChildTaxSaving } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import type { ReturnBandId } from './child-plan-filters';

const childWords = {
  title: 'Child Savings Plans',
  panelTitle: 'Your family',
  panelIntro: 'Projections update as you choose. Until then we assume the choices shown.',
  fromForm: 'From your answers',
  toldParent: (age: number) => `Your age: ${age}`,
  toldChild: (age: number) => `Child's age: ${age}`,
  toldIncome: (band: string) => `Annual income: ${band}`,
  changeAnswers: 'Change your answers',
  /** The one line in sight while a phone folds the family panel. */
  familySummary: (parentAge: number, childAge: number, yearly: number) =>
    `For you at ${parentAge}, your child at ${childAge}, paying ${formatRupees(yearly)} a year`,
  returnsSource:
    'The 10-year returns are the figures in our plan catalogue; we have not yet checked them against each insurer’s latest fund factsheet, which is the figure that counts. Past returns do not promise future returns, and market-linked plans carry investment risk.',
  parentAge: 'Your age',
  childAge: "Child's age",
  income: 'Annual income',
  payout: 'Projected payout',
  payoutValue: (at8: number, at4: number) => `${formatRupees(at8)} at 8% · ${formatRupees(at4)} at 4%`,
  lifeCover: (cover: number) =>
    `Inbuilt life cover ${formatRupees(cover)}; if the parent dies, the insurer pays it, pays the remaining premiums and the fund goes on to the child (the "Triple Benefit").`,
  yourTax: (tax: ChildTaxSaving, total: number, years: number) =>
    tax.perYear > 0
      ? `Tax you save: ${formatRupees(tax.perYear)} a year, ${formatRupees(total)} over ${years} years: ${formatRupees(tax.deduction)} of premium under section 80C${tax.capped ? ' (the most it allows)' : ''} × your ${tax.slabRate * 100}% slab + ${tax.cess * 100}% cess, old tax regime. The new regime gives no 80C deduction.`
      : 'Tax you save: none at your income, as the section 87A rebate already leaves no tax up to ₹5 lakh (old regime). The new regime gives no 80C deduction.',
  projection: (yearly: number, years: number, childAgeAtEnd: number) =>
    `Projected for paying ${formatRupees(yearly)} a year for ${years} years, until your child is ${childAgeAtEnd}, at IRDAI's standard illustration rates of 8% and 4% a year before the plan's charges: the same two rates for every plan, not any plan's own return. We found no plan here that publishes its own illustration for a family like yours; the insurer's benefit illustration, after its charges, is the figure that counts. Unit-linked plans carry market risk; nothing here is a promised return.`,
  yearlyPremium: 'Your yearly premium',
  incomes: same<(typeof CHILD_INCOME_RANGES)[number]>(CHILD_INCOME_RANGES),
  filtersLabel: 'Filters',
  returnsLabel: '10-year returns',
  bands: {
    high: '13% and above',
    mid: '12% to under 13%',
    low: 'Under 12%',
  } satisfies Record<ReturnBandId, string>,
  searchCompany: 'Search company',
  companyExample: 'e.g. HDFC',
  searchFund: 'Search fund',
  fundExample: 'e.g. Equity',
  sortOrder: 'insurer’s name, A to Z',
  noMatch: 'No plans match your filters or search.',
  clearAll: 'Clear search and filters',
  payoutLabel: 'Payout at IRDAI’s standard rates (not the plan’s own)',
  featuresLabel: 'Features',
  chips: same<(typeof CHILD_FEATURE_CHIPS)[number]>(CHILD_FEATURE_CHIPS),
  getDetails: 'Get Details',
  getDetailsOf: (plan: string) => `Get Details of ${plan}`,
  taxNoteTitle: 'About the tax you save',
  taxNote:
    'Premiums up to ₹1.5 lakh a year are deducted from taxable income under section 80C, only in the old tax regime (the new regime, the default since 2023-24, gives no 80C deduction). Each card works it out for the premium you chose: the premium up to ₹1.5 lakh × your slab rate (20% for ₹5-10 lakh, 30% above ₹10 lakh; nothing to save up to ₹5 lakh, where the section 87A rebate leaves no tax) + 4% cess. The payout is tax-free under section 10(10D) when the yearly premium stays within ₹2.5 lakh and 10% of the sum assured.',
};

export type ChildListWords = Wordy<typeof childWords>;

declare module '~/lib/words' {
  interface WordBook {
    childList: ChildListWords;
  }
}

export default defineWords('en', 'childList', childWords);
