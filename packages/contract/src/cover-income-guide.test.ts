import { describe, expect, it } from 'vitest';
import { coverAboveIncome, coverIncomeMultiple } from './cover-income-guide.ts';

describe('the cover against income guide', () => {
  it.each([
    [18, 25],
    [35, 25],
    [36, 20],
    [45, 20],
    [46, 15],
    [50, 15],
    [51, 10],
    [65, 10],
  ])('at %i flags cover above %i times the income', (age, multiple) => {
    expect(coverIncomeMultiple(age)).toBe(multiple);
  });

  it('says nothing for a cover within the guide, or without an income or a cover', () => {
    expect(coverAboveIncome(10_000_000, 400_000, 30)).toBeNull(); // exactly 25 times
    expect(coverAboveIncome(10_000_000, 0, 30)).toBeNull();
    expect(coverAboveIncome(0, 400_000, 30)).toBeNull();
    expect(coverAboveIncome(Number.NaN, 400_000, 30)).toBeNull();
  });

  it('says how far above the guide a cover is', () => {
    // ₹2 crore on ₹6 lakh a year at 40: 33.3 times, the guide allows 20 times, ₹1.2 crore
    expect(coverAboveIncome(20_000_000, 600_000, 40)).toEqual({
      times: 33.3,
      multiple: 20,
      allowed: 12_000_000,
    });
    expect(coverAboveIncome(10_000_001, 400_000, 30)).toEqual({
      times: 25,
      multiple: 25,
      allowed: 10_000_000,
    });
  });
});
