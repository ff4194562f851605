// The home line's words in English (Hindi: home-words.hi.ts): the form, the list, and each fact a home quote
// states, by its code (`HomeFact` in the contract), so each language says the facts from its own words.
import { homeMessages, type HomeFact } from '@bimasetu/contract/lines/home';
import { formatRupees, formatRupeesShort, lakhCroreWords } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';

type HomeMessage = (typeof homeMessages)[keyof typeof homeMessages];
type FactWords = { [C in HomeFact['code']]: (fact: Extract<HomeFact, { code: C }>) => string };

const facts: FactWords = {
  building: (f) => `Building insured for ${formatRupees(f.sumInsured)}`,
  'contents-included': (f) => `Contents up to ${formatRupees(f.amount)} covered without declaring them`,
  'contents-declared': (f) => `Declared contents of ${formatRupees(f.amount)}`,
  valuables: (f) => `Jewellery and valuables of ${formatRupees(f.amount)}`,
  rate: (f) => `At the insurer’s published ${formatRupees(f.premiumPerCrore)} a year for ₹1 crore of cover`,
  'contents-rate-not-published': () =>
    'The rate for declared contents and valuables is not published, so the building rate is used',
  'one-year': () => 'For one year',
};

const homeWords = {
  formTitle: 'Home Insurance',
  formIntro:
    'Insure your home and what is in it under Bharat Griha Raksha, the standard home policy every insurer offers.',
  occupancy: 'You are the home’s',
  occupancies: { owner: 'Owner', tenant: 'Tenant' },
  basis: 'The building’s value',
  bases: { area: 'Built-up area × construction cost', rebuild: 'Rebuild value' },
  builtUpArea: 'Built-up area (sq ft)',
  costPerSqFt: 'Construction cost per sq ft (₹)',
  rebuildValue: 'Rebuild value (₹)',
  buildingIs: (amount: number) => `Building value: ${formatRupees(amount)}`,
  contentsValue: 'Value of your belongings (₹)',
  contentsHint: 'Furniture, appliances, clothes: what it would cost to replace them.',
  valuablesValue: 'Jewellery and valuables (₹, optional)',
  // a rupee field: how to type it, and the amount read back so a wrong reading is seen before the list prices it
  amountHint: 'In rupees, for example 12,00,000 or 12 lakh',
  /** "That is ₹12,00,000 (12 lakh)" */
  amountEcho: (rupees: number) =>
    rupees >= 100_000
      ? `That is ${formatRupees(rupees)} (${lakhCroreWords(rupees)})`
      : `That is ${formatRupees(rupees)}`,
  name: 'Your name (optional)',
  viewPlans: 'View Plans',
  messages: Object.fromEntries(Object.values(homeMessages).map((m) => [m, m as string])) as Record<
    HomeMessage,
    string
  >,
  listTitle: 'Home Insurance Plans',
  panelTitle: 'Your home',
  fromForm: 'From your answers:',
  assumed:
    'Priced for an owner’s home with a ₹50 lakh rebuild value and ₹5 lakh of belongings. Tell us yours:',
  quoteYourHome: 'Quote your home',
  changeAnswers: 'Change your answers',
  toldBuilding: (amount: number) => `Building: ${formatRupees(amount)}`,
  toldTenant: 'You rent the home: the contents are insured, not the building',
  toldContents: (amount: number) => `Belongings: ${formatRupees(amount)}`,
  toldValuables: (amount: number) => `Jewellery and valuables: ${formatRupees(amount)}`,
  toldCity: (city: string) => `City: ${city}`,
  filtersLabel: 'Filter and sort',
  sortLabel: 'Sort by',
  sorts: { low: 'Premium: lowest first', high: 'Premium: highest first' },
  insurersLabel: 'Insurers',
  noMatch: 'No plan matches these filters.',
  clearAll: 'Clear all filters',
  perYear: 'a year',
  premiumLabel: 'Premium',
  withGst: (total: number, gst: number) => `${formatRupees(total)} with ${formatRupees(gst)} GST`,
  coverLabel: 'Cover',
  cover: (amount: number) => formatRupeesShort(amount),
  factsLabel: 'How this price is worked out',
  facts,
  claimsNotPublished: 'Claim settlement for home policies: not published',
  accidentCover: 'Personal accident cover of ₹5 lakh each for you and your spouse, included',
  buyNow: 'Buy Now',
  buyNowOf: (plan: string) => `Buy Now: ${plan}`,
  source:
    'Premiums: each insurer’s published annual premium for ₹1 crore of cover under Bharat Griha Raksha (Policybazaar); whether they include GST is not stated, so GST at 18% is added.',
};

export type HomeWords = Wordy<typeof homeWords>;

declare module '~/lib/words' {
  interface WordBook {
    homeInsurance: HomeWords;
  }
}

export default defineWords('en', 'homeInsurance', homeWords);
