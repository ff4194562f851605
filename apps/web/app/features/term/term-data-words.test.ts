// Every fact the term catalogue holds that the lists show (discount line, women's offer, add-ons, plan details) is
// a code with its words: English in English and Hindi (Devanagari, not the English) in Hindi. A plan given a new
// code without its words fails here (and typecheck).
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { termPlans } from './term-plan';

// the details dialog's lines are in its own words (loaded with the dialog), the rest in the list's
const en = { ...loadedWords('en').termList!, ...loadedWords('en').termDetails! };
const hi = { ...loadedWords('hi').termList!, ...loadedWords('hi').termDetails! };
const plans = [...termPlans('term'), ...termPlans('nri-term'), ...termPlans('women-term')];

const fields = {
  discounts: plans.map((p) => p.discount),
  womenOffers: plans.flatMap((p) => (p.womenSpecialOffer ? [p.womenSpecialOffer] : [])),
  addOns: plans.flatMap((p) => p.addOns),
  planDetailLines: plans.flatMap((p) => p.planDetails),
  variants: plans.flatMap((p) => p.alsoOffers),
} as const;

const latin = /^[\x20-\x7e—’]+$/;
const devanagari = /[\u0900-\u097f]/;

describe('the term plans’ facts in English and Hindi', () => {
  it('walks all 48 plans and finds each field’s codes', () => {
    expect(plans).toHaveLength(48);
    expect(new Set(fields.discounts).size).toBe(4);
    expect(new Set(fields.womenOffers).size).toBe(4);
    expect(new Set(fields.addOns).size).toBe(7);
    expect(new Set(fields.planDetailLines).size).toBe(6);
    expect(new Set(fields.variants).size).toBe(5);
  });

  for (const [field, codes] of Object.entries(fields) as [keyof typeof fields, readonly string[]][]) {
    it(`says every ${field} code in English and in Hindi`, () => {
      const english = en[field] as Record<string, string>;
      const hindi = hi[field] as Record<string, string>;
      for (const code of new Set(codes)) {
        expect(english[code], code).toMatch(latin);
        expect(english[code], code).not.toBe(code);
        expect(hindi[code], code).toMatch(devanagari);
      }
    });
  }
});
