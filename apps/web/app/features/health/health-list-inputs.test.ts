import { HEALTH_COVER_FACTORS, HEALTH_PLAN_RATES, quoteHealth } from '@bimasetu/contract/rating';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILY_HEALTH_PLANS } from './family-health-plans.data';
import {
  coverText,
  decodeMembers,
  encodeMembers,
  priceHealthPlans,
  readListInputs,
} from './health-list-inputs';
import { healthListLink } from './health-list-link';
import { HEALTH_PLANS } from './health-plans.data';

describe('the inputs the health lists price for', () => {
  it('carries members, city and declared conditions from the form to the list', () => {
    const link = healthListLink('/family-health-insurance-plan', {
      members: [
        { member: 'Self', age: '62 years' },
        { member: 'Wife', age: '58 years' },
        { member: 'Son', age: '4-12 Months' },
      ],
      city: 'Pune',
      medicalConditions: ['Diabetes', 'Thyroid'],
    });
    expect(link).toBe(
      '/family-health-insurance-plan?members=a62%2Ca58%2Cc0&city=Pune&conditions=Diabetes%2CThyroid',
    );
    const inputs = readListInputs('family-health', new URLSearchParams(link.split('?')[1]));
    expect(inputs).toEqual({
      members: [
        { age: 62, child: false },
        { age: 58, child: false },
        { age: 0, child: true },
      ],
      city: 'Pune',
      conditions: ['Diabetes', 'Thyroid'],
      coverLakh: null,
      years: 1,
      fromVisitor: true,
    });
  });

  it("leaves 'None of these' out of the conditions", () => {
    const link = healthListLink('/p', {
      members: [{ member: 'Self', age: '30 years' }],
      city: 'Delhi',
      medicalConditions: ['None of these'],
    });
    expect(link).toBe('/p?members=a30&city=Delhi');
  });

  it('falls back to the reference profile for a missing or broken members list, and ignores unknown choices', () => {
    for (const members of [null, 'x30', 'a30,a101', '']) {
      const params = new URLSearchParams({ cover: '12', years: '9', city: 'Pune' });
      if (members !== null) params.set('members', members);
      expect(readListInputs('health', params)).toEqual({
        members: [{ age: 30, child: false }],
        city: 'Delhi',
        conditions: [],
        coverLakh: null,
        years: 1,
        fromVisitor: false,
      });
    }
    expect(decodeMembers(encodeMembers([{ age: 7, child: true }]))).toEqual([{ age: 7, child: true }]);
  });

  it("prices each plan at its rate table's listed cover, with the table's insurer and periods", () => {
    for (const [line, plans] of [
      ['health', HEALTH_PLANS],
      ['family-health', FAMILY_HEALTH_PLANS],
    ] as const) {
      const { priced, notSold } = priceHealthPlans(line, plans, readListInputs(line, new URLSearchParams()));
      expect(notSold).toBe(0);
      expect(priced.map((p) => p.id)).toEqual(plans.map((p) => p.id));
      for (const plan of priced) {
        const rate = HEALTH_PLAN_RATES[`${line}-${plan.id}`]!;
        expect([plan.companyName, plan.companyLogo, plan.policyPeriods]).toEqual([
          rate.insurer,
          rate.insurer,
          rate.periods,
        ]);
        expect(plan.coverAmount).toBe(coverText(rate.listedCoverLakh));
        expect([plan.premiumMonthly, plan.premiumAnnually]).toEqual([
          plan.quote.perMonth,
          plan.quote.perYear,
        ]);
      }
    }
  });

  it('leaves out a plan not sold for the chosen period and prices the rest at the chosen cover', () => {
    const params = new URLSearchParams({ members: 'a40,a38,c8', city: 'Shimla', cover: '25', years: '3' });
    const { priced, notSold } = priceHealthPlans(
      'family-health',
      FAMILY_HEALTH_PLANS,
      readListInputs('family-health', params),
    );
    expect(notSold).toBe(1);
    expect(priced.map((p) => p.id)).not.toContain(6);
    const first = priced[0]!;
    expect(first.coverAmount).toBe('₹25 Lakh');
    expect(first.quote).toEqual(
      quoteHealth({
        planId: 'family-health-1',
        members: [
          { age: 40, child: false },
          { age: 38, child: false },
          { age: 8, child: true },
        ],
        city: 'Shimla',
        coverLakh: 25,
        years: 3,
      }),
    );
  });

  it('leaves out the plans that do not take the eldest member or the chosen cover, and says why', () => {
    // eldest 70: every individual plan that takes an eldest member up to 65 is left out; three have no upper age
    const old = priceHealthPlans(
      'health',
      HEALTH_PLANS,
      readListInputs('health', new URLSearchParams('members=a70&city=Delhi')),
    );
    expect(old.priced.map((p) => p.planName)).toEqual(['Optima Secure', 'Care Supreme', 'Activ One Max']);
    expect(old.leftOut).toHaveLength(7);
    expect(old.leftOut[0]).toEqual({
      plan: HEALTH_PLANS[0],
      limit: { kind: 'age', maxEntryAge: 65, eldestAge: 70 },
      reason: 'takes an eldest member up to age 65 (yours is 70)',
    });
    // ₹2 crore for a 30-year-old: the plans sold up to ₹50 lakh or ₹1 crore are left out
    const big = priceHealthPlans(
      'health',
      HEALTH_PLANS,
      readListInputs('health', new URLSearchParams('members=a30&city=Delhi&cover=200')),
    );
    expect(big.leftOut.map((l) => [l.plan.planName, l.reason])).toEqual([
      ['ReAssure 2.0', 'covers up to ₹1 crore'],
      ['Comprehensive', 'covers up to ₹1 crore'],
      ['Care Supreme', 'covers up to ₹1 crore'],
      ['Elevate', 'covers up to ₹1 crore'],
      ['Health Guard', 'covers up to ₹50 lakh'],
      ['ProHealth Prime', 'covers up to ₹1 crore'],
    ]);
    expect(big.priced).toHaveLength(4);
    expect(big.priced.length + big.leftOut.length + big.notSold).toBe(HEALTH_PLANS.length);
  });
});

describe('plans left out, properties', () => {
  const lines = [
    ['health', HEALTH_PLANS],
    ['family-health', FAMILY_HEALTH_PLANS],
  ] as const;
  const covers = HEALTH_COVER_FACTORS.map(([lakh]) => lakh);
  const inputsFor = (line: (typeof lines)[number][0], eldest: number, cover: number) =>
    readListInputs(line, new URLSearchParams(`members=a${eldest},c5&city=Pune&cover=${cover}`));

  it('every plan is priced, left out or not sold for the period, and an older eldest or a bigger cover never brings a plan back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1),
        fc.integer({ min: 18, max: 90 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...covers),
        fc.constantFrom(...covers),
        (which, eldest, older, coverA, coverB) => {
          const [line, plans] = lines[which]!;
          const [lo, hi] = [Math.min(coverA, coverB), Math.max(coverA, coverB)];
          const young = priceHealthPlans(line, plans, inputsFor(line, eldest, lo));
          const old = priceHealthPlans(line, plans, inputsFor(line, Math.min(eldest + older, 100), hi));
          for (const result of [young, old]) {
            expect(result.priced.length + result.leftOut.length + result.notSold).toBe(plans.length);
          }
          const shownOld = new Set(old.priced.map((p) => p.id));
          for (const id of shownOld) expect(young.priced.map((p) => p.id)).toContain(id);
        },
      ),
    );
  });
});
