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

const womenOffers = plans.flatMap((p) => (p.womenSpecialOffer ? [p.womenSpecialOffer] : []));
const fields = {
  discounts: plans.map((p) => p.discount),
  addOns: plans.flatMap((p) => p.addOns),
  planDetailLines: plans.flatMap((p) => p.planDetails),
  variants: plans.flatMap((p) => p.alsoOffers),
} as const;

const latin = /^[\x20-\x7e—’]+$/;
const devanagari = /[\u0900-\u097f]/;

describe('the term plans’ facts in English and Hindi', () => {
  it('walks all 48 plans and finds each field’s codes', () => {
    expect(plans).toHaveLength(48);
    expect(new Set(fields.discounts).size).toBe(3);
    expect(new Set(womenOffers).size).toBe(2);
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

  it('says each women’s line in English and Hindi, with the plan’s own percent, and states our assumption as ours', () => {
    type Say = (percent: number, insurer: string) => string;
    for (const code of new Set(womenOffers)) {
      const english = en.womenOffers[code] as Say;
      const hindi = hi.womenOffers[code] as Say;
      expect(english(16, 'HDFC Life'), code).toMatch(latin);
      expect(english(16, 'HDFC Life'), code).toContain('16%');
      expect(hindi(16, 'HDFC Life'), code).toMatch(devanagari);
    }
    expect(en.womenOffers['women-rate-ours'](16)).toMatch(/our assumption/);
    expect(en.discounts['tobacco-more']).toMatch(/our assumption/);
    // no offer the rate table cannot back
    expect(
      Object.values(en.womenOffers as Record<string, Say>)
        .map((say) => say(16, 'X'))
        .join(' '),
    ).not.toMatch(/pregnan|check-up|5% off|female-specific/i);
  });

  it('says the 80C deduction on premiums is for the old tax regime only, in English and Hindi', () => {
    expect(en.planDetailLines['tax-benefits']).toMatch(/80C under the old tax regime only/);
    expect(hi.planDetailLines['tax-benefits']).toMatch(/केवल पुरानी टैक्स व्यवस्था/);
  });
});

describe('where a plan’s price comes from, on its details', () => {
  it('names our rate table and the answers, not a bare version code', () => {
    expect(loadedWords('en').termDetails!.rates('term-2027-01')).toBe(
      'Priced with our rate table term-2027-01, from your answers',
    );
    expect(loadedWords('hi').termDetails!.rates('term-2027-01')).toBe(
      'आपके जवाबों से हमारी रेट टेबल term-2027-01 से निकाला गया',
    );
  });
});

describe('the women’s list', () => {
  it('promises no offer its plans do not carry, in either language', () => {
    expect(loadedWords('en').termList!.pages['women-term'].intro).not.toMatch(/offer/i);
    expect(loadedWords('hi').termList!.pages['women-term'].intro).not.toMatch(/ऑफ़र/);
  });
});
