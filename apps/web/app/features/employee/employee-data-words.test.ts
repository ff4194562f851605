// Every text the employee group health plans' data holds that the card and compare show (features, recharge,
// consumables, revision) has its words: itself in English, and Hindi (Devanagari, not the English) in
// Hindi. A plan given a new text without its words fails here.
import { describe, expect, it } from 'vitest';
import { expectSaidInBoth } from '~/lib/test-words';
import { loadedWords } from '~/lib/words';
import { employeeTeamDiscountPercent, networkHospitals } from '@bimasetu/contract/rating';
import { EMPLOYEE_PLANS } from './employee-plans';

const en = loadedWords('en').employee!;
const hi = loadedWords('hi').employee!;

const fields = {
  features: EMPLOYEE_PLANS.flatMap((p) => p.features),
  recharges: EMPLOYEE_PLANS.map((p) => p.recharge),
  consumables: EMPLOYEE_PLANS.map((p) => p.consumables),
  revisions: EMPLOYEE_PLANS.map((p) => p.revision),
} as const;

describe('the employee plans’ own texts in English and Hindi', () => {
  it('walks all 16 plans and finds each field’s texts', () => {
    expect(EMPLOYEE_PLANS).toHaveLength(16);
    expect(fields.features).toHaveLength(47);
    expect(new Set(fields.features).size).toBe(40);
  });

  for (const [field, texts] of Object.entries(fields) as [keyof typeof fields, readonly string[]][]) {
    it(`says every ${field} text in English as it is and in Hindi`, () => {
      expectSaidInBoth(en[field], hi[field], texts);
    });
  }
});

describe('the employee plans’ discounts and hospital counts', () => {
  it('carry no unsourced discount of their own, and each hospital count is the insurer’s own, dated, or none', () => {
    // "10% off for 50+ employees", "12% off for startups", "5% off on 2-year term"… had no source
    for (const plan of EMPLOYEE_PLANS) {
      expect(plan, plan.id).not.toHaveProperty('discount');
      expect(plan.hospitals, plan.id).toEqual(networkHospitals(plan.insurer));
      if (plan.hospitals.count !== null) {
        expect(plan.hospitals.url, plan.id).toMatch(/^https:\/\//);
        expect(plan.hospitals.read, plan.id).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      }
    }
    // Star's card said "14,000+" with no source: now the insurer's own page says it, read on a date
    const star = EMPLOYEE_PLANS.find((p) => p.id === 'star-group-care')!;
    const { count, orMore, url, read } = star.hospitals;
    expect(en.hospitalsWithSource(count, orMore, url ?? '', read ?? '')).toMatch(
      /^14,000\+ \(the insurer’s site, https:\/\/www\.starhealth\.in\/claims, read \d\d\/\d\d\/\d{4}\)$/,
    );
    const care = EMPLOYEE_PLANS.find((p) => p.id === 'care-group-plus')!;
    expect(en.hospitalCount(care.hospitals.count, care.hospitals.orMore)).toBe('Not published');
    expect(hi.hospitalCount(care.hospitals.count, care.hospitals.orMore)).toBe('प्रकाशित नहीं');
  });

  it('say the engine’s team-size percents exactly, in English and Hindi', () => {
    const bands = ['7-20', '21-50', '51-200', '201-1000', '1000+'] as const;
    const percents = bands.map((b) => employeeTeamDiscountPercent(b));
    expect(percents).toEqual([-12, 0, 6, 12, 18]);
    // every percent the engine gives is in the price note, and no other
    for (const words of [en.estimate, hi.estimate]) {
      const said = [...words.matchAll(/(\d+)%/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
      expect(said).toEqual([6, 12, 12, 18]);
    }
    expect(en.teamDiscount(6, en.bands['51-200'])).toBe(
      '6% less per employee for a team of 51 to 200 employees, already in the premium (our estimate, the same for every insurer)',
    );
    expect(en.teamDiscount(-12, en.bands['7-20'])).toBe(
      'None: a team of 7 to 20 employees pays 12% more per employee, already in the premium',
    );
    expect(en.teamDiscount(0, en.bands['21-50'])).toBe('None');
    expect(hi.teamDiscount(18, hi.bands['1000+'])).toMatch(/18% कम/);
  });
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
