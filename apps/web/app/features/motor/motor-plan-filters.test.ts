import { describe, expect, it } from 'vitest';
import { CAR_PLANS as CAR_INFO } from './car-plans.data';
import { selectMotorPlans } from './motor-plan-filters';
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

  it('prices a new vehicle from the chosen brand and model, this year, with no bonus', () => {
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
    });
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
    expect(selectMotorPlans(CAR_PLANS, 'Car', 'any', false)).toEqual(CAR_PLANS);
  });

  it('filters cars below ₹7,500 and between ₹7,500 and ₹8,000 a year', () => {
    expect(selectMotorPlans(CAR_PLANS, 'Car', 'below-7500', false).map((p) => p.premium)).toEqual([
      7349, 6990, 6745, 7480, 7199,
    ]);
    expect(selectMotorPlans(CAR_PLANS, 'Car', '7500-8000', false).map((p) => p.premium)).toEqual([
      7612, 7890, 7755,
    ]);
  });

  it('filters two-wheelers below ₹1,000 and between ₹1,000 and ₹1,100', () => {
    expect(
      selectMotorPlans(TWO_WHEELER_PLANS, 'Two-Wheeler', 'below-1000', false).map((p) => p.premium),
    ).toEqual([912, 948, 999, 975, 889]);
    expect(
      selectMotorPlans(TWO_WHEELER_PLANS, 'Two-Wheeler', '1000-1100', false).map((p) => p.premium),
    ).toEqual([1045, 1088, 1062, 1010, 1099]);
  });

  it('sorts by IDV high to low, after the band', () => {
    const sorted = selectMotorPlans(CAR_PLANS, 'Car', 'any', true).map((p) => p.idv);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect(sorted[0]).toBe(541000);
    expect(selectMotorPlans(TWO_WHEELER_PLANS, 'Two-Wheeler', 'below-1000', true).map((p) => p.idv)).toEqual([
      60000, 58500, 57500, 56000, 54500,
    ]);
  });
});
