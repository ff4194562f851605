// Every text the term plans' data holds that the lists show (discount line, women's offer, add-ons, plan details)
// has its words: itself in English, and Hindi (Devanagari, not the English) in Hindi. A plan given a new text
// without its words fails here.
import { describe, expect, it } from 'vitest';
import { expectSaidInBoth } from '~/lib/test-words';
import { loadedWords } from '~/lib/words';
import { NRI_TERM_PLANS } from './nri-term-plans.data';
import { TERM_PLANS } from './term-plans.data';
import { WOMEN_TERM_PLANS } from './women-term-plans.data';

// the details dialog's lines are in its own words (loaded with the dialog), the rest in the list's
const en = { ...loadedWords('en').termList!, ...loadedWords('en').termDetails! };
const hi = { ...loadedWords('hi').termList!, ...loadedWords('hi').termDetails! };
const plans = [...TERM_PLANS, ...NRI_TERM_PLANS, ...WOMEN_TERM_PLANS];

const fields = {
  discounts: plans.map((p) => p.discount),
  womenOffers: plans.flatMap((p) => (p.womenSpecialOffer ? [p.womenSpecialOffer] : [])),
  addOns: plans.flatMap((p) => p.addOns),
  planDetailLines: plans.flatMap((p) => p.planDetails),
  variants: plans.flatMap((p) => p.alsoOffers),
} as const;

describe('the term plans’ own texts in English and Hindi', () => {
  it('walks all 48 plans and finds each field’s texts', () => {
    expect(plans).toHaveLength(48);
    expect(new Set(fields.discounts).size).toBe(4);
    expect(new Set(fields.womenOffers).size).toBe(4);
    expect(new Set(fields.addOns).size).toBe(7);
    expect(new Set(fields.planDetailLines).size).toBe(6);
    expect(new Set(fields.variants).size).toBe(5);
  });

  for (const [field, texts] of Object.entries(fields) as [keyof typeof fields, readonly string[]][]) {
    it(`says every ${field} text in English as it is and in Hindi`, () => {
      expectSaidInBoth(en[field], hi[field], texts);
    });
  }
});
