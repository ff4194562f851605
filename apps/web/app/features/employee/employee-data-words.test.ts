// Every text the employee group health plans' data holds that the card and compare show (features, discount,
// recharge, consumables, revision) has its words: itself in English, and Hindi (Devanagari, not the English) in
// Hindi. A plan given a new text without its words fails here.
import { describe, expect, it } from 'vitest';
import { expectSaidInBoth } from '~/lib/test-words';
import { loadedWords } from '~/lib/words';
import { EMPLOYEE_PLANS } from './employee-plans';

const en = loadedWords('en').employee!;
const hi = loadedWords('hi').employee!;

const fields = {
  features: EMPLOYEE_PLANS.flatMap((p) => p.features),
  discounts: EMPLOYEE_PLANS.flatMap((p) => (p.discount ? [p.discount] : [])),
  recharges: EMPLOYEE_PLANS.map((p) => p.recharge),
  consumables: EMPLOYEE_PLANS.map((p) => p.consumables),
  revisions: EMPLOYEE_PLANS.map((p) => p.revision),
} as const;

describe('the employee plans’ own texts in English and Hindi', () => {
  it('walks all 16 plans and finds each field’s texts', () => {
    expect(EMPLOYEE_PLANS).toHaveLength(16);
    expect(fields.features).toHaveLength(47);
    expect(new Set(fields.features).size).toBe(40);
    expect(new Set(fields.discounts).size).toBe(5);
  });

  for (const [field, texts] of Object.entries(fields) as [keyof typeof fields, readonly string[]][]) {
    it(`says every ${field} text in English as it is and in Hindi`, () => {
      expectSaidInBoth(en[field], hi[field], texts);
    });
  }
});

describe('the employee plans’ sums insured', () => {
  it('are said in lakh in English and in लाख in Hindi, for every plan', () => {
    for (const plan of EMPLOYEE_PLANS) {
      expect(en.sumInsuredShort(plan.sumInsured)).toMatch(/^₹[\d.]+ (lakh|crore)$/);
      expect(hi.sumInsuredShort(plan.sumInsured)).toMatch(/^₹[\d.]+ (लाख|करोड़)$/);
    }
    expect(hi.sumInsuredShort(200000)).toBe('₹2 लाख');
  });
});
