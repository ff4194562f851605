// The home premium: each sum insured at the insurer's published rate per rupee of cover, less the contents the
// standard policy covers without declaration, plus GST. Pure: the list, the application and the server call it.
import { groupIndian, gstOn, roundRupees, type Quote } from '../../rating/core.ts';
import type { FactsInEnglish } from '../../rating/facts.ts';
// types only: lines/line.ts reaches the plan directory and with it every line's tables, which the home list
// need not carry
import type { LinePrice } from '../line.ts';
import type { HomeInputs } from './home-rules.ts';
import {
  CONTENTS_WITHOUT_DECLARATION,
  HOME_GST_RATE,
  HOME_PLAN_RATES,
  HOME_RATE_VERSION,
} from './home-rates.ts';

/** A fact the quote states: a code and its values, put in words by each language (home-words*.ts). */
export type HomeFact =
  | { code: 'building'; sumInsured: number }
  | { code: 'contents-included'; amount: number }
  | { code: 'contents-declared'; amount: number }
  | { code: 'valuables'; amount: number }
  | { code: 'rate'; premiumPerCrore: number }
  | { code: 'contents-rate-not-published' }
  | { code: 'one-year' };

export interface HomeQuote extends Quote {
  building: number;
  contents: number;
  valuables: number;
  /** Contents covered without declaration (owners only). */
  contentsIncluded: number;
  facts: HomeFact[];
}

/** Contents an owner's building cover brings without declaring them: 20% of it, at most ₹10 lakh. */
export function contentsIncluded(inputs: Pick<HomeInputs, 'occupancy' | 'building'>): number {
  if (inputs.occupancy === 'tenant') return 0;
  return Math.min(
    roundRupees(inputs.building * CONTENTS_WITHOUT_DECLARATION.share),
    CONTENTS_WITHOUT_DECLARATION.cap,
  );
}

export function priceHome(planId: string, inputs: HomeInputs): LinePrice {
  const rate = HOME_PLAN_RATES[planId];
  if (!rate || inputs.building + inputs.contents + inputs.valuables <= 0)
    return { offered: false, reason: 'no-rates' };
  const perRupee = rate.premiumPerCrore / 10_000_000;
  const included = contentsIncluded(inputs);
  const declared = Math.max(0, inputs.contents - included);
  const lines = [
    { label: 'Building', amount: roundRupees(inputs.building * perRupee) },
    { label: 'Contents above those covered without declaration', amount: roundRupees(declared * perRupee) },
    { label: 'Jewellery and valuables', amount: roundRupees(inputs.valuables * perRupee) },
  ].filter((line) => line.amount > 0);
  const basePremium = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = gstOn(basePremium, HOME_GST_RATE);
  const facts: HomeFact[] = [
    ...(inputs.building > 0 ? [{ code: 'building', sumInsured: inputs.building } as const] : []),
    ...(included > 0
      ? [{ code: 'contents-included', amount: Math.min(included, inputs.contents) } as const]
      : []),
    ...(declared > 0 ? [{ code: 'contents-declared', amount: declared } as const] : []),
    ...(inputs.valuables > 0 ? [{ code: 'valuables', amount: inputs.valuables } as const] : []),
    { code: 'rate', premiumPerCrore: rate.premiumPerCrore },
    ...(declared > 0 || inputs.valuables > 0 ? [{ code: 'contents-rate-not-published' } as const] : []),
    { code: 'one-year' },
  ];
  const quote: HomeQuote = {
    planId,
    rateVersion: HOME_RATE_VERSION,
    basePremium,
    gst,
    total: basePremium + gst,
    breakdown: lines,
    assumptions: facts.map(homeFactInEnglish),
    building: inputs.building,
    contents: inputs.contents,
    valuables: inputs.valuables,
    contentsIncluded: included,
    facts,
  };
  return { offered: true, quote };
}

const rupees = (amount: number) => `₹${groupIndian(amount)}`;

/** The English a stored quote keeps beside its facts (the tracker and the adviser read it). */
export function homeFactInEnglish(fact: HomeFact): string {
  switch (fact.code) {
    case 'building':
      return `Building insured for ${rupees(fact.sumInsured)}`;
    case 'contents-included':
      return `Contents up to ${rupees(fact.amount)} covered without declaring them`;
    case 'contents-declared':
      return `Declared contents of ${rupees(fact.amount)}`;
    case 'valuables':
      return `Jewellery and valuables of ${rupees(fact.amount)}`;
    case 'rate':
      return `At the insurer’s published ${rupees(fact.premiumPerCrore)} a year for ₹1 crore of cover`;
    case 'contents-rate-not-published':
      return 'The rate for declared contents and valuables is not published, so the building rate is used';
    case 'one-year':
      return 'For one year';
  }
}

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const HOME_FACTS_IN_ENGLISH: FactsInEnglish<HomeFact> = {
  building: homeFactInEnglish,
  'contents-included': homeFactInEnglish,
  'contents-declared': homeFactInEnglish,
  valuables: homeFactInEnglish,
  rate: homeFactInEnglish,
  'contents-rate-not-published': homeFactInEnglish,
  'one-year': homeFactInEnglish,
};
