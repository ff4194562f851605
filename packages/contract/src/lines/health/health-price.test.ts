import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factInEnglish } from '../../rating/facts.ts';
import {
  HEALTH_COVER_FACTORS,
  HEALTH_PLAN_RATES,
  HEALTH_RATE_VERSION,
  claimSettlementRatio,
  healthLimitInWords,
  healthPlanLimit,
  incurredClaimRatio,
  quoteHealth,
  type HealthInsured,
  type HealthQuoteInput,
} from './health-price.ts';

const adult = (age: number): HealthInsured => ({ age, child: false });
const child = (age: number): HealthInsured => ({ age, child: true });
const base: HealthQuoteInput = {
  planId: 'health-1',
  members: [adult(30)],
  city: 'Delhi',
  coverLakh: 10,
  years: 1,
};
const price = (input: Partial<HealthQuoteInput>) => quoteHealth({ ...base, ...input })!;

describe('quoteHealth, hand-computed', () => {
  it('keeps the listed premium for the profile the plan was written for', () => {
    // ReAssure 2.0 lists ₹11,436 a year for one adult of 30 in a metro at ₹10 lakh: every factor is 1.
    const quote = price({});
    expect(quote).toMatchObject({ total: 11436, perYear: 11436, perMonth: 953, gst: 0, zone: 'A' });
    expect(quote.rateVersion).toBe(HEALTH_RATE_VERSION);
    expect(quote.assumptions).toEqual(['for 1 adult aged 30 in Delhi (zone A), ₹10 lakh for 1 year']);
    expect(quote.facts).toEqual([
      {
        code: 'health-insured',
        adults: 1,
        children: 0,
        eldest: 30,
        city: 'Delhi',
        zone: 'A',
        coverLakh: 10,
        years: 1,
      },
    ]);
    expect(quote.facts.map(factInEnglish)).toEqual(quote.assumptions);
  });

  it('prices a 60-year-old at the 56-60 band: 11,436 × 3.1 = 35,451.6 → ₹35,452', () => {
    expect(price({ members: [adult(60)], city: 'Pune' }).total).toBe(35452);
  });

  it('prices a family floater from its own reference (2 adults, eldest 35, 2 children, zone A)', () => {
    // Reference factor 1.12 × (1 + 0.7 + 2 × 0.25) = 2.464, so a unit is 24,960 / 2.464 = 10,129.87.
    // Eldest 62 (3.9) in Jaipur (zone B, 0.9): 10,129.87 × 3.9 × 0.9 = 35,555.84; one more adult and a child
    // multiply by 1 + 0.7 + 0.25 = 1.95: 69,333.90 → ₹69,334.
    const quote = quoteHealth({
      ...base,
      planId: 'family-health-1',
      members: [adult(62), adult(58), child(9)],
      city: 'Jaipur',
    })!;
    expect(quote.total).toBe(69334);
    expect(quote.breakdown).toEqual([
      { label: 'Eldest member (62), zone B city', amount: 35556 },
      { label: 'Floater loading for the other members', amount: 33778 },
    ]);
    expect(quote.assumptions[0]).toBe(
      'for 2 adults (eldest 62) and 1 child in Jaipur (zone B), ₹10 lakh for 1 year',
    );
    expect(quote.facts).toEqual([
      {
        code: 'health-insured',
        adults: 2,
        children: 1,
        eldest: 62,
        city: 'Jaipur',
        zone: 'B',
        coverLakh: 10,
        years: 1,
      },
    ]);
  });

  it('scales cover by the cover table: Health Guard listed at ₹3 lakh, asked at ₹10 lakh: 6,348 / 0.62 → ₹10,239', () => {
    expect(price({ planId: 'health-7', coverLakh: 10 }).total).toBe(10239);
  });

  it('gives 10% off a 3-year policy: 11,436 × 3 × 0.9 = 30,877.2 → ₹30,877, ₹10,292 a year', () => {
    const quote = price({ years: 3 });
    expect(quote).toMatchObject({ total: 30877, perYear: 10292, years: 3 });
    expect(quote.breakdown.at(-1)).toEqual({ label: '10% discount for 3 years', amount: 30877 - 34308 });
  });

  it('prices a city outside our list as zone C and says so: 11,436 × 0.8 = 9,148.8 → ₹9,149', () => {
    const quote = price({ city: 'Shimla' });
    expect(quote.total).toBe(9149);
    expect(quote.assumptions[0]).toContain('in a city outside our list (zone C)');
    // the fact names no city outside our list, and keeps the cover the plan was priced at
    expect(quote.facts[0]).toMatchObject({ code: 'health-insured', city: null, zone: 'C', coverLakh: 10 });
    expect(price({ city: 'Shimla', coverLakh: undefined, years: 3 }).facts[0]).toMatchObject({
      coverLakh: HEALTH_PLAN_RATES['health-1']!.listedCoverLakh,
      years: 3,
    });
  });

  it('prices every family floater from its own plan’s figure: no plan anchored on another product’s premium', () => {
    // 2 adults (eldest 35) and 2 children in Mumbai at ₹10 lakh: each plan's catalogue figure for that family at its
    // listed cover, ÷ the cover factor. Aspire 31,680 ÷ 1.27 = 24,944.88; Activ Fit 11,880 ÷ 0.62 = 19,161.29;
    // Medicare Plus 52,920 ÷ 1.8 = 29,400. (health-2026-12 priced them at ₹11,794–₹12,156 from Money9's
    // cheapest ₹5 lakh floater per insurer, a list that names no plan.)
    const family = [adult(35), adult(35), child(8), child(5)];
    const at10Lakh = (planId: string) =>
      quoteHealth({ planId, members: family, city: 'Mumbai', coverLakh: 10, years: 1 })!.total;
    expect(['family-health-2', 'family-health-6', 'family-health-7'].map(at10Lakh)).toEqual([
      24945, 19161, 29400,
    ]);
    for (const id of Object.keys(HEALTH_PLAN_RATES)) expect(HEALTH_PLAN_RATES[id]!.published, id).toBeNull();
    expect(HEALTH_RATE_VERSION).toBe('health-2027-01');
  });

  it('does not price a period the plan is not sold for, nor an empty family', () => {
    expect(quoteHealth({ ...base, planId: 'family-health-6', years: 3 })).toBeUndefined();
    expect(quoteHealth({ ...base, members: [] })).toBeUndefined();
  });

  it('cites an incurred claim ratio only where one is published', () => {
    expect(incurredClaimRatio('HDFC ERGO')).toEqual({
      value: 84.85,
      source: 'IRDAI Annual Report 2024-25 (health, FY 2024-25)',
    });
    expect(incurredClaimRatio('Care Health')).toMatchObject({ value: null, missing: 'not-published' });
    // the employee list spells two insurers its own way; the figure follows the insurer
    expect(incurredClaimRatio('Digit').value).toBe(83.78);
    expect(incurredClaimRatio('Chola MS').value).toBe(73.04);
  });

  it('cites a health claim settlement figure only for insurers that sell health alone', () => {
    expect(claimSettlementRatio('Aditya Birla Health')).toMatchObject({ value: 92.97 });
    expect(claimSettlementRatio('Star Health').source).toContain('within 3 months');
    // a general insurer's figure covers motor and travel too, so it is not a health figure
    expect(claimSettlementRatio('HDFC ERGO')).toMatchObject({ value: null, missing: 'not-for-health-alone' });
    expect(claimSettlementRatio('ManipalCigna')).toMatchObject({ value: null, missing: 'not-published' });
  });
});

describe('healthPlanLimit, by hand', () => {
  it('leaves out a plan when the eldest is past its entry age, whoever else is insured', () => {
    // ReAssure 2.0 (health-1) takes an eldest member up to 65: 65 is in, 66 is out, a child of 5 changes nothing.
    expect(healthPlanLimit('health-1', [adult(65), child(5)])).toBeUndefined();
    const limit = healthPlanLimit('health-1', [adult(40), adult(66)]);
    expect(limit).toEqual({ kind: 'age', maxEntryAge: 65, eldestAge: 66 });
    expect(healthLimitInWords(limit!)).toBe('takes an eldest member up to age 65 (yours is 66)');
  });

  it('takes any age on a plan with no upper entry age', () => {
    expect(healthPlanLimit('health-4', [adult(85)])).toBeUndefined();
  });

  it('leaves out a plan asked for more cover than it sells: Health Guard up to ₹50 lakh', () => {
    expect(healthPlanLimit('health-7', [adult(30)], 50)).toBeUndefined();
    const limit = healthPlanLimit('health-7', [adult(30)], 100);
    expect(limit).toEqual({ kind: 'cover', maxCoverLakh: 50, coverLakh: 100 });
    expect(healthLimitInWords(limit!)).toBe('covers up to ₹50 lakh');
    // without a chosen cover, the plan's own listed cover (₹3 lakh) is what is asked
    expect(healthPlanLimit('health-7', [adult(30)])).toBeUndefined();
  });

  it('lets every plan take the profile it was written for at its own listed cover', () => {
    for (const [id, rate] of Object.entries(HEALTH_PLAN_RATES)) {
      const members = [adult(rate.reference.eldestAge)];
      expect(healthPlanLimit(id, members, rate.listedCoverLakh), id).toBeUndefined();
    }
  });
});

const planIds = Object.keys(HEALTH_PLAN_RATES).filter((id) => HEALTH_PLAN_RATES[id]!.periods.includes(1));
const covers = HEALTH_COVER_FACTORS.map(([lakh]) => lakh);
const member = fc.record({ age: fc.integer({ min: 0, max: 100 }), child: fc.boolean() });
const input = fc.record({
  planId: fc.constantFrom(...planIds),
  members: fc.array(member, { minLength: 1, maxLength: 6 }),
  city: fc.constantFrom('Delhi', 'Pune', 'Jaipur', 'Shimla', ''),
  coverLakh: fc.constantFrom(...covers),
  years: fc.constant(1),
});
const total = (i: HealthQuoteInput) => quoteHealth(i)!.total;

describe('quoteHealth properties', () => {
  it('never falls as the eldest gets older', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 30 }), (i, more) => {
        const eldest = i.members.reduce((a, b) => (b.age > a.age ? b : a));
        const older = i.members.map((m) => (m === eldest ? { ...m, age: Math.min(m.age + more, 100) } : m));
        expect(total({ ...i, members: older })).toBeGreaterThanOrEqual(total(i));
      }),
    );
  });

  it('never falls as the cover rises', () => {
    fc.assert(
      fc.property(input, fc.constantFrom(...covers), (i, other) => {
        const [lo, hi] = [Math.min(i.coverLakh, other), Math.max(i.coverLakh, other)];
        expect(total({ ...i, coverLakh: hi })).toBeGreaterThanOrEqual(total({ ...i, coverLakh: lo }));
      }),
    );
  });

  it('never falls when a member is added, and a family never costs less than its eldest alone', () => {
    fc.assert(
      fc.property(input, member, (i, extra) => {
        expect(total({ ...i, members: [...i.members, extra] })).toBeGreaterThanOrEqual(total(i));
        const eldest = i.members.reduce((a, b) => (b.age > a.age ? b : a));
        expect(total(i)).toBeGreaterThanOrEqual(total({ ...i, members: [eldest] }));
      }),
    );
  });

  it('never costs more per year for a longer period', () => {
    fc.assert(
      fc.property(input, (i) => {
        const perYear = (years: number) => quoteHealth({ ...i, planId: 'health-10', years })!.perYear;
        for (let years = 2; years <= 5; years += 1)
          expect(perYear(years)).toBeLessThanOrEqual(perYear(years - 1));
      }),
    );
  });

  it('adds up: the breakdown sums to the premium before GST', () => {
    fc.assert(
      fc.property(input, fc.constantFrom(1, 2, 3), (i, years) => {
        const quote = quoteHealth({ ...i, planId: 'health-1', years })!;
        expect(quote.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(quote.basePremium);
        expect(quote.total).toBe(quote.basePremium + quote.gst);
      }),
    );
  });

  it('limits are monotone: a plan that takes an age or a cover takes every lower one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(HEALTH_PLAN_RATES)),
        fc.integer({ min: 18, max: 100 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...covers),
        fc.constantFrom(...covers),
        (planId, age, younger, coverA, coverB) => {
          const [lo, hi] = [Math.min(coverA, coverB), Math.max(coverA, coverB)];
          if (healthPlanLimit(planId, [adult(age)], hi) === undefined) {
            expect(healthPlanLimit(planId, [adult(Math.max(age - younger, 0))], lo)).toBeUndefined();
          }
        },
      ),
    );
  });

  it('the eldest alone decides the age limit: adding a younger member never changes it', () => {
    fc.assert(
      fc.property(input, member, (i, extra) => {
        const eldest = Math.max(...i.members.map((m) => m.age));
        const younger = { ...extra, age: Math.min(extra.age, eldest) };
        expect(healthPlanLimit(i.planId, [...i.members, younger], i.coverLakh)).toEqual(
          healthPlanLimit(i.planId, i.members, i.coverLakh),
        );
      }),
    );
  });
});
