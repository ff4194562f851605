import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIndianMobile } from '../constants.ts';
import { employeeLeadSchema } from '../leads/employee.ts';
import { termMobileProblem } from '../leads/term.ts';
import { generateOtpQuery } from './auth.ts';
import { mobileSchema } from './common.ts';

const tenDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });

describe('the Indian mobile rule', () => {
  it('accepts exactly the 10-digit numbers that start with 6 to 9, in every place that takes one', () => {
    fc.assert(
      fc.property(tenDigits, (mobile) => {
        const indian = /^[6-9]/.test(mobile);
        expect(isIndianMobile(mobile)).toBe(indian);
        expect(mobileSchema.safeParse(mobile).success).toBe(indian);
        expect(generateOtpQuery.safeParse({ mobile }).success).toBe(indian);
        expect(termMobileProblem(mobile) === undefined).toBe(indian);
        expect(employeeLeadSchema.shape.mobile.safeParse(mobile).success).toBe(indian);
      }),
    );
  });

  it('tells the API caller whether the length or the first digit is wrong', () => {
    expect(mobileSchema.safeParse('98765').error?.issues[0]?.message).toBe('must be exactly 10 digits');
    expect(mobileSchema.safeParse('5876543210').error?.issues[0]?.message).toBe(
      'must start with 6, 7, 8 or 9',
    );
  });
});
