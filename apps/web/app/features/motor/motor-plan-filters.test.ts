import { describe, expect, it } from 'vitest';
import { CAR_PLANS } from './car-plans.data';
import { selectMotorPlans } from './motor-plan-filters';
import { TWO_WHEELER_PLANS } from './two-wheeler-plans.data';

describe('motor plan data', () => {
  it('has 10 car and 12 two-wheeler plans with GST included in the amount', () => {
    expect(CAR_PLANS).toHaveLength(10);
    expect(TWO_WHEELER_PLANS).toHaveLength(12);
    for (const plan of [...CAR_PLANS, ...TWO_WHEELER_PLANS])
      expect(plan.amount).toBe(Math.round(plan.premium * 1.18));
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
