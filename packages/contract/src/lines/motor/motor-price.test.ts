import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factInEnglish } from '../../rating/facts.ts';
import {
  baseIdv,
  depreciationRate,
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
      rateVersion: 'motor-2026-11',
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
