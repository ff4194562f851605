import { describe, expect, it } from 'vitest';
import { filterByClaimRatio } from './employee-compare';
import { EMPLOYEE_PLANS } from './employee-plans';
import { priceEmployeePlans } from './employee-pricing';

describe('employee plans priced for the team', () => {
  it('keeps the listed prices for employees only in a team of 21 to 50', () => {
    const priced = priceEmployeePlans(EMPLOYEE_PLANS, { band: '21-50', coverage: 'employees' });
    expect(priced.map((p) => p.price)).toEqual(EMPLOYEE_PLANS.map((p) => p.price));
  });

  it('prices a large team covering parents and still sorts it cheapest first', () => {
    // Reliance lists ₹2,700: 201-1,000 employees ×0.88 = 2376; with spouse, children and parents ×4.1
    // = 9741.6 → ₹9,742 per employee before GST; GST 1753.56 → ₹1,754.
    const priced = priceEmployeePlans(EMPLOYEE_PLANS, { band: '201-1000', coverage: 'family-parents' });
    const reliance = priced.find((p) => p.id === 'reliance-group');
    expect(reliance).toMatchObject({ price: 9742, quote: { gst: 1754, total: 11496 } });
    const sorted = filterByClaimRatio(priced, 0).map((p) => p.price);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });
});
