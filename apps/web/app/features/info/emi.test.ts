import { describe, expect, it } from 'vitest';
import { calculateEmi } from './emi';

describe('calculateEmi', () => {
  it('matches the bank formula', () => {
    // ₹10 lakh at 10% for 5 years: the usual ₹21,247 a month
    expect(calculateEmi(1_000_000, 10, 60)).toEqual({
      emi: 21247,
      totalPayment: 1274820,
      totalInterest: 274820,
    });
  });

  it('divides evenly at 0% and refuses nonsense', () => {
    expect(calculateEmi(120_000, 0, 12)?.emi).toBe(10000);
    expect(calculateEmi(0, 10, 12)).toBeNull();
    expect(calculateEmi(100_000, 10, 0)).toBeNull();
    expect(calculateEmi(100_000, -1, 12)).toBeNull();
  });
});
