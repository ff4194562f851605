// The child savings list's words in English (Hindi: child-words.hi.ts): the family panel, filters, cards, the
// spec's chips and the tax note. Insurer and fund names stay as the insurers write them.
import { CHILD_INCOME_RANGES } from '@bimasetu/contract';
import type { ChildMaturityTax, ChildTaxSaving } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import type { ReturnBandId } from './child-plan-filters';
import { CHILD_CARD_CHIPS, type FundReturn } from './child-plans';

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
    'We show a fund’s 10-year return only as its insurer’s fund factsheet publishes it, with the factsheet’s date. We have none to cite yet, so each card says “Not published” and the return filter finds no plan: see the insurer’s latest factsheet. Past returns do not promise future returns, and market-linked plans carry investment risk.',
  /** A card's 10-year return: the factsheet's figure and date. */
  returnValue: (r: FundReturn) => `${r.percent}% a year (factsheet of ${r.asOf})`,
  returnNotPublished: 'Not published',
  /** Under the return filter: the plans it leaves out for want of a published figure. */
  withoutReturn: (count: number) =>
    `${count === 1 ? '1 plan is' : `${count} plans are`} left out of the return filter because no 10-year return of theirs is published here with its factsheet and date.`,
  parentAge: 'Your age',
  childAge: "Child's age",
  income: 'Annual income',
  payout: 'Projected payout',
  payoutValue: (at8: number, at4: number) => `${formatRupees(at8)} at 8% · ${formatRupees(at4)} at 4%`,
  lifeCover: (cover: number, multiple: number) =>
    `Inbuilt life cover ${formatRupees(cover)}, ${multiple} times your yearly premium (we illustrate 10 times below age 45 and 7 times from 45; IRDAI’s minimum for a unit-linked plan is 7 times at every age, and a plan may offer more); if the parent dies, the insurer pays it, pays the remaining premiums and the fund goes on to the child (the "Triple Benefit").`,
  yourTax: (tax: ChildTaxSaving, total: number, years: number) =>
    tax.perYear > 0
      ? `Tax you save: ${formatRupees(tax.perYear)} a year, ${formatRupees(total)} over ${years} years: ${formatRupees(tax.deduction)} of premium under section 80C${tax.limit === '80C' ? ' (the most it allows)' : tax.limit === '80C(3A)' ? ` (10% of the ${formatRupees(tax.sumAssured)} life cover: with cover below 10 times the premium, section 80C(3A) allows no more)` : ''} × your ${tax.slabRate * 100}% slab + ${tax.cess * 100}% cess, old tax regime only. The new regime gives no 80C deduction.`
      : 'Tax you save: none at your income, as the section 87A rebate already leaves no tax up to ₹5 lakh (old regime). The new regime gives no 80C deduction.',
  /** Whether section 10(10D) leaves the payout at maturity tax-free (`ChildTaxSaving.maturity`). */
  maturityTax: {
    'tax-free':
      'The payout at maturity is tax-free under section 10(10D): the yearly premium is within 10% of the life cover and ₹2.5 lakh.',
    'premium-over-10%-of-cover':
      'The payout at maturity is taxable: section 10(10D) exempts it only when the yearly premium is at most 10% of the life cover (a payout on death stays tax-free). Cover of at least 10 times the premium, where the plan offers it, keeps both tax benefits.',
    'premium-over-2.5-lakh':
      'The payout at maturity is taxable: section 10(10D) does not exempt a unit-linked plan issued from 01/02/2021 whose yearly premium is above ₹2.5 lakh (a payout on death stays tax-free).',
  } satisfies Record<ChildMaturityTax, string>,
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
  chips: same(CHILD_CARD_CHIPS),
  getDetails: 'Get Details',
  getDetailsOf: (plan: string) => `Get Details of ${plan}`,
  taxNoteTitle: 'About the tax you save',
  taxNote:
    'Premiums up to ₹1.5 lakh a year are deducted from taxable income under section 80C, only in the old tax regime (the new regime, the default since 2023-24, gives no 80C deduction). For a policy issued since 01/04/2012, section 80C(3A) counts the premium only up to 10% of the life cover, so with cover below 10 times the premium less of it counts. Each card works it out for the premium you chose: the premium up to ₹1.5 lakh and 10% of the cover × your slab rate (20% for ₹5-10 lakh, 30% above ₹10 lakh; nothing to save up to ₹5 lakh, where the section 87A rebate leaves no tax) + 4% cess. The payout at maturity is tax-free under section 10(10D) only when the yearly premium stays within ₹2.5 lakh and 10% of the life cover; a payout on death is tax-free either way.',
};

export type ChildListWords = Wordy<typeof childWords>;

declare module '~/lib/words' {
  interface WordBook {
    childList: ChildListWords;
  }
}

export default defineWords('en', 'childList', childWords);
