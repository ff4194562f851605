import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  employeeCountBand,
  employeeTeamDiscountPercent,
  quoteEmployee,
  type EmployeeInputs,
} from './employee-price.ts';
import { EMPLOYEE_COUNT_BANDS, EMPLOYEE_COVERAGE, EMPLOYEE_PROFILE_PRICES } from './employee-rates.ts';

describe('employee group health', () => {
  it('keeps each plan at its listed price for employees only in a team of 21 to 50', () => {
    for (const [id, listed] of Object.entries(EMPLOYEE_PROFILE_PRICES)) {
      expect(quoteEmployee(id, { band: '21-50', coverage: 'employees' })?.basePremium, id).toBe(listed);
    }
  });

  it('takes exactly the team-size percent it names off the listed price, and no other discount', () => {
    // the only discounts the engine gives: 6% for 51 to 200, 12% for 201 to 1,000, 18% above; 12% more for 7 to 20
    expect(EMPLOYEE_COUNT_BANDS.map((b) => [b.id, employeeTeamDiscountPercent(b.id)])).toEqual([
      ['7-20', -12],
      ['21-50', 0],
      ['51-200', 6],
      ['201-1000', 12],
      ['1000+', 18],
    ]);
    for (const band of EMPLOYEE_COUNT_BANDS) {
      for (const [id, listed] of Object.entries(EMPLOYEE_PROFILE_PRICES)) {
        const priced = quoteEmployee(id, { band: band.id, coverage: 'employees' })!.basePremium;
        expect(priced, `${id} ${band.id}`).toBe(
          Math.round((listed * (100 - employeeTeamDiscountPercent(band.id))) / 100),
        );
      }
    }
  });

  it('prices a small team with families by hand', () => {
    // HDFC ERGO lists ₹5,600; 7-20 employees ×1.12 = 6272; spouse and children ×2.4 = 15052.8 → ₹15,053;
    // GST 18% = 2709.54 → ₹2,710; ₹17,763 per employee.
    expect(quoteEmployee('hdfc-ergo-group', { band: '7-20', coverage: 'family' })).toMatchObject({
      basePremium: 15053,
      gst: 2710,
      total: 17763,
    });
    expect([5, 20, 21, 50, 51, 200, 1000, 1001].map(employeeCountBand)).toEqual([
      '7-20',
      '7-20',
      '21-50',
      '21-50',
      '51-200',
      '51-200',
      '201-1000',
      '1000+',
    ]);
  });

  it('never charges less per life for covering more people, nor for a smaller team', () => {
    const plan = fc.constantFrom(...Object.keys(EMPLOYEE_PROFILE_PRICES));
    const band = fc.integer({ min: 0, max: EMPLOYEE_COUNT_BANDS.length - 1 });
    const cover = fc.integer({ min: 0, max: EMPLOYEE_COVERAGE.length - 1 });
    const price = (id: string, b: number, c: number) =>
      quoteEmployee(id, {
        band: EMPLOYEE_COUNT_BANDS[b]!.id,
        coverage: EMPLOYEE_COVERAGE[c]!.id,
      } as EmployeeInputs)!.total;
    fc.assert(
      fc.property(plan, band, cover, cover, (id, b, c1, c2) => {
        const [less, more] = c1 <= c2 ? [c1, c2] : [c2, c1];
        expect(price(id, b, more)).toBeGreaterThanOrEqual(price(id, b, less));
        if (b > 0) expect(price(id, b - 1, less)).toBeGreaterThanOrEqual(price(id, b, less));
      }),
    );
  });
});
