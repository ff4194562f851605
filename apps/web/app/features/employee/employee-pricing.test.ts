import { EMPLOYEE_COUNT_BANDS, EMPLOYEE_COVERAGE, EMPLOYEE_PROFILE } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { filterByClaimRatio } from './employee-compare';
import { readEmployeeList } from './employee-list-inputs';
import { EMPLOYEE_PLANS } from './employee-plans';
import { priceEmployeePlans } from './employee-pricing';

describe('employee plans priced for the team', () => {
  // The prerendered list, and a visitor who has told us nothing, is priced for the team the words promise
  // ("We assumed a team of 21 to 50, employees only"): the profile the contract's listed prices are written for.
  it('starts at the profile the prices are listed for, so each card shows its plan’s listed price', () => {
    const { inputs } = readEmployeeList(new URLSearchParams());
    expect(inputs).toEqual({ band: '21-50', coverage: 'employees' });
    expect(inputs).toEqual(EMPLOYEE_PROFILE);
    const priced = priceEmployeePlans(EMPLOYEE_PLANS, inputs);
    expect(priced.map((p) => [p.id, p.price])).toEqual(EMPLOYEE_PLANS.map((p) => [p.id, p.price]));
    // cheapest first: Reliance's listed ₹2,700 per employee before GST (₹486 GST, ₹3,186 in all)
    expect(filterByClaimRatio(priced, 0)[0]).toMatchObject({
      id: 'reliance-group',
      price: 2700,
      quote: { gst: 486, total: 3186 },
    });
  });

  it('prices every plan of the list for every team it offers, dropping none', () => {
    for (const band of EMPLOYEE_COUNT_BANDS)
      for (const coverage of EMPLOYEE_COVERAGE) {
        const priced = priceEmployeePlans(EMPLOYEE_PLANS, { band: band.id, coverage: coverage.id });
        expect(
          priced.map((p) => p.id),
          `${band.id} ${coverage.id}`,
        ).toEqual(EMPLOYEE_PLANS.map((p) => p.id));
        for (const p of priced) {
          expect(Number.isInteger(p.price) && p.price > 0, p.id).toBe(true);
          expect(p.quote?.basePremium, p.id).toBe(p.price);
        }
      }
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
