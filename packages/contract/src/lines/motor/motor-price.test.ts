import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factInEnglish } from '../../rating/facts.ts';
import { motorLine } from './line.ts';
import { MOTOR_FACTS_IN_ENGLISH } from './motor-facts.ts';
import {
  baseIdv,
  depreciationRate,
  longTermThirdParty,
  ncbRate,
  quoteMotor,
  thirdPartyPremium,
  vehicleModel,
  zoneFromPlate,
  type MotorInputs,
} from './motor-price.ts';
import {
  MOTOR_PLAN_CALIBRATION,
  MOTOR_PROFILES,
  SALES_RANKINGS,
  VEHICLE_MODELS,
  type MotorKind,
} from './motor-rates.ts';

describe('motor prices', () => {
  it('keeps every plan at its listed premium and IDV for the profile it was written for', () => {
    for (const [id, listed] of Object.entries(MOTOR_PLAN_CALIBRATION)) {
      const kind = id.startsWith('car') ? 'car' : 'two-wheeler';
      const quote = quoteMotor(id, { kind, ...MOTOR_PROFILES[kind] });
      expect(quote, id).toMatchObject({ basePremium: listed.premium, idv: listed.idv });
    }
  });

  it('prices a 1-year-old Creta in zone B with two claim-free years by hand', () => {
    // Plan car-1 lists IDV ₹5,12,000 and ₹7,349 for a 3-year-old Swift (₹7,30,000 × (1 − 30%) = ₹5,11,000)
    // in zone A: its IDV share is 512000 / 511000, its own damage 7349 − 3416 (third party, 1000-1500 cc)
    // = ₹3,933, i.e. 0.233982 of the 3.283% tariff on ₹5,12,000.
    // Creta ₹11,00,000, 12 months old: × (1 − 15%) = ₹9,35,000; × 512000/511000 = 936829.75 → IDV ₹9,36,830.
    // Own damage: 936830 × 3.191% (zone B, up to 5 years, 1000-1500 cc) × 0.233982 = 6994.73 → ₹6,995;
    // 25% bonus = 1748.75 → ₹1,749 off: ₹5,246. Third party ₹3,416. Base ₹8,662; GST 1559.16 → ₹1,559.
    const quote = quoteMotor('car-1', {
      kind: 'car',
      modelId: 'hyundai-creta',
      ageMonths: 12,
      zone: 'B',
      claimFreeYears: 2,
    });
    expect(quote).toMatchObject({
      idv: 936830,
      ownDamage: 5246,
      thirdParty: 3416,
      basePremium: 8662,
      gst: 1559,
      total: 10221,
      rateVersion: 'motor-2026-12',
    });
    expect(quote?.facts).toEqual([
      {
        code: 'motor-vehicle',
        model: 'Hyundai Creta',
        fuel: 'Petrol',
        cc: 1497,
        years: 1,
        zone: 'B',
        ncbPercent: 25,
        idv: 936830,
        agreedValue: false,
      },
    ]);
    expect(quote?.assumptions).toEqual([
      'For a Hyundai Creta (petrol, 1497 cc), 1 year old, RTO zone B, 25% no-claim bonus; IDV ₹9,36,830.',
    ]);
    expect(quote?.addOns.map((a) => [a.label, a.price])).toEqual([
      ['Zero depreciation', 3747], // 0.4% of 936830 = 3747.32
      ['Engine protection', 937], // 0.1% = 936.83
      ['Roadside assistance', 199],
    ]);
  });

  it('follows IRDAI’s depreciation schedule and says when the value is agreed', () => {
    expect([3, 6, 7, 12, 13, 24, 36, 48, 60].map(depreciationRate)).toEqual([
      0.05, 0.05, 0.15, 0.15, 0.2, 0.2, 0.3, 0.4, 0.5,
    ]);
    const old = quoteMotor('two-wheeler-1', {
      kind: 'two-wheeler',
      modelId: 're-classic-350',
      ageMonths: 72,
      zone: 'A',
      claimFreeYears: 5,
    });
    expect(old?.assumptions[0]).toContain('over 5 years old: agreed with the insurer');
    expect(old?.facts).toEqual([
      {
        code: 'motor-vehicle',
        model: 'Royal Enfield Classic 350',
        fuel: 'Petrol',
        cc: 349,
        years: 6,
        zone: 'A',
        ncbPercent: 50,
        idv: old?.idv,
        agreedValue: true,
      },
    ]);
    expect(old?.facts.map(factInEnglish)).toEqual(old?.assumptions);
    // zero depreciation is not offered past 5 years
    expect(old?.addOns.map((a) => a.id)).toEqual(['rsa']);
  });

  it('charges the third-party premium notified for the engine size', () => {
    expect([999, 1000, 1197, 1500, 1997].map((cc) => thirdPartyPremium('car', cc))).toEqual([
      2094, 2094, 3416, 3416, 7897,
    ]);
    expect([75, 110, 150, 349, 411].map((cc) => thirdPartyPremium('two-wheeler', cc))).toEqual([
      538, 714, 714, 1366, 2804,
    ]);
  });

  it('charges a new vehicle the long-term third party the law requires: 3 years for a car, 5 for a two-wheeler', () => {
    // G.S.R. 394(E), in force 01/06/2022: cars 6,521 / 10,640 / 24,596 (3 years), two-wheelers 2,901 / 3,851 /
    // 7,365 / 15,117 (5 years), at the same cc boundaries as the yearly premiums
    expect([999, 1000, 1197, 1500, 1997].map((cc) => longTermThirdParty('car', cc))).toEqual(
      [6521, 6521, 10640, 10640, 24596].map((premium) => ({ years: 3, premium })),
    );
    expect([75, 110, 150, 349, 411].map((cc) => longTermThirdParty('two-wheeler', cc))).toEqual(
      [2901, 3851, 3851, 7365, 15117].map((premium) => ({ years: 5, premium })),
    );
  });

  it('prices a new Swift’s bundled first policy by hand: own damage 1 year, third party 3 years', () => {
    // IDV: ₹7,30,000 × (1 − 5%) = ₹6,93,500; × 512000/511000 = 694857.14 → ₹6,94,857.
    // Own damage: 694857 × 3.283% (zone A, up to 5 years, 1000-1500 cc) × 0.233982 = 5337.7 → ₹5,338, no bonus.
    // Third party: ₹10,640 for 3 years (was ₹3,416, one year, in motor-2026-11: total ₹10,330).
    // Base ₹15,978; GST 2876.04 → ₹2,876; total ₹18,854, paid once for the policy.
    const quote = quoteMotor('car-1', {
      kind: 'car',
      modelId: 'maruti-swift',
      ageMonths: 0,
      zone: 'A',
      claimFreeYears: 0,
      newVehicle: true,
    });
    expect(quote).toMatchObject({
      idv: 694857,
      ownDamage: 5338,
      thirdParty: 10640,
      thirdPartyYears: 3,
      basePremium: 15978,
      gst: 2876,
      total: 18854,
    });
    expect(quote?.breakdown).toEqual([
      { label: 'Own damage (1 year)', amount: 5338 },
      { label: 'No-claim bonus (0%)', amount: -0 },
      { label: 'Third party (3 years)', amount: 10640 },
      { label: 'GST (18%)', amount: 2876 },
    ]);
    expect(quote?.facts[1]).toEqual({
      code: 'motor-bundled',
      kind: 'car',
      ownDamageYears: 1,
      thirdPartyYears: 3,
      thirdParty: 10640,
    });
    expect(quote?.assumptions[1]).toBe(
      'A new car’s first policy, as the law requires since 01/09/2018: own damage for 1 year and third party for 3 years (₹10,640, the notified single premium), paid once for the whole policy.',
    );
    expect(quote?.facts.map(factInEnglish)).toEqual(quote?.assumptions);
  });

  it('prices a new Activa’s bundled first policy with 5 years of third party', () => {
    // the same vehicle a year on (or not new) keeps the yearly ₹714; new, ₹3,851 for 5 years:
    // base 4086 − 3851 = ₹235 own damage; GST 735.48 → ₹735; total ₹4,821 (was ₹1,120)
    const inputs = {
      kind: 'two-wheeler',
      modelId: 'honda-activa-6g',
      ageMonths: 0,
      zone: 'A',
      claimFreeYears: 0,
    } as const;
    const yearly = quoteMotor('two-wheeler-1', inputs)!;
    const bundled = quoteMotor('two-wheeler-1', { ...inputs, newVehicle: true })!;
    expect(yearly).toMatchObject({ thirdParty: 714, thirdPartyYears: 1, total: 1120 });
    expect(bundled).toMatchObject({
      ownDamage: yearly.ownDamage,
      thirdParty: 3851,
      thirdPartyYears: 5,
      basePremium: 4086,
      gst: 735,
      total: 4821,
    });
    expect(bundled.breakdown.map((b) => b.label)).toContain('Third party (5 years)');
    expect(yearly.facts.map((f) => f.code)).toEqual(['motor-vehicle']);
  });

  it('reads a new vehicle from the lead, pays its bundled policy once, and never carries it into a renewal', () => {
    const now = new Date('2026-11-30T06:00:00Z');
    const car = motorLine('car');
    const lead = {
      vehicle: 'Car',
      registrationNumber: 'NEW',
      brand: 'Maruti',
      model: 'Swift',
      mobileNumber: '9876500073',
    };
    const read = car.read(lead, now)!;
    expect(read.recorded).toMatchObject({ ageMonths: 0, claimFreeYears: 0, newVehicle: true });
    expect(car.period(read.recorded)).toBe('policy');
    const priced = read.price('car-1');
    expect(priced.offered && priced.quote).toMatchObject({ thirdParty: 10640, total: 18854 });

    const choices = { modelId: 'maruti-swift', ageMonths: 0, zone: 'A', claimFreeYears: 0 };
    expect(car.read(lead, now, choices)!.recorded).toMatchObject({ newVehicle: true });
    // the visitor said it was registered earlier: a yearly policy
    expect(car.read(lead, now, { ...choices, ageMonths: 12 })!.recorded).not.toHaveProperty('newVehicle');
    // a renewal passes last year's inputs on as choices: a year older, and no first policy
    const renewal = car.read(lead, now, { ...choices, ageMonths: 12, newVehicle: true })!;
    expect(renewal.recorded).not.toHaveProperty('newVehicle');
    expect(car.period(renewal.recorded)).toBe('year');
    // a registered plate is never a first policy
    const plated = car.read({ ...lead, registrationNumber: 'MH12AB1234' }, now, choices)!;
    expect(plated.recorded).not.toHaveProperty('newVehicle');
    expect(car.period(plated.recorded)).toBe('year');
  });

  it('says a new vehicle’s IDV as it is priced: ex-showroom less 5%, not the ex-showroom price', () => {
    const said = MOTOR_FACTS_IN_ENGLISH['motor-new']({ code: 'motor-new' });
    expect(said).not.toContain('priced at its ex-showroom value');
    expect(said).toContain('less the 5% depreciation');
    const swift = vehicleModel('maruti-swift')!;
    expect(baseIdv(swift, 0)).toBe(swift.exShowroom * 0.95);
  });

  it('gives the no-claim bonus by claim-free years', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(ncbRate)).toEqual([0, 0.2, 0.25, 0.35, 0.45, 0.5, 0.5]);
  });

  it('reads the zone from the plate', () => {
    expect(zoneFromPlate('MH12AB1234')).toBe('A');
    expect(zoneFromPlate('DL3CAB1234')).toBe('A');
    expect(zoneFromPlate('KA01MJ2025')).toBe('A');
    expect(zoneFromPlate('UP32AB1234')).toBe('B');
    expect(zoneFromPlate('22BH1234AA')).toBeNull();
  });

  it('prices every model for every plan of its kind, new and old, in both zones', () => {
    const plans = Object.keys(MOTOR_PLAN_CALIBRATION);
    for (const model of VEHICLE_MODELS) {
      const own = plans.filter((id) => id.startsWith(`${model.kind}-`));
      expect(own.length, model.kind).toBeGreaterThan(0);
      for (const plan of own)
        for (const ageMonths of [0, 36, 120])
          for (const zone of ['A', 'B'] as const) {
            const quote = quoteMotor(plan, {
              kind: model.kind,
              modelId: model.id,
              ageMonths,
              zone,
              claimFreeYears: 1,
            });
            expect(quote, `${plan} ${model.id}`).not.toBeNull();
            expect(quote!.idv).toBeGreaterThan(0);
            expect(quote!.ownDamage).toBeGreaterThan(0);
            expect(quote!.thirdParty).toBe(thirdPartyPremium(model.kind, model.cc));
          }
    }
  });

  it('keeps model ids unique and every figure plausible for its kind', () => {
    expect(new Set(VEHICLE_MODELS.map((m) => m.id)).size).toBe(VEHICLE_MODELS.length);
    expect(new Set(VEHICLE_MODELS.map((m) => `${m.kind} ${m.make} ${m.model}`)).size).toBe(
      VEHICLE_MODELS.length,
    );
    for (const m of VEHICLE_MODELS) {
      const [minCc, maxCc, minPrice, maxPrice] =
        m.kind === 'car' ? [600, 3000, 300000, 3000000] : [50, 1000, 30000, 500000];
      expect(m.cc, m.id).toBeGreaterThanOrEqual(minCc);
      expect(m.cc, m.id).toBeLessThanOrEqual(maxCc);
      expect(m.exShowroom, m.id).toBeGreaterThanOrEqual(minPrice);
      expect(m.exShowroom, m.id).toBeLessThanOrEqual(maxPrice);
    }
  });

  it('rates every model of the cited sales rankings, or says why not', () => {
    const ids = new Set(VEHICLE_MODELS.map((m) => `${m.kind} ${m.id}`));
    for (const ranking of SALES_RANKINGS) {
      expect(ranking.url, ranking.title).toMatch(/^https:\/\//);
      for (const rank of ranking.ranks) {
        // each rank is either rated (its ids, all of the ranking's kind) or refused with a reason
        expect(Boolean(rank.ids?.length) !== Boolean(rank.notRated), rank.name).toBe(true);
        for (const id of rank.ids ?? [])
          expect(ids.has(`${ranking.kind} ${id}`), `${rank.name}: ${id}`).toBe(true);
      }
    }
    // the top sellers named in the issue and the rankings, by kind
    const rated = (kind: MotorKind) =>
      new Set(
        SALES_RANKINGS.filter((r) => r.kind === kind).flatMap((r) => r.ranks.flatMap((x) => x.ids ?? [])),
      );
    expect([...rated('car')]).toEqual(
      expect.arrayContaining([
        'maruti-dzire',
        'tata-nexon',
        'hyundai-creta',
        'maruti-ertiga',
        'maruti-fronx',
        'maruti-eeco',
        'mahindra-bolero',
      ]),
    );
    expect([...rated('two-wheeler')]).toEqual(
      expect.arrayContaining([
        'hero-splendor-plus',
        'honda-activa-6g',
        'honda-shine',
        'tvs-xl100',
        'tvs-ntorq-125',
        're-classic-350',
      ]),
    );
    expect(rated('car').size).toBeGreaterThanOrEqual(18);
    expect(rated('two-wheeler').size).toBeGreaterThanOrEqual(18);
  });

  it('refuses a model of the other kind or an unknown plan', () => {
    expect(
      quoteMotor('car-1', {
        kind: 'car',
        modelId: 'honda-shine',
        ageMonths: 12,
        zone: 'A',
        claimFreeYears: 0,
      }),
    ).toBeNull();
    expect(quoteMotor('car-99', { kind: 'car', ...MOTOR_PROFILES.car })).toBeNull();
  });

  const inputs = fc
    .record({
      plan: fc.constantFrom(...Object.keys(MOTOR_PLAN_CALIBRATION)),
      ageMonths: fc.integer({ min: 0, max: 240 }),
      zone: fc.constantFrom('A' as const, 'B' as const),
      claimFreeYears: fc.integer({ min: 0, max: 6 }),
      pick: fc.nat(),
    })
    .map(({ plan, pick, ...rest }) => {
      const kind = plan.startsWith('car') ? ('car' as const) : ('two-wheeler' as const);
      const models = VEHICLE_MODELS.filter((m) => m.kind === kind);
      return {
        plan,
        input: { kind, modelId: models[pick % models.length]!.id, ...rest } satisfies MotorInputs,
      };
    });

  it('never raises the IDV as the vehicle ages', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 120 }), ({ plan, input }, more) => {
        const older = quoteMotor(plan, { ...input, ageMonths: input.ageMonths + more })!;
        expect(older.idv).toBeLessThanOrEqual(quoteMotor(plan, input)!.idv);
        expect(baseIdv(vehicleModel(input.modelId)!, input.ageMonths + more)).toBeLessThanOrEqual(
          baseIdv(vehicleModel(input.modelId)!, input.ageMonths),
        );
      }),
    );
  });

  it('never raises the premium for a no-claim bonus', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 6 }), ({ plan, input }, more) => {
        const withBonus = quoteMotor(plan, { ...input, claimFreeYears: input.claimFreeYears + more })!;
        expect(withBonus.total).toBeLessThanOrEqual(quoteMotor(plan, input)!.total);
      }),
    );
  });

  it('adds up: own damage less bonus plus third party, GST at 18% on it', () => {
    fc.assert(
      fc.property(inputs, ({ plan, input }) => {
        const q = quoteMotor(plan, input)!;
        expect(q.basePremium).toBe(q.ownDamage + q.thirdParty);
        expect(q.gst).toBe(Math.round(q.basePremium * 0.18));
        expect(q.total).toBe(q.basePremium + q.gst);
      }),
    );
  });
});
