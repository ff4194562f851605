import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEALTH_RATE_VERSION, quoteHealth } from './health/health-price.ts';
import { LINES } from './registry.ts';
import { quoteMotor } from './motor/motor-price.ts';
import {
  ageBandOf,
  basisFromQuote,
  eldestAgeOf,
  priceAtRenewal,
  renewalCover,
  yearsOlderAt,
  type KeptQuote,
} from './renewal-pricing.ts';

const healthQuote = (age: number, premium?: number): KeptQuote => {
  const members = [{ age, child: false }];
  const priced = quoteHealth({ planId: 'health-4', members, city: 'Pune', years: 1 })!;
  return {
    line: 'health',
    planId: 'health-4',
    rateVersion: priced.rateVersion,
    pricedOn: '2026-06-01',
    premium: premium ?? priced.total,
    inputs: { members, city: 'Pune', coverLakh: 'listed', years: 1 },
    details: {
      members: [{ member: 'Self', age: `${age} years` }],
      city: 'Pune',
      gender: 'Female',
      name: 'Asha Verma',
      phone: '9876500081',
      medicalConditions: ['None of these'],
    },
    cover: 1_000_000,
  };
};

describe('the premium basis', () => {
  it('keeps what the engine priced and drops the contact fields no engine reads', () => {
    const basis = basisFromQuote(healthQuote(45), null);
    expect(basis.details).not.toHaveProperty('name');
    expect(basis.details).not.toHaveProperty('phone');
    expect(basis).toMatchObject({ line: 'health', planId: 'health-4', loadingPercent: 0 });
  });

  it('reads the insurer’s loading from the premium recorded against the quote, to a tenth of a percent', () => {
    const quote = healthQuote(45, 20_000);
    expect(basisFromQuote(quote, 22_000).loadingPercent).toBe(10);
    expect(basisFromQuote(quote, 20_001).loadingPercent).toBe(0);
    expect(basisFromQuote(quote, 20_010).loadingPercent).toBe(0.1);
    expect(basisFromQuote(quote, 18_000).loadingPercent).toBe(-10);
  });
});

describe('age bands and years', () => {
  it('puts each age in the health table’s band, edges included', () => {
    expect(ageBandOf('health', 45)).toBe('41-45');
    expect(ageBandOf('health', 46)).toBe('46-50');
    expect(ageBandOf('health', 0)).toBe('0-17');
    expect(ageBandOf('health', 18)).toBe('18-25');
    expect(ageBandOf('car', 46)).toBeNull();
    expect(ageBandOf('health', null)).toBeNull();
  });

  it('ages the insured at least a year at a yearly renewal', () => {
    expect(yearsOlderAt('2026-06-01', '2027-05-31')).toBe(1);
    expect(yearsOlderAt('2026-06-01', '2026-12-01')).toBe(1);
    expect(yearsOlderAt('2026-06-01', '2028-05-31')).toBe(2);
  });

  it('finds the eldest insured in health and term inputs', () => {
    expect(eldestAgeOf({ members: [{ age: 30 }, { age: 62 }] })).toBe(62);
    expect(eldestAgeOf({ age: 44 })).toBe(44);
    expect(eldestAgeOf({ modelId: 'x' })).toBeNull();
  });
});

describe('priceAtRenewal', () => {
  it('prices a 45-year-old again at 46, in the next band, dearer, on the current table', () => {
    const renewal = priceAtRenewal(basisFromQuote(healthQuote(45), null), '2027-05-31');
    const at46 = quoteHealth({
      planId: 'health-4',
      members: [{ age: 46, child: false }],
      city: 'Pune',
      years: 1,
    })!;
    expect(renewal).toEqual({
      offered: true,
      premium: at46.total,
      rateVersion: HEALTH_RATE_VERSION,
      eldestAge: 46,
      ageBand: '46-50',
      subject: 'people',
      facts: [],
    });
    expect(at46.total).toBeGreaterThan(healthQuote(45).premium);
  });

  it('carries the insurer’s loading into next year’s premium', () => {
    const quote = healthQuote(45);
    const loaded = priceAtRenewal(basisFromQuote(quote, Math.round(quote.premium * 1.2)), '2027-05-31');
    const plain = priceAtRenewal(basisFromQuote(quote, null), '2027-05-31');
    if (!loaded.offered || !plain.offered) throw new Error('health-4 takes a 46-year-old');
    expect(loaded.premium).toBe(Math.round(plain.premium * 1.2));
  });

  it('answers the engine’s reason when the plan’s rates stop at the eldest member’s new age', () => {
    const quote = { ...healthQuote(65), planId: 'health-1' };
    expect(priceAtRenewal(basisFromQuote(quote, null), '2027-05-31')).toEqual({
      offered: false,
      reason: 'over-plan-limit',
    });
    const younger = { ...healthQuote(64), planId: 'health-1' };
    expect(priceAtRenewal(basisFromQuote(younger, null), '2027-05-31').offered).toBe(true);
  });
});

// a new Swift's first policy: own damage for 1 year and third party for 3, priced on 01/06/2026 (`ageMonths` on)
const newCar = (ageMonths = 0): KeptQuote => {
  const inputs = {
    kind: 'car' as const,
    modelId: 'maruti-swift',
    ageMonths,
    zone: 'A' as const,
    claimFreeYears: 0,
    ...(ageMonths === 0 ? { newVehicle: true } : {}),
  };
  const priced = quoteMotor('car-1', inputs)!;
  return {
    line: 'car',
    planId: 'car-1',
    rateVersion: priced.rateVersion,
    pricedOn: '2026-06-01',
    premium: priced.total,
    inputs,
    details: { vehicle: 'Car', registrationNumber: 'NEW', brand: 'Maruti Suzuki', model: 'Swift' },
    cover: priced.idv,
  };
};

describe('a new vehicle’s bundled first policy, renewed', () => {
  it('renews own damage alone while the third party it paid for still runs, and says so', () => {
    const renewed = priceAtRenewal(basisFromQuote(newCar(), null), '2027-06-01');
    if (!renewed.offered) throw new Error('car-1 renews a year-old Swift');
    const ownDamageOnly = quoteMotor('car-1', {
      kind: 'car',
      modelId: 'maruti-swift',
      ageMonths: 12,
      zone: 'A',
      claimFreeYears: 1,
      thirdPartyInForce: true,
    })!;
    expect(ownDamageOnly.thirdParty).toBe(0);
    expect(renewed.premium).toBe(ownDamageOnly.total);
    expect(renewed.facts).toContainEqual({ code: 'third-party-in-force', thirdPartyYears: 3, yearsLeft: 2 });
    // the third year still runs on the first policy's third party
    const third = priceAtRenewal(basisFromQuote(newCar(), null), '2028-06-01');
    expect(third.offered && third.facts).toContainEqual({
      code: 'third-party-in-force',
      thirdPartyYears: 3,
      yearsLeft: 1,
    });
  });

  it('charges the yearly third party again once the three years are over', () => {
    const fourth = priceAtRenewal(basisFromQuote(newCar(), null), '2029-06-01');
    if (!fourth.offered) throw new Error('car-1 renews a three-year-old Swift');
    expect(fourth.facts.map((f) => f.code)).not.toContain('third-party-in-force');
    const yearly = quoteMotor('car-1', {
      kind: 'car',
      modelId: 'maruti-swift',
      ageMonths: 36,
      zone: 'A',
      claimFreeYears: 3,
    })!;
    expect(yearly.thirdParty).toBeGreaterThan(0);
    expect(fourth.premium).toBe(yearly.total);
  });
});

describe('a motor policy’s IDV at renewal', () => {
  const GR8 = {
    title: 'India Motor Tariff, General Regulation 8 (Insured’s Declared Value)',
    date: '2002-07-01',
  };

  it('depreciates the IDV recorded on the policy by the tariff’s schedule, never above it', () => {
    // the adviser recorded ₹6,50,000 (5% off the ex-showroom price, new); a year on the car is 12 months old: 15%.
    // 6,50,000 / 0.95 × 0.85 = 5,81,578.9, to the rupee ₹5,81,579; the quote's own IDV (the engine's) plays no part
    const basis = basisFromQuote(newCar(), null);
    expect(basis.cover).toBeGreaterThan(650_000);
    expect(renewalCover(650_000, basis, '2027-06-01')).toEqual({
      code: 'idv-depreciated',
      recordedIdv: 650_000,
      idv: 581_579,
      fromMonths: 0,
      toMonths: 12,
      fromPercent: 5,
      toPercent: 15,
      source: GR8,
    });
    // two years on: 24 months, 20%: 6,50,000 / 0.95 × 0.80 = 5,47,368.4
    expect(renewalCover(650_000, basis, '2028-06-01')).toMatchObject({ idv: 547_368, toPercent: 20 });
  });

  it('never renews a vehicle’s cover above the IDV recorded, whatever its age and value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 10_000, max: 50_000_000 }),
        (ageMonths, recordedIdv) => {
          const cover = renewalCover(recordedIdv, basisFromQuote(newCar(ageMonths), null), '2027-06-01');
          expect(cover.code).toBe('idv-depreciated');
          if (cover.code === 'idv-depreciated') expect(cover.idv).toBeLessThan(recordedIdv);
        },
      ),
    );
  });

  it('leaves a vehicle past 5 years, and one whose age we do not know, to the insurer, with the recorded IDV', () => {
    // 54 months priced, 66 at renewal: over 5 years the IDV is agreed with the insurer (no schedule)
    expect(renewalCover(300_000, basisFromQuote(newCar(54), null), '2027-06-01')).toEqual({
      code: 'idv-set-by-insurer',
      recordedIdv: 300_000,
      reason: 'agreed-value',
      source: GR8,
    });
    // a policy added from elsewhere has no basis: nothing tells the vehicle's age
    expect(renewalCover(300_000, null, '2027-06-01')).toMatchObject({
      code: 'idv-set-by-insurer',
      reason: 'vehicle-age-unknown',
    });
  });
});

describe('what the renewal priced a year on', () => {
  it('says the people insured for health, the vehicle for a car, the property for a home', () => {
    const health = priceAtRenewal(basisFromQuote(healthQuote(45), null), '2027-05-31');
    const car = priceAtRenewal(basisFromQuote(newCar(), null), '2027-06-01');
    const homeDetails = LINES.home.example;
    const homeRead = LINES.home.read(homeDetails, new Date('2026-06-01T12:00:00+05:30'))!;
    const homePlan = LINES.home.planIds()[0]!;
    const homePriced = homeRead.price(homePlan);
    if (!homePriced.offered) throw new Error('the home example is priced');
    const home = priceAtRenewal(
      basisFromQuote(
        {
          line: 'home',
          planId: homePlan,
          rateVersion: homePriced.quote.rateVersion,
          pricedOn: '2026-06-01',
          premium: homePriced.quote.total,
          inputs: homeRead.recorded,
          details: homeDetails,
          cover: null,
        },
        null,
      ),
      '2027-06-01',
    );
    expect([health, car, home].map((priced) => priced.offered && priced.subject)).toEqual([
      'people',
      'vehicle',
      'property',
    ]);
  });
});
