import { describe, expect, it } from 'vitest';
import { CAR_PLANS as CAR_INFO } from './car-plans.data';
import { VEHICLE_MODELS } from '@bimasetu/contract/rating';
import { premiumBands, selectMotorPlans } from './motor-plan-filters';
import { answersFromArrival, motorInputs, priceMotorPlans } from './motor-pricing';
import { TWO_WHEELER_PLANS as BIKE_INFO } from './two-wheeler-plans.data';

// Unanswered questions are priced as each plan's profile, so these are the catalogue's listed figures.
const unanswered = answersFromArrival('Car', { registrationNumber: 'MH12AB1234' });
const CAR_PLANS = priceMotorPlans(CAR_INFO, 'Car', motorInputs('car', unanswered, 2026));
const TWO_WHEELER_PLANS = priceMotorPlans(
  BIKE_INFO,
  'Two-Wheeler',
  motorInputs('two-wheeler', unanswered, 2026),
);

describe('motor plan data', () => {
  it('prices all 10 car and 12 two-wheeler plans with GST included in the amount', () => {
    expect(CAR_PLANS).toHaveLength(10);
    expect(TWO_WHEELER_PLANS).toHaveLength(12);
    for (const plan of [...CAR_PLANS, ...TWO_WHEELER_PLANS])
      expect(plan.amount).toBe(Math.round(plan.premium * 1.18));
  });

  it('prices a Delhi plate in zone A and a Bharat-series plate as zone A until the zone is chosen', () => {
    expect(answersFromArrival('Car', { registrationNumber: 'DL3CAB1234' }).zone).toBe('A');
    expect(answersFromArrival('Car', { registrationNumber: 'UP32AB1234' }).zone).toBe('B');
    const bharat = answersFromArrival('Car', { registrationNumber: '22BH1234AA' });
    expect(bharat.zone).toBeNull();
    expect(motorInputs('car', bharat, 2026).zone).toBe('A');
  });

  it('prices a new vehicle from the chosen brand and model, this year, with no bonus, as its first policy', () => {
    const fresh = answersFromArrival('Two-Wheeler', {
      registrationNumber: 'NEW',
      brand: 'Honda',
      model: 'Shine',
    });
    expect(motorInputs('two-wheeler', fresh, 2026)).toEqual({
      kind: 'two-wheeler',
      modelId: 'honda-shine',
      ageMonths: 0,
      zone: 'A',
      claimFreeYears: 0,
      newVehicle: true,
    });
    // registered an earlier year (the visitor's answer), or before the page knows the year: a yearly policy
    expect(motorInputs('two-wheeler', { ...fresh, registrationYear: 2025 }, 2026)).not.toHaveProperty(
      'newVehicle',
    );
    expect(motorInputs('two-wheeler', fresh, null)).not.toHaveProperty('newVehicle');
    // the Shine (124 cc) carries 5 years of third party at ₹3,851 on every plan
    for (const plan of priceMotorPlans(BIKE_INFO, 'Two-Wheeler', motorInputs('two-wheeler', fresh, 2026)))
      expect(plan.quote).toMatchObject({ thirdParty: 3851, thirdPartyYears: 5 });
    const maruti = answersFromArrival('Car', { registrationNumber: 'NEW', brand: 'Maruti', model: 'Dzire' });
    expect(maruti.modelId).toBe('maruti-dzire');
  });

  it('lowers every IDV when an older registration year is chosen', () => {
    const newer = priceMotorPlans(
      CAR_INFO,
      'Car',
      motorInputs('car', { ...unanswered, registrationYear: 2024 }, 2026),
    );
    const older = priceMotorPlans(
      CAR_INFO,
      'Car',
      motorInputs('car', { ...unanswered, registrationYear: 2020 }, 2026),
    );
    // 2 years: 20% off ₹7,30,000 = ₹5,84,000 before each plan's share; 6 years: 60% off = ₹2,92,000
    newer.forEach((plan, i) => expect(older[i]!.idv).toBeLessThan(plan.idv));
  });
});

describe('selectMotorPlans', () => {
  it('keeps popularity order with no band and no IDV sort', () => {
    expect(selectMotorPlans(CAR_PLANS, 'any', false)).toEqual(CAR_PLANS);
  });

  // the spec's fixed upper bands (to ₹8,000 and ₹1,100) left the dearest default plans in no band at all
  it("cuts the default car's premiums at their median: below ₹7,500, and ₹7,500 to ₹8,500 for all the rest", () => {
    expect(premiumBands(CAR_PLANS)).toEqual([
      { value: 'lower', from: 7500, to: 7500 },
      { value: 'upper', from: 7500, to: 8500 },
    ]);
    expect(selectMotorPlans(CAR_PLANS, 'lower', false).map((p) => p.premium)).toEqual([
      7349, 6990, 6745, 7480, 7199,
    ]);
    const upper = selectMotorPlans(CAR_PLANS, 'upper', false).map((p) => p.premium);
    expect(upper).toEqual(CAR_PLANS.map((p) => p.premium).filter((p) => p >= 7500));
    expect(upper.every((p) => p <= 8500)).toBe(true);
  });

  it("cuts the default two-wheeler's premiums into below ₹1,000 and ₹1,000 to ₹1,200", () => {
    expect(premiumBands(TWO_WHEELER_PLANS)).toEqual([
      { value: 'lower', from: 1000, to: 1000 },
      { value: 'upper', from: 1000, to: 1200 },
    ]);
    expect(selectMotorPlans(TWO_WHEELER_PLANS, 'lower', false).map((p) => p.premium)).toEqual([
      912, 948, 999, 975, 889,
    ]);
  });

  it('finds plans in both bands for a Royal Enfield Classic 350, which the fixed bands left empty', () => {
    const classic = VEHICLE_MODELS.find((m) => m.kind === 'two-wheeler' && /Classic 350/.test(m.model));
    expect(classic).toBeDefined();
    const plans = priceMotorPlans(
      BIKE_INFO,
      'Two-Wheeler',
      motorInputs('two-wheeler', { ...unanswered, modelId: classic!.id }, 2026),
    );
    expect(plans.every((p) => p.premium > 1100)).toBe(true);
    const bands = premiumBands(plans);
    expect(bands).toHaveLength(2);
    const lower = selectMotorPlans(plans, 'lower', false);
    const upper = selectMotorPlans(plans, 'upper', false);
    expect(lower.length).toBeGreaterThan(0);
    expect(upper.length).toBeGreaterThan(0);
    expect(lower.length + upper.length).toBe(plans.length);
  });

  it('offers no bands when the premiums cannot be split', () => {
    expect(premiumBands(CAR_PLANS.slice(0, 1))).toEqual([]);
    expect(premiumBands(CAR_PLANS.map((p) => ({ ...p, premium: 7000 })))).toEqual([]);
  });

  it('sorts by IDV high to low, after the band', () => {
    const sorted = selectMotorPlans(CAR_PLANS, 'any', true).map((p) => p.idv);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect(sorted[0]).toBe(541000);
    expect(selectMotorPlans(TWO_WHEELER_PLANS, 'lower', true).map((p) => p.idv)).toEqual([
      60000, 58500, 57500, 56000, 54500,
    ]);
  });
});
